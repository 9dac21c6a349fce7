import MiniSearch from 'minisearch';
import type { DocumentGroupListing, Language } from '@court/contract';
import { documentEntries } from './document-entries';
import type { FragmentPage } from './search-fragments';
import type { NavigationLabel } from './search-navigation';
import { indexedTerms } from './text';

/** The fields MiniSearch indexes; FIELD_BOOST says how much a match in each counts. */
interface IndexedFields {
  id: string;
  /** The page's or document's title; on a page's top entry only, so it ranks above its parts. */
  title: string;
  /**
   * The words of the navbar's and footer's links to it that its title or heading lacks:
   * "Careers" for Employment Opportunities, nothing more for Jury Service.
   */
  navigation: string;
  /** A section's heading or FAQ question; the heading a document is listed under. */
  heading: string;
  /** A section's text. */
  text: string;
  /** The first words of a document's PDF. */
  documentText: string;
}
const FIELDS = ['title', 'navigation', 'heading', 'text', 'documentText'] as const;
type IndexedField = (typeof FIELDS)[number];

/**
 * What a visitor knows a page by, its title or its name in the navigation, counts most; then a
 * section's heading or FAQ question; then the text that only mentions a word. A PDF's text
 * counts least: a page written for visitors answers better than a form's fine print.
 */
export const FIELD_BOOST: Record<IndexedField, number> = {
  title: 5,
  navigation: 5,
  heading: 3,
  text: 1,
  documentText: 0.5,
};

/** What a result shows and where it leads, kept beside the index. */
export interface ResultSource {
  title: string;
  section: string | null;
  /**
   * The text its excerpt is cut from: a section's, or a document's PDF text (shown when a word
   * was found only there); empty for a heading alone and a document without text.
   */
  text: string;
  /** What the excerpt shows otherwise: the heading, or the document's title. */
  fallback: string;
  target: { kind: 'page'; path: string } | { kind: 'document'; url: string };
  /** Results are grouped by it: the page's path, or the document's URL. */
  group: string;
  /** Its place in the site (pages in registry order, then the catalog): breaks ties. */
  order: number;
}

/** The index of one language, what its entries lead to, and how rare each term is. */
export interface LanguageIndex {
  index: MiniSearch<IndexedFields>;
  sources: Map<string, ResultSource>;
  /**
   * How much a term tells entries apart across the whole site: 1 on one entry, less the more
   * entries hold it. MiniSearch weighs a term by its rarity within each field alone, so
   * "court", on most entries of a court's site but in few titles, would count in a title as
   * much as a word found nowhere else.
   */
  rarity: (term: string) => number;
}

// Words of 3 letters or more match as prefixes ("interp" finds "interpreter"); words of 5 or
// more also with a typo or two ("intepreter"). A shorter word with a typo is another word.
const prefixFor = (term: string) => term.length >= 3;
const fuzzyFor = (term: string) => (term.length >= 5 ? 0.2 : false);

/** The site's path of a page: "/" for home, "/jury-faq#juror-pay" for a part of a page. */
function sitePath(pagePath: string, anchor: string | null): string {
  return `/${pagePath}${anchor ? `#${anchor}` : ''}`;
}

/**
 * The labels of the navigation's links by where they lead: a page's site path ("/careers"), a
 * part's ("/#online-services") or a document's URL. A link to a part the page does not have
 * leads to the page.
 */
function labelsByTarget(
  pages: readonly FragmentPage[],
  navigation: readonly NavigationLabel[],
): Map<string, string> {
  const anchors = new Map(
    pages.map((page) => [page.path, new Set(page.sections.map(({ anchor }) => anchor))]),
  );
  const labels = new Map<string, string[]>();
  for (const { label, target } of navigation) {
    let key = target.kind === 'document' ? target.url : sitePath(target.path, null);
    if (target.kind === 'page' && target.anchor && anchors.get(target.path)?.has(target.anchor)) {
      key = sitePath(target.path, target.anchor);
    }
    labels.set(key, [...(labels.get(key) ?? []), label]);
  }
  return new Map(Array.from(labels, ([key, list]) => [key, list.join(' ')]));
}

/** The terms of a field as the index is given them: one space apart. */
function splitTerms(terms: string): string[] {
  return terms === '' ? [] : terms.split(' ');
}

/** Each field of an entry as the terms the index keeps, one space apart. */
function entryTerms(entry: IndexedFields, language: Language): IndexedFields {
  const termsOf = (text: string) => indexedTerms(text, language).join(' ');
  return {
    id: entry.id,
    title: termsOf(entry.title),
    navigation: termsOf(entry.navigation),
    heading: termsOf(entry.heading),
    text: termsOf(entry.text),
    documentText: termsOf(entry.documentText),
  };
}

/** Counts an entry's terms into how many entries hold each. */
function countHolding(holding: Map<string, number>, entry: IndexedFields): void {
  const terms = new Set(FIELDS.flatMap((field) => splitTerms(entry[field])));
  for (const term of terms) holding.set(term, (holding.get(term) ?? 0) + 1);
}

function rarityOf(holding: ReadonlyMap<string, number>, entries: number): LanguageIndex['rarity'] {
  const total = Math.max(entries, 1);
  return (term) => Math.log(1 + total / (holding.get(term) ?? 1)) / Math.log(1 + total);
}

/** How long building an index holds the event loop before requests waiting may run. */
const BUILD_SLICE_MS = 20;

/**
 * Does `work` on each item, letting the event loop run every BUILD_SLICE_MS: the documents'
 * texts make an index take seconds to build, which no request should wait behind.
 */
async function forEachInSlices<T>(items: readonly T[], work: (item: T) => void): Promise<void> {
  let sliceStart = performance.now();
  for (const item of items) {
    work(item);
    if (performance.now() - sliceStart >= BUILD_SLICE_MS) {
      await new Promise((resolve) => setImmediate(resolve));
      sliceStart = performance.now();
    }
  }
}

/**
 * The index of a language: an entry for each page (its top section, or its title alone when
 * its text starts with a heading), each further section, and each document of the catalog with
 * the text of its PDF (`documentText`; '' when it has none). A document's PDF is the same file
 * in both languages, so its text is searched in both.
 */
export async function buildLanguageIndex(
  language: Language,
  allPages: readonly FragmentPage[],
  allNavigation: readonly NavigationLabel[],
  documents: readonly DocumentGroupListing[],
  documentText: (slug: string) => string,
): Promise<LanguageIndex> {
  const pages = allPages.filter((page) => page.language === language);
  const labels = labelsByTarget(
    pages,
    allNavigation.filter((link) => link.language === language),
  );
  const entries: IndexedFields[] = [];
  const sources = new Map<string, ResultSource>();
  const add = (fields: Omit<IndexedFields, 'navigation'>, source: Omit<ResultSource, 'order'>) => {
    const target = source.target.kind === 'page' ? source.target.path : source.target.url;
    // The first entry leading where a link leads takes its label: a page's, not its parts'.
    const named = new Set(indexedTerms(`${fields.title} ${fields.heading}`, language));
    const navigation = indexedTerms(labels.get(target) ?? '', language)
      .filter((term) => !named.has(term))
      .join(' ');
    labels.delete(target);
    entries.push({ ...fields, navigation });
    sources.set(fields.id, { ...source, order: sources.size });
  };

  for (const page of pages) {
    const hasTop = page.sections[0]?.heading === null;
    if (!hasTop) {
      add(
        { id: `page:${page.path}`, title: page.title, heading: '', text: '', documentText: '' },
        {
          title: page.title,
          section: null,
          text: '',
          fallback: page.title,
          target: { kind: 'page', path: sitePath(page.path, null) },
          group: page.path,
        },
      );
    }
    page.sections.forEach((section, position) => {
      const isTop = position === 0 && hasTop;
      add(
        {
          id: `page:${page.path}:${position}`,
          title: isTop ? page.title : '',
          heading: section.heading ?? '',
          text: section.text,
          documentText: '',
        },
        {
          title: page.title,
          section: section.heading,
          text: section.text,
          fallback: section.heading ?? page.title,
          target: { kind: 'page', path: sitePath(page.path, isTop ? null : section.anchor) },
          group: page.path,
        },
      );
    });
  }
  for (const document of documentEntries(documents)) {
    if (document.language !== language) continue;
    const text = documentText(document.slug);
    add(
      {
        id: `document:${document.slug}`,
        title: document.title,
        heading: document.group,
        text: '',
        documentText: text,
      },
      {
        title: document.title,
        section: document.group,
        text,
        fallback: document.title,
        target: { kind: 'document', url: document.url },
        group: document.url,
      },
    );
  }

  // Each field's terms are worked out once, for the rarities and the index alike.
  const termEntries: IndexedFields[] = [];
  const holding = new Map<string, number>();
  await forEachInSlices(entries, (entry) => {
    const terms = entryTerms(entry, language);
    termEntries.push(terms);
    countHolding(holding, terms);
  });
  const rarity = rarityOf(holding, termEntries.length);
  const index = new MiniSearch<IndexedFields>({
    fields: [...FIELDS],
    storeFields: [],
    // Stop words are left out before MiniSearch counts a field's length, so "Objeción a la
    // decisión" is as long as "Objection to Magistrate's Decision".
    tokenize: splitTerms,
    processTerm: (term) => term,
    searchOptions: {
      tokenize: (text) => indexedTerms(text, language),
      boost: FIELD_BOOST,
      prefix: prefixFor,
      fuzzy: fuzzyFor,
      maxFuzzy: 2,
      combineWith: 'OR',
      // Called for each term an entry matches, whatever the entry: weighs the term.
      boostDocument: (_id, term) => rarity(term),
    },
  });
  await forEachInSlices(termEntries, (entry) => index.add(entry));
  return { index, sources, rarity };
}
