import { DEFAULT_LANGUAGE, LATEST_ANNUAL_REPORTS_PATH } from '@court/contract';
import {
  DocumentLink,
  LocalizedLink,
  PageHeading,
  registerTranslations,
  useApiGet,
  useCourtFacts,
  useCourtName,
  useLanguage,
  useTranslation,
} from '@court/kit';
import { OnlineServiceTiles } from './online-service-tiles';
import en from './en.json';
import es from './es.json';
import './home.css';

registerTranslations('home', { en, es });

/** Anchor the footer's "Online Services" link scrolls to. */
export const ONLINE_SERVICES_ID = 'online-services';

/**
 * The latest annual reports from the document library, newest first as staff order them, and the
 * link to them all; while the library cannot be read, the link alone.
 */
function LatestAnnualReports() {
  const { t } = useTranslation('home');
  const language = useLanguage();
  const { load } = useApiGet(LATEST_ANNUAL_REPORTS_PATH, 'latestAnnualReports');
  const reports = load.status === 'ready' ? load.data.reports : [];
  const years = load.status === 'ready' ? load.data.years : null;
  return (
    <>
      {reports.length > 0 && (
        <ul className="usa-list">
          {reports.map((report) => (
            <li key={report.slug}>
              <DocumentLink slug={report.slug}>{report.title[language]}</DocumentLink>
            </li>
          ))}
        </ul>
      )}
      <p>
        <LocalizedLink to="annual-reports" className="usa-link">
          {years ? t('annualReports.all', years) : t('annualReports.allNoYears')}
        </LocalizedLink>
      </p>
    </>
  );
}

function OnlineServices() {
  const { t } = useTranslation('home');
  return (
    <section
      id={ONLINE_SERVICES_ID}
      className="court-home__section"
      aria-labelledby="online-services-heading"
    >
      <h2 id="online-services-heading">{t('onlineServices.heading')}</h2>
      <p>{t('onlineServices.intro')}</p>
      <OnlineServiceTiles />
    </section>
  );
}

/** Home: the court's name, its online services, mission, work, rules and reports. */
export default function HomePage() {
  const { t } = useTranslation('home');
  const language = useLanguage();
  const court = useCourtFacts();
  const courtName = useCourtName();
  return (
    <>
      <div className="court-hero">
        <div className="grid-container">
          <PageHeading title={t('documentTitle')} className="court-hero__title">
            {/* The court's official name is English; say so to Spanish screen readers. */}
            <span lang={language === DEFAULT_LANGUAGE ? undefined : DEFAULT_LANGUAGE}>
              {court.name}
            </span>
          </PageHeading>
          <p className="court-hero__clerk">{t('clerk', { name: court.clerkName })}</p>
        </div>
      </div>
      <div className="grid-container court-home">
        <OnlineServices />
        <section className="court-home__section" aria-labelledby="mission-heading">
          <h2 id="mission-heading">{t('mission.heading')}</h2>
          <p>{t('mission.body', { court: courtName })}</p>
        </section>
        <section className="court-home__section" aria-labelledby="what-we-do-heading">
          <h2 id="what-we-do-heading">{t('whatWeDo.heading')}</h2>
          <p>{t('whatWeDo.area')}</p>
          <p>{t('whatWeDo.cases')}</p>
          <p>{t('whatWeDo.money')}</p>
        </section>
        <section className="court-home__section" aria-labelledby="court-rules-heading">
          <h2 id="court-rules-heading">{t('rules.heading')}</h2>
          <p>{t('rules.intro')}</p>
          <p>
            <DocumentLink slug="local-rules">{t('rules.link')}</DocumentLink>
          </p>
        </section>
        <section className="court-home__section" aria-labelledby="annual-reports-heading">
          <h2 id="annual-reports-heading">{t('annualReports.heading')}</h2>
          <p>{t('annualReports.intro')}</p>
          <LatestAnnualReports />
        </section>
      </div>
    </>
  );
}
