import type {
  CourtContactsChange,
  CourtContactsMissingSpanish,
  CourtContactsTable,
  OfficePhone,
} from '@court/contract';
import { useTranslation } from '@court/kit';
import { type ContentChangeWording, bilingualChangeWords } from '../../shared/content-editor';
import { STAFF_COURT_CONTACTS_NS } from './staff-court-contacts-translations';

/** The words for the offices of Contact Us, in the staff's language. */
export function useCourtContactsWords() {
  const { t } = useTranslation(STAFF_COURT_CONTACTS_NS);

  const officeName = (table: CourtContactsTable, office: number) =>
    t(`form.tables.${table}.office`, { office });

  /** An office in a change: "Magistrates / Magistrados (330-555-0133)", or "(none)". */
  function officeWords(office: OfficePhone | null): string {
    if (!office) return t('changes.empty');
    return t('changes.office', { name: bilingualChangeWords(office.name), phone: office.phone });
  }

  const wording: ContentChangeWording<CourtContactsChange> = {
    none: t('changes.none'),
    describe: ({ table, place, before, after }) => ({
      name: officeName(table, place),
      before: officeWords(before),
      after: officeWords(after),
    }),
  };

  /** Where Spanish is missing, in words, with the office's English name. */
  function missingSpanish({ table, place, office }: CourtContactsMissingSpanish): string {
    return t('missing.office', { office: officeName(table, place), name: office.name.en });
  }

  /**
   * Which table, or which office of which table, a field's path (`otherOffices[2].phone`,
   * `otherOffices`) is: the form repeats its labels for each office.
   */
  function fieldContext(path: string): string | undefined {
    const match = /^(clerkOffices|otherOffices)(?:\[(\d+)\])?/.exec(path);
    if (match?.[1] !== 'clerkOffices' && match?.[1] !== 'otherOffices') return undefined;
    return match[2] === undefined
      ? t(`form.tables.${match[1]}.heading`)
      : officeName(match[1], Number(match[2]) + 1);
  }

  return { wording, missingSpanish, fieldContext };
}
