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
  useSiteStore,
  useTranslation,
} from '@court/kit';
import { ServiceIcon, type ServiceIconName } from './service-icons';
import en from './en.json';
import es from './es.json';
import './home.css';

registerTranslations('home', { en, es });

/** Anchor the footer's "Online Services" link scrolls to. */
export const ONLINE_SERVICES_ID = 'online-services';

/** The spec's home page links the three most recent annual reports. */
const HOME_ANNUAL_REPORT_YEARS = [0, 1, 2].map((back) => LATEST_ANNUAL_REPORT_YEAR - back);

type TileKey = ServiceIconName;

/** Tiles that open the shell's notice about the external case information system. */
const CASE_SYSTEM_TILES: TileKey[] = ['efile', 'docket', 'payments'];

/** Tiles that lead to pages of this site. */
const PAGE_TILES: { key: TileKey; to: string }[] = [
  { key: 'driving', to: 'driving-privileges' },
  { key: 'zoom', to: 'zoom-hearing' },
  { key: 'jury', to: 'jury-service' },
  { key: 'interpreter', to: 'interpreter' },
];

/** The catalog title of a document, so link text matches the document library. */
function documentTitle(slug: string, language: Language): string {
  const document = COURT_DOCUMENTS.find((entry) => entry.slug === slug);
  return document ? document.title[language] : slug;
}

function OnlineServices() {
  const { t } = useTranslation('home');
  const openModal = useSiteStore((state) => state.openModal);
  return (
    <section
      id={ONLINE_SERVICES_ID}
      className="court-home__section"
      aria-labelledby="online-services-heading"
    >
      <h2 id="online-services-heading">{t('onlineServices.heading')}</h2>
      <p>{t('onlineServices.intro')}</p>
      <ul className="usa-card-group court-tiles">
        {CASE_SYSTEM_TILES.map((key) => (
          <li key={key} className="usa-card court-tile">
            <div className="usa-card__container">
              <button
                type="button"
                className="court-tile__action"
                aria-haspopup="dialog"
                onClick={() => openModal('caseInformationSystem')}
              >
                <ServiceIcon name={key} />
                <span className="court-tile__label">{t(`onlineServices.${key}`)}</span>
              </button>
            </div>
          </li>
        ))}
        {PAGE_TILES.map(({ key, to }) => (
          <li key={key} className="usa-card court-tile">
            <div className="usa-card__container">
              <LocalizedLink to={to} className="court-tile__action">
                <ServiceIcon name={key} />
                <span className="court-tile__label">{t(`onlineServices.${key}`)}</span>
              </LocalizedLink>
            </div>
          </li>
        ))}
      </ul>
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
