import {
  DocumentLink,
  LocalizedLink,
  PageHeading,
  PhoneLink,
  registerTranslations,
  useApiGet,
  useCourtFacts,
  useLanguage,
  useTranslation,
} from '@court/kit';
import { formGroups } from './document-catalog';
import en from './en.json';
import es from './es.json';
import './forms.css';

registerTranslations('forms', { en, es });

/** The three forms filled in on this site (mfe-forms), in the original site's order. */
const ONLINE_FORMS = [
  { key: 'drivingPrivileges', to: 'driving-privileges' },
  { key: 'zoomHearing', to: 'zoom-hearing' },
  { key: 'interpreter', to: 'interpreter' },
] as const;

function CallTheCourt() {
  const { t } = useTranslation('forms');
  const court = useCourtFacts();
  return (
    <p className="usa-alert__text">
      {t('pdf.call')} <PhoneLink phone={court.phone} />
    </p>
  );
}

/** The PDF forms, listed from the API's catalog so a new form needs no front-end deploy. */
function PdfForms() {
  const { t } = useTranslation('forms');
  const language = useLanguage();
  const { load, reload } = useApiGet('documents', 'documentCatalog');
  if (load.status === 'loading') return <p role="status">{t('pdf.loading')}</p>;
  if (load.status !== 'ready') {
    return (
      <div className="usa-alert usa-alert--warning usa-alert--slim" role="alert">
        <div className="usa-alert__body">
          <p className="usa-alert__text">{t('pdf.failed')}</p>
          <CallTheCourt />
          {load.status === 'failed' && load.retryable && (
            <button type="button" className="usa-button usa-button--outline" onClick={reload}>
              {t('pdf.retry')}
            </button>
          )}
        </div>
      </div>
    );
  }
  const groups = formGroups(load.data);
  if (groups.length === 0) {
    return (
      <div className="usa-alert usa-alert--info usa-alert--slim">
        <div className="usa-alert__body">
          <p className="usa-alert__text">{t('pdf.empty')}</p>
          <CallTheCourt />
        </div>
      </div>
    );
  }
  return (
    <div className="court-forms__groups">
      {groups.map(({ group, title, documents }) => (
        <section key={group} aria-labelledby={`forms-group-${group}`}>
          <h3 id={`forms-group-${group}`}>{title[language]}</h3>
          <ul className="usa-list court-forms__list">
            {documents.map((form) => (
              <li key={form.slug}>
                <DocumentLink slug={form.slug}>{form.title[language]}</DocumentLink>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

/** Forms: the online forms of this site, then the court's PDF forms by group. */
export default function FormsPage() {
  const { t } = useTranslation('forms');
  return (
    <div className="grid-container court-forms">
      <PageHeading>{t('title')}</PageHeading>
      <section aria-labelledby="forms-online-heading">
        <h2 id="forms-online-heading">{t('online.heading')}</h2>
        <p>{t('online.intro')}</p>
        <ul className="usa-list">
          {ONLINE_FORMS.map(({ key, to }) => (
            <li key={key}>
              <LocalizedLink to={to} className="usa-link">
                {t(`online.${key}`)}
              </LocalizedLink>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="forms-pdf-heading">
        <h2 id="forms-pdf-heading">{t('pdf.heading')}</h2>
        <p>{t('pdf.intro')}</p>
        <PdfForms />
      </section>
    </div>
  );
}
