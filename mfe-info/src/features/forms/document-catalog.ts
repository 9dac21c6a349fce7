import {
  FORM_GROUPS,
  type DocumentGroupListing,
  type DocumentListItem,
  type Language,
} from '@court/contract';

/** A PDF form group of the Forms page with its heading, in the original site's order. */
export type FormGroup = (typeof FORM_GROUPS)[number];

/** The forms groups of a catalog, in page order, leaving out groups without documents. */
export function formGroups(
  catalog: readonly DocumentGroupListing[],
): { group: FormGroup['group']; title: Record<Language, string>; documents: DocumentListItem[] }[] {
  return FORM_GROUPS.flatMap(({ group, title }) => {
    const documents = catalog.find((entry) => entry.group === group)?.documents ?? [];
    return documents.length > 0 ? [{ group, title, documents }] : [];
  });
}
