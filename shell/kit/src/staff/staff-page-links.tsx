import { LocalizedLink } from '@court/kit';
import { useStaffTranslation } from './staff-translations';
import './staff-page-links.css';

export interface StaffPageLinksProps {
  /** What the pages are of, naming the navigation: "Pages of the audit log". */
  label: string;
  page: number;
  pages: number;
  /** The address of a page of the list, its filters kept. */
  addressOf: (page: number) => string;
}

/**
 * Previous, "Page X of Y", Next under a staff list that the address pages through: links, so each
 * page has its own address and the browser's Back returns to the one before.
 */
export function StaffPageLinks({ label, page, pages, addressOf }: StaffPageLinksProps) {
  const { t } = useStaffTranslation();
  return (
    <nav aria-label={label} className="court-staff-page-links">
      {page > 1 ? (
        <LocalizedLink
          to={addressOf(page - 1)}
          className="usa-link"
          aria-label={t('pages.previousLabel', { page: page - 1 })}
        >
          {t('pages.previous')}
        </LocalizedLink>
      ) : null}
      <span>{t('pages.pageOf', { page, pages })}</span>
      {page < pages ? (
        <LocalizedLink
          to={addressOf(page + 1)}
          className="usa-link"
          aria-label={t('pages.nextLabel', { page: page + 1 })}
        >
          {t('pages.next')}
        </LocalizedLink>
      ) : null}
    </nav>
  );
}
