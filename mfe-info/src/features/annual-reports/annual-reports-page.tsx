import { annualReportYears, documentsInGroup } from '@court/contract';
import {
  DocumentLink,
  PageHeading,
  PhoneLink,
  registerTranslations,
  useApiGet,
  useCourtFacts,
  useLanguage,
  useTranslation,
} from '@court/kit';
import en from './en.json';
import es from './es.json';
import './annual-reports.css';

registerTranslations('annual-reports', { en, es });

/** The reports of the document library, newest first as staff order them. */
function ReportList() {
  const { t } = useTranslation('annual-reports');
  const language = useLanguage();
  const court = useCourtFacts();
  const { load, reload } = useApiGet('documents', 'documentCatalog');
  if (load.status === 'loading') return <p role="status">{t('loading')}</p>;
  if (load.status !== 'ready') {
    return (
      <div className="usa-alert usa-alert--warning usa-alert--slim" role="alert">
        <div className="usa-alert__body">
          <p className="usa-alert__text">{t('failed')}</p>
          <p className="usa-alert__text">
            {t('call')} <PhoneLink phone={court.phone} />
          </p>
          {load.status === 'failed' && load.retryable && (
            <button type="button" className="usa-button usa-button--outline" onClick={reload}>
              {t('retry')}
            </button>
          )}
        </div>
      </div>
    );
  }
  const reports = documentsInGroup(load.data, 'annual-reports');
  const years = annualReportYears(reports);
  return (
    <>
      <h2 id="annual-reports-list-heading">
        {years ? t('listHeading', years) : t('listHeadingNoYears')}
      </h2>
      <ul className="court-annual-reports__grid" aria-labelledby="annual-reports-list-heading">
        {reports.map((report) => (
          <li key={report.slug}>
            <DocumentLink slug={report.slug} className="court-annual-reports__link">
              {report.title[language]}
            </DocumentLink>
          </li>
        ))}
      </ul>
    </>
  );
}

/** Annual reports: the statutory note and one PDF per year. */
export default function AnnualReportsPage() {
  const { t } = useTranslation('annual-reports');
  return (
    <div className="grid-container court-annual-reports">
      {/* Written in title case and shown in capitals by CSS, so screen readers do not spell it. */}
      <PageHeading className="court-annual-reports__title">{t('title')}</PageHeading>
      <p>{t('intro')}</p>
      <ReportList />
    </div>
  );
}
