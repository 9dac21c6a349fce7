import { createContext, use, useEffect, type ReactNode } from 'react';
import { useCourtName } from '../court-facts/court-facts';
import { useTranslation } from '../i18n/use-translation';

export interface PageHeadingProps {
  children: ReactNode;
  /** Text for the document title; defaults to the heading when it is a plain string. */
  title?: string;
  /** Prefixes the document title with "Error:" while a form shows errors (GOV.UK pattern). */
  hasError?: boolean;
  className?: string;
}

/** ID the shell focuses after each navigation. */
export const PAGE_HEADING_ID = 'page-heading';

/**
 * Receives the document title of the page being rendered on the server, where no effect runs, so
 * that the served HTML carries the same <title> the browser would set.
 */
export const DocumentTitleContext = createContext<((title: string) => void) | null>(null);

/**
 * The page's single h1. It sets the document title; the shell moves focus to it on navigation,
 * so it is focusable without being in the tab order.
 */
export function PageHeading({ children, title, hasError = false, className }: PageHeadingProps) {
  const { t } = useTranslation('kit');
  const courtName = useCourtName();
  const titleText = title ?? (typeof children === 'string' ? children : '');
  const parts = [titleText, courtName].filter(Boolean).join(' | ');
  const documentTitle = hasError ? `${t('errorPrefix')} ${parts}` : parts;
  use(DocumentTitleContext)?.(documentTitle);
  useEffect(() => {
    document.title = documentTitle;
  }, [documentTitle]);
  return (
    <h1 id={PAGE_HEADING_ID} tabIndex={-1} className={className}>
      {children}
    </h1>
  );
}
