import { annualReportYears, documentsInGroup, type DocumentGroupListing } from '@court/contract';
import {
  ContentLoadState,
  DocumentLink,
  PageHeading,
  registerTranslations,
  useApiGet,
  useLanguage,
  useTranslation,
} from '@court/kit';
import en from './en.json';
import es from './es.json';
import './annual-reports.css';

registerTranslations('annual-reports', { en, es });

/** The reports of the document library, newest first as staff order them. */
function ReportList({ catalog }: { catalog: DocumentGroupListing[] }) {
  const { t } = useTranslation('annual-reports');
  const language = useLanguage();
  const reports = documentsInGroup(catalog, 'annual-reports');
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
      <ContentLoadState
        request={useApiGet('documents', 'documentCatalog')}
        loading={t('loading')}
        failed={t('failed')}
        call={t('call')}
      >
        {(catalog) => <ReportList catalog={catalog} />}
      </ContentLoadState>
    </div>
  );
}
