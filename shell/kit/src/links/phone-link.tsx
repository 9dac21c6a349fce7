import { telHref } from '@court/contract';
import { useTranslation } from '../i18n/use-translation';

export interface PhoneLinkProps {
  phone: string;
  className?: string;
}

/** A tel: link; its accessible name says it places a call. */
export function PhoneLink({ phone, className }: PhoneLinkProps) {
  const { t } = useTranslation('kit');
  return (
    <a
      href={telHref(phone)}
      className={['usa-link', className].filter(Boolean).join(' ')}
      aria-label={t('call', { phone })}
    >
      {phone}
    </a>
  );
}
