import type { DocumentGroupListing } from '@court/contract';
import {
  ContentLoadState,
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

/** The PDF forms, listed from the API's catalog so a new form needs no front-end deploy. */
function PdfForms({ catalog }: { catalog: readonly DocumentGroupListing[] }) {
  const { t } = useTranslation('forms');
  const language = useLanguage();
  const court = useCourtFacts();
  const groups = formGroups(catalog);
  if (groups.length === 0) {
    return (
      <div className="usa-alert usa-alert--info usa-alert--slim">
        <div className="usa-alert__body">
          <p className="usa-alert__text">{t('pdf.empty')}</p>
          <p className="usa-alert__text">
            {t('pdf.call')} <PhoneLink phone={court.phone} />
          </p>
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
        <ContentLoadState
          request={useApiGet('documents', 'documentCatalog')}
          loading={t('pdf.loading')}
          failed={t('pdf.failed')}
          call={t('pdf.call')}
        >
          {(catalog) => <PdfForms catalog={catalog} />}
        </ContentLoadState>
      </section>
    </div>
  );
}
