import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface DocumentLinkProps {
  /** Catalog slug of the document, served at /documents/<slug>.pdf. */
  slug: string;
  children: ReactNode;
  className?: string;
}

/** URL of a document of the court's library. */
export function documentUrl(slug: string): string {
  return `/documents/${encodeURIComponent(slug)}.pdf`;
}

/** A link to a PDF of the document library, opened in a new tab, its type and tab announced. */
export function DocumentLink({ slug, children, className }: DocumentLinkProps) {
  const { t } = useTranslation('kit');
  return (
    <a
      href={documentUrl(slug)}
      target="_blank"
      rel="noopener"
      className={['usa-link', className].filter(Boolean).join(' ')}
    >
      {children}
      <span className="court-doc-type"> ({t('pdf')})</span>
      <span className="usa-sr-only"> {t('opensInNewTab')}</span>
    </a>
  );
}
