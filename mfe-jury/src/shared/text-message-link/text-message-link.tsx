import { telHref } from '@court/contract';
import { registerTranslations, useTranslation } from '@court/kit';
import en from './en.json';
import es from './es.json';

registerTranslations('jury-text-link', { en, es });

/** sms: address of a phone number, with the same digits as its tel: link. */
function smsHref(phone: string): string {
  return telHref(phone).replace(/^tel:/, 'sms:');
}

export interface TextMessageLinkProps {
  phone: string;
}

/** An sms: link, the texting twin of the kit's PhoneLink; its name says it sends a text. */
export function TextMessageLink({ phone }: TextMessageLinkProps) {
  const { t } = useTranslation('jury-text-link');
  return (
    <a href={smsHref(phone)} className="usa-link" aria-label={t('textNumber', { phone })}>
      {phone}
    </a>
  );
}
