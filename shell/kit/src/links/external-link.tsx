import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { useTranslation } from '../i18n/use-translation';

export interface ExternalLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'target'> {
  href: string;
  children: ReactNode;
}

/** A link to another site, opened in a new tab and announced as such to screen readers. */
export function ExternalLink({ href, children, className, ...rest }: ExternalLinkProps) {
  const { t } = useTranslation('kit');
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className={['usa-link', 'usa-link--external', className].filter(Boolean).join(' ')}
      {...rest}
    >
      {children}
      <span className="usa-sr-only"> {t('opensInNewTab')}</span>
    </a>
  );
}
