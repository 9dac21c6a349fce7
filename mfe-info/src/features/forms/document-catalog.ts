import {
  FORM_GROUPS,
  LANGUAGES,
  type DocumentGroupListing,
  type DocumentListItem,
  type Language,
} from '@court/contract';

/** A PDF form group of the Forms page with its heading, in the original site's order. */
export type FormGroup = (typeof FORM_GROUPS)[number];

// Slugs become part of a URL; the API serves only these characters.
const SLUG_PATTERN = /^[a-z0-9-]+$/;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function isCatalogDocument(value: unknown): value is DocumentListItem {
  if (!isRecord(value) || !isRecord(value.title)) return false;
  const title = value.title;
  return (
    typeof value.slug === 'string' &&
    SLUG_PATTERN.test(value.slug) &&
    typeof value.url === 'string' &&
    LANGUAGES.every((language) => typeof title[language] === 'string')
  );
}

/** Whether an API answer is the grouped document catalog the Forms page can list. */
export function isDocumentCatalog(data: unknown): data is DocumentGroupListing[] {
  return (
    Array.isArray(data) &&
    data.every(
      (entry) =>
        isRecord(entry) &&
        typeof entry.group === 'string' &&
        Array.isArray(entry.documents) &&
        entry.documents.every(isCatalogDocument),
    )
  );
}

/** The forms groups of a catalog, in page order, leaving out groups without documents. */
export function formGroups(
  catalog: readonly DocumentGroupListing[],
): { group: FormGroup['group']; title: Record<Language, string>; documents: DocumentListItem[] }[] {
  return FORM_GROUPS.flatMap(({ group, title }) => {
    const documents = catalog.find((entry) => entry.group === group)?.documents ?? [];
    return documents.length > 0 ? [{ group, title, documents }] : [];
  });
}
