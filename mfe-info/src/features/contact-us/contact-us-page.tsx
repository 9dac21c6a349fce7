import {
  COURT_CONTACTS_PATH,
  COURT_OFFICIALS_PATH,
  contactDirectoryFor,
  courtFactIn,
} from '@court/contract';
import {
  ContentLoadState,
  LocalizedLink,
  PageHeading,
  useApiGet,
  useCourtFacts,
  useHoursSummary,
  useLanguage,
  useTranslation,
} from '@court/kit';
import { ContactMessageForm, useContactMessageForm } from './contact-message-form';
import { CONTACT_US_NS } from './contact-us-translations';
import { DirectoryTable, OfficeTables } from './directory-tables';
import './contact-us.css';

const MORE_LINKS = [
  { key: 'hoursAndParking', to: 'hours-and-parking' },
  { key: 'drivingDirections', to: 'driving-directions' },
  { key: 'links', to: 'links' },
  { key: 'faq', to: 'faq' },
] as const;

const FORM_HEADING_ID = 'contact-form-heading';

/**
 * Contact us: phone directory, related pages and the contact message form. The judges and the
 * offices are the ones staff publish: in the page the server sends, and on a page opened from
 * another once they arrive.
 */
export default function ContactUsPage() {
  const { t } = useTranslation(CONTACT_US_NS);
  const language = useLanguage();
  const form = useContactMessageForm();
  const court = useCourtFacts();
  const clerkHours = useHoursSummary('clerk');
  const contacts = useApiGet(COURT_CONTACTS_PATH, 'courtContacts');
  const officials = useApiGet(COURT_OFFICIALS_PATH, 'courtOfficials');
  const directoryTexts = {
    loading: t('directory.loading'),
    failed: t('directory.failed'),
    call: t('directory.call'),
  };

  return (
    <div className="court-page">
      <PageHeading hasError={form.hasError}>{t('title')}</PageHeading>
      <p>{t('intro')}</p>
      <p>
        {t('address', {
          where: courtFactIn(court, 'whereInBuilding', language),
          street: court.street,
          city: court.city,
          state: court.state,
          zip: court.zip,
        })}
      </p>
      <p>{t('hours', { hours: clerkHours })}</p>

      <section aria-labelledby="directory-heading">
        <h2 id="directory-heading">{t('directoryHeading')}</h2>
        <ContentLoadState request={contacts} {...directoryTexts}>
          {(published) => (
            <ContentLoadState request={officials} {...directoryTexts}>
              {({ officials: serving }) => (
                <>
                  <DirectoryTable
                    caption={t('tables.judges')}
                    nameColumn={t('columns.name')}
                    rows={contactDirectoryFor(court, serving).judges.map(({ name, contact }) => ({
                      key: name,
                      name,
                      phone: contact,
                    }))}
                  />
                  <OfficeTables contacts={published} language={language} />
                </>
              )}
            </ContentLoadState>
          )}
        </ContentLoadState>
      </section>

      <section aria-labelledby="more-heading">
        <h2 id="more-heading">{t('moreHeading')}</h2>
        <ul className="usa-list">
          {MORE_LINKS.map(({ key, to }) => (
            <li key={key}>
              <LocalizedLink to={to} className="usa-link">
                {t(`more.${key}`)}
              </LocalizedLink>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby={FORM_HEADING_ID}>
        <h2 id={FORM_HEADING_ID}>{t('form.heading')}</h2>
        <p className="court-contact__form-intro">{t('form.intro')}</p>
        <ContactMessageForm form={form} labelledBy={FORM_HEADING_ID} />
      </section>
    </div>
  );
}
