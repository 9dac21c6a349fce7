import type { ReactNode } from 'react';
import { documentUrl } from '@court/contract';
import { useTranslation } from '../i18n/use-translation';
import { NewTabNote } from './new-tab-note';

export interface DocumentLinkProps {
  /** Catalog slug of the document, served at /documents/<slug>.pdf. */
  slug: string;
  children: ReactNode;
  className?: string;
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
      <span className="court-doc-type">{` (${t('pdf')})`}</span>
      <NewTabNote />
    </a>
  );
}
