import { useCourtFacts } from '../court-facts/court-facts';
import { useTranslation } from '../i18n/use-translation';

/**
 * The class of what only works with the page's script: the site's styles leave it out when the
 * browser runs no script.
 */
export const NEEDS_SCRIPT_CLASS = 'court-needs-script';

/**
 * Said, to a browser that runs no script, where a page only its script can show stands (a staff
 * tool, a page rendered in the browser): the page needs it, and the court's phone number.
 */
export function PageNeedsScript() {
  const { t } = useTranslation('kit');
  const court = useCourtFacts();
  return (
    <noscript>
      <p className="court-loading">{t('pageNeedsScript', { phone: court.phone })}</p>
    </noscript>
  );
}
