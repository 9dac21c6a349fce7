import {
  sameContent,
  type BilingualText,
  type ContentChange,
  type ContentEditor,
  type ContentVersion,
  type MissingSpanishPlace,
} from './content';

/** The published office phones of Contact Us (GET, under API_BASE). */
export const COURT_CONTACTS_PATH = 'court/contacts';

/** The staff tool's endpoint, under STAFF_API_BASE. */
export const STAFF_COURT_CONTACTS_ENDPOINT = 'content/court-contacts';

/** An office and the number that reaches it (written 330-555-0100). */
export interface OfficePhone {
  name: BilingualText;
  phone: string;
}

/**
 * The phone directory of Contact Us, as staff edit it. The Clerk's main line and the Jury Office
 * are the court's published facts (its phone and jury phone) and always head and close the two
 * tables, so one number never shows with two values; these are the rest, in the tables' order.
 */
export interface CourtContacts {
  /** The Clerk of Court's divisions, listed after the main line. */
  clerkOffices: OfficePhone[];
  /** The court's other offices, listed before the Jury Office. */
  otherOffices: OfficePhone[];
}

/** The two tables of Contact Us, in the page's order. */
export const COURT_CONTACTS_TABLES = ['clerkOffices', 'otherOffices'] as const;
export type CourtContactsTable = (typeof COURT_CONTACTS_TABLES)[number];

/**
 * What one version changes from another: the office at one place of a table (named
 * `otherOffices.3`; places count from 1; null where the table had no office there).
 */
export type CourtContactsChange = ContentChange<string, OfficePhone | null> & {
  table: CourtContactsTable;
  place: number;
};

export type CourtContactsVersion = ContentVersion<CourtContacts, CourtContactsChange>;
export type CourtContactsEditor = ContentEditor<CourtContacts, CourtContactsChange>;

const office = (en: string, es: string, phone: string): OfficePhone => ({
  name: { en, es },
  phone,
});

/** The directory until staff publish the court's own: fictional 555-01xx numbers. */
export const COURT_CONTACTS: CourtContacts = {
  clerkOffices: [
    office('Civil Division', 'División Civil', '330-555-0121'),
    office('Criminal and Traffic Division', 'División Penal y de Tránsito', '330-555-0122'),
    office('Cashier and payments', 'Caja y pagos', '330-555-0123'),
  ],
  otherOffices: [
    office('Court Administrator', 'Administrador del Tribunal', '330-555-0131'),
    office(
      'Assignment Office (hearing schedules)',
      'Oficina de Asignaciones (calendario de audiencias)',
      '330-555-0132',
    ),
    office('Magistrates', 'Magistrados', '330-555-0133'),
    office('Probation Department', 'Departamento de Libertad Condicional', '330-555-0134'),
    office('Bailiffs', 'Alguaciles', '330-555-0135'),
  ],
};

/** What `after` changes from `before`: each place of each table whose office differs. */
export function courtContactsChanges(
  before: CourtContacts,
  after: CourtContacts,
): CourtContactsChange[] {
  return COURT_CONTACTS_TABLES.flatMap((table) => {
    const places = Math.max(before[table].length, after[table].length);
    return Array.from({ length: places }, (_, index) => ({
      name: `${table}.${index + 1}`,
      table,
      place: index + 1,
      before: before[table][index] ?? null,
      after: after[table][index] ?? null,
    })).filter((change) => !sameContent(change.before, change.after));
  });
}

/** An office whose Spanish name is not written, by its place in its table (from 1). */
export type CourtContactsMissingSpanish = MissingSpanishPlace & {
  table: CourtContactsTable;
  place: number;
  office: OfficePhone;
};

/** Offices whose Spanish name is not written (key `otherOffices.3`). */
export function courtContactsMissingSpanish(
  contacts: CourtContacts,
): CourtContactsMissingSpanish[] {
  return COURT_CONTACTS_TABLES.flatMap((table) =>
    contacts[table].flatMap((office, index) =>
      office.name.es.trim() === ''
        ? [{ key: `${table}.${index + 1}`, table, place: index + 1, office }]
        : [],
    ),
  );
}
