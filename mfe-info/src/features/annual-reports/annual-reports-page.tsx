import {
  FIRST_ANNUAL_REPORT_YEAR,
  LATEST_ANNUAL_REPORT_YEAR,
  annualReportSlug,
} from '@court/contract';
import { DocumentLink, PageHeading, registerTranslations, useTranslation } from '@court/kit';
import en from './en.json';
import es from './es.json';
import './annual-reports.css';

registerTranslations('annual-reports', { en, es });

/** Every report year, newest first, as the original site lists them. */
const REPORT_YEARS = Array.from(
  { length: LATEST_ANNUAL_REPORT_YEAR - FIRST_ANNUAL_REPORT_YEAR + 1 },
  (_, index) => LATEST_ANNUAL_REPORT_YEAR - index,
);

/** Annual reports: the statutory note and one PDF per year. */
export default function AnnualReportsPage() {
  const { t } = useTranslation('annual-reports');
  return (
    <div className="grid-container court-annual-reports">
      {/* Written in title case and shown in capitals by CSS, so screen readers do not spell it. */}
      <PageHeading className="court-annual-reports__title">{t('title')}</PageHeading>
      <p>{t('intro')}</p>
      <h2 id="annual-reports-list-heading">
        {t('listHeading', { first: FIRST_ANNUAL_REPORT_YEAR, last: LATEST_ANNUAL_REPORT_YEAR })}
      </h2>
      <ul className="court-annual-reports__grid" aria-labelledby="annual-reports-list-heading">
        {REPORT_YEARS.map((year) => (
          <li key={year}>
            <DocumentLink slug={annualReportSlug(year)} className="court-annual-reports__link">
              {t('report', { year })}
            </DocumentLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
