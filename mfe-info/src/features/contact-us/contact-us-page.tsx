import { contactDirectoryFor, type OfficeContact } from '@court/contract';
import {
  LocalizedLink,
  PageHeading,
  PhoneLink,
  registerTranslations,
  useCourtFacts,
  useHoursSummary,
  useTranslation,
} from '@court/kit';
import { ContactMessageForm, useContactMessageForm } from './contact-message-form';
import en from './en.json';
import es from './es.json';
import './contact-us.css';

registerTranslations('contact-us', { en, es });

interface DirectoryRow {
  key: string;
  name: string;
  phone: string;
}

interface DirectoryTableProps {
  caption: string;
  nameColumn: string;
  rows: readonly DirectoryRow[];
}

/**
 * One table of the directory. Below the mobile breakpoint USWDS stacks each row and labels its
 * cells from data-label, so the table reflows at 320 px instead of scrolling sideways.
 */
function DirectoryTable({ caption, nameColumn, rows }: DirectoryTableProps) {
  const { t } = useTranslation('contact-us');
  const phoneColumn = t('columns.phone');
  return (
    <table className="usa-table usa-table--stacked court-directory">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{nameColumn}</th>
          <th scope="col">{phoneColumn}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key}>
            <th scope="row" data-label={nameColumn}>
              {row.name}
            </th>
            <td data-label={phoneColumn}>
              <PhoneLink phone={row.phone} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

const MORE_LINKS = [
  { key: 'hoursAndParking', to: 'hours-and-parking' },
  { key: 'drivingDirections', to: 'driving-directions' },
  { key: 'links', to: 'links' },
  { key: 'faq', to: 'faq' },
] as const;

const FORM_HEADING_ID = 'contact-form-heading';

/** Contact us: phone directory, related pages and the contact message form. */
export default function ContactUsPage() {
  const { t } = useTranslation('contact-us');
  const form = useContactMessageForm();
  const court = useCourtFacts();
  const clerkHours = useHoursSummary('clerk');
  const directory = contactDirectoryFor(court);
  const officeRows = (entries: readonly OfficeContact[]) =>
    entries.map(({ office, contact }) => ({
      key: office,
      name: t(`offices.${office}`),
      phone: contact,
    }));

  return (
    <div className="court-page">
      <PageHeading hasError={form.hasError}>{t('title')}</PageHeading>
      <p>{t('intro')}</p>
      <p>
        {t('address', {
          street: court.street,
          city: court.city,
          state: court.state,
          zip: court.zip,
        })}
      </p>
      <p>{t('hours', { hours: clerkHours })}</p>

      <section aria-labelledby="directory-heading">
        <h2 id="directory-heading">{t('directoryHeading')}</h2>
        <DirectoryTable
          caption={t('tables.judges')}
          nameColumn={t('columns.name')}
          rows={directory.judges.map(({ name, contact }) => ({
            key: name,
            name,
            phone: contact,
          }))}
        />
        <DirectoryTable
          caption={t('tables.clerkOfCourt', { name: court.clerkName })}
          nameColumn={t('columns.office')}
          rows={officeRows(directory.clerkOfCourt)}
        />
        <DirectoryTable
          caption={t('tables.otherOffices')}
          nameColumn={t('columns.office')}
          rows={officeRows(directory.otherOffices)}
        />
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
