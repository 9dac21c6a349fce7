import {
  COURT_DOCUMENTS,
  COURT_INFO,
  DEFAULT_LANGUAGE,
  FIRST_ANNUAL_REPORT_YEAR,
  LATEST_ANNUAL_REPORT_YEAR,
  annualReportSlug,
  type Language,
} from '@court/contract';
import {
  DocumentLink,
  LocalizedLink,
  PageHeading,
  registerTranslations,
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

/** The home page links the three most recent annual reports, as the original site's does. */
const HOME_ANNUAL_REPORT_YEARS = [0, 1, 2].map((back) => LATEST_ANNUAL_REPORT_YEAR - back);

/** The catalog title of a document, so link text matches the document library. */
function documentTitle(slug: string, language: Language): string {
  const document = COURT_DOCUMENTS.find((entry) => entry.slug === slug);
  return document ? document.title[language] : slug;
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
  return (
    <>
      <div className="court-hero">
        <div className="grid-container">
          <PageHeading title={t('documentTitle')} className="court-hero__title">
            {/* The court's official name is English; say so to Spanish screen readers. */}
            <span lang={language === DEFAULT_LANGUAGE ? undefined : DEFAULT_LANGUAGE}>
              {COURT_INFO.name}
            </span>
          </PageHeading>
          <p className="court-hero__clerk">{t('clerk', { name: COURT_INFO.clerkName })}</p>
        </div>
      </div>
      <div className="grid-container court-home">
        <OnlineServices />
        <section className="court-home__section" aria-labelledby="mission-heading">
          <h2 id="mission-heading">{t('mission.heading')}</h2>
          <p>{t('mission.body')}</p>
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
            <DocumentLink slug="local-rules">{documentTitle('local-rules', language)}</DocumentLink>
          </p>
        </section>
        <section className="court-home__section" aria-labelledby="annual-reports-heading">
          <h2 id="annual-reports-heading">{t('annualReports.heading')}</h2>
          <p>{t('annualReports.intro')}</p>
          <ul className="usa-list">
            {HOME_ANNUAL_REPORT_YEARS.map((year) => (
              <li key={year}>
                <DocumentLink slug={annualReportSlug(year)}>
                  {documentTitle(annualReportSlug(year), language)}
                </DocumentLink>
              </li>
            ))}
          </ul>
          <p>
            <LocalizedLink to="annual-reports" className="usa-link">
              {t('annualReports.all', {
                first: FIRST_ANNUAL_REPORT_YEAR,
                last: LATEST_ANNUAL_REPORT_YEAR,
              })}
            </LocalizedLink>
          </p>
        </section>
      </div>
    </>
  );
}
