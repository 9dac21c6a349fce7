import {
  FORM_GROUPS,
  LANGUAGES,
  type DocumentGroup,
  type DocumentGroupListing,
  type Language,
} from '@court/contract';

/** A document of the library as the search lists it, in one language. */
export interface DocumentEntry {
  slug: string;
  language: Language;
  title: string;
  /** The name of its group: "Other Forms", "Fees and Costs". */
  group: string;
  url: string;
}

/**
 * The name of each group as the site shows it: the Forms page's headings for the form groups,
 * and the names of the pages, dialog and sections that list the others.
 */
const GROUP_NAMES: Record<DocumentGroup, Record<Language, string>> = {
  fees: { en: 'Fees and Costs', es: 'Tarifas y costos' },
  court: { en: 'Court Documents', es: 'Documentos del tribunal' },
  'annual-reports': { en: 'Annual Reports', es: 'Informes anuales' },
  policies: { en: 'Policies', es: 'Políticas' },
  ...(Object.fromEntries(FORM_GROUPS.map(({ group, title }) => [group, title])) as Record<
    (typeof FORM_GROUPS)[number]['group'],
    Record<Language, string>
  >),
};

/** Each document of the catalog in each language, with the URL its links use. */
export function documentEntries(catalog: readonly DocumentGroupListing[]): DocumentEntry[] {
  return catalog.flatMap(({ group, documents }) =>
    documents.flatMap((document) =>
      LANGUAGES.map((language) => ({
        slug: document.slug,
        language,
        title: document.title[language],
        group: GROUP_NAMES[group][language],
        url: document.url,
      })),
    ),
  );
}
