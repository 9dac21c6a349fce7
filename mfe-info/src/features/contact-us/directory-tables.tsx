import type { ReactNode } from 'react';
import type { CourtContacts, Language, OfficePhone } from '@court/contract';
import { BilingualWords, PhoneLink, useCourtFacts, useTranslation } from '@court/kit';
import { CONTACT_US_NS } from './contact-us-translations';
import './directory-tables.css';

interface DirectoryRow {
  key: string;
  name: ReactNode;
  phone: string;
}

interface DirectoryTableProps {
  caption: string;
  nameColumn: string;
  rows: readonly DirectoryRow[];
}

const WHOLE_PHONE = /^\d{3}-\d{3}-\d{4}$/;

/**
 * One table of the directory. Below the mobile breakpoint USWDS stacks each row and labels its
 * cells from data-label, so the table reflows at 320 px instead of scrolling sideways.
 */
export function DirectoryTable({ caption, nameColumn, rows }: DirectoryTableProps) {
  const { t } = useTranslation(CONTACT_US_NS);
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
              {/* A number staff are still typing (the tool's preview) is no number to dial. */}
              {WHOLE_PHONE.test(row.phone) ? <PhoneLink phone={row.phone} /> : row.phone}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export interface OfficeTablesProps {
  contacts: CourtContacts;
  /** The language the office names are shown in (the page's, or a preview's). */
  language: Language;
}

/**
 * The Clerk of Court's table and the other offices' table: the offices staff publish, between
 * the court's published main line (first) and jury phone (last), so those never show twice.
 */
export function OfficeTables({ contacts, language }: OfficeTablesProps) {
  const { t } = useTranslation(CONTACT_US_NS);
  const court = useCourtFacts();
  const officeRows = (table: string, offices: readonly OfficePhone[]): DirectoryRow[] =>
    offices.map((office, index) => ({
      // By place: two offices may share a name while staff are writing them.
      key: `${table}-${index}`,
      name: <BilingualWords text={office.name} language={language} />,
      phone: office.phone,
    }));
  return (
    <>
      <DirectoryTable
        caption={t('tables.clerkOfCourt', { name: court.clerkName })}
        nameColumn={t('columns.office')}
        rows={[
          { key: 'clerkMain', name: t('offices.clerkMain'), phone: court.phone },
          ...officeRows('clerk', contacts.clerkOffices),
        ]}
      />
      <DirectoryTable
        caption={t('tables.otherOffices')}
        nameColumn={t('columns.office')}
        rows={[
          ...officeRows('other', contacts.otherOffices),
          { key: 'jury', name: t('offices.jury'), phone: court.juryPhone },
        ]}
      />
    </>
  );
}
