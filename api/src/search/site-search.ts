import MiniSearch, { type Query } from 'minisearch';
import {
  LANGUAGES,
  SEARCH_MAX_RESULTS,
  type DocumentGroupListing,
  type Language,
  type SearchResult,
} from '@court/contract';
import type { Clock } from '../platform/clock';
import { documentEntries } from './document-entries';
import { excerptOf } from './excerpt';
import { fragmentVersion, readSearchFragments, type FragmentPage } from './search-fragments';
import { synonymsOf, type SearchSynonyms } from './synonyms';
import { indexedTerms } from './text';

/** The fields MiniSearch indexes, with how much a match in each counts. */
interface IndexedFields {
  id: string;
  /** The page's title, on its top section only, so the page itself ranks above its parts. */
  title: string;
  /** A section's heading or FAQ question. */
  heading: string;
  /** A section's text; a document's group. */
  text: string;
}
const FIELDS = ['title', 'heading', 'text'] as const;
// A page or document named by the query comes before a section that mentions it.
const BOOST = { title: 5, heading: 2, text: 1 };

/** What a result shows and where it leads, kept beside the index. */
interface ResultSource {
  title: string;
  section: string | null;
  /** The text its excerpt is cut from; empty for a document and a heading alone. */
  text: string;
  /** What the excerpt shows when there is no text: the heading, or the document's title. */
  fallback: string;
  target: { kind: 'page'; path: string } | { kind: 'document'; url: string };
  /** Results are grouped by it: the page's path, or the document's URL. */
  group: string;
  /** Its place in the site (pages in registry order, then the catalog): breaks ties. */
  order: number;
}

interface LanguageIndex {
  index: MiniSearch<IndexedFields>;
  sources: Map<string, ResultSource>;
}

export interface SiteSearchOptions {
  /** Folder holding mfe-*\/dist, as config.webRoot. */
  webRoot: string;
  /** The document catalog, listed by group (listDocumentsByGroup()). */
  documents: readonly DocumentGroupListing[];
  synonyms: SearchSynonyms;
  clock: Clock;
  /** How often the fragments are checked for a new deployment. */
  checkEveryMs?: number;
}

/** Most query words searched: more add nothing but time. */
const MAX_QUERY_WORDS = 12;
/** Most parts of one page among the results, so one long page does not fill the list. */
const MAX_RESULTS_PER_PAGE = 3;

// Words of 3 letters or more match as prefixes ("interp" finds "interpreter"); words of 5 or
// more also with a typo or two ("intepreter"). A shorter word with a typo is another word.
const prefixFor = (term: string) => term.length >= 3;
const fuzzyFor = (term: string) => (term.length >= 5 ? 0.2 : false);

/** The site's path of a page: "/" for home, "/jury-faq#juror-pay" for a part of a page. */
function sitePath(pagePath: string, anchor: string | null): string {
  return `/${pagePath}${anchor ? `#${anchor}` : ''}`;
}

function buildIndex(
  language: Language,
  pages: readonly FragmentPage[],
  documents: readonly DocumentGroupListing[],
): LanguageIndex {
  const index = new MiniSearch<IndexedFields>({
    fields: [...FIELDS],
    storeFields: [],
    // Stop words are left out before MiniSearch counts a field's length, so "Objeción a la
    // decisión" is as long as "Objection to Magistrate's Decision".
    tokenize: (text) => indexedTerms(text, language),
    processTerm: (term) => term,
    searchOptions: {
      boost: BOOST,
      prefix: prefixFor,
      fuzzy: fuzzyFor,
      maxFuzzy: 2,
      combineWith: 'OR',
    },
  });
  const sources = new Map<string, ResultSource>();
  const entries: IndexedFields[] = [];
  for (const page of pages.filter((candidate) => candidate.language === language)) {
    const hasTop = page.sections[0]?.heading === null;
    if (!hasTop) {
      // A page whose text starts with a heading still has an entry for itself, by its title.
      entries.push({ id: `page:${page.path}`, title: page.title, heading: '', text: '' });
      sources.set(`page:${page.path}`, {
        title: page.title,
        section: null,
        text: '',
        fallback: page.title,
        target: { kind: 'page', path: sitePath(page.path, null) },
        group: page.path,
        order: sources.size,
      });
    }
    page.sections.forEach((section, position) => {
      const id = `page:${page.path}:${position}`;
      const isTop = position === 0 && hasTop;
      entries.push({
        id,
        title: isTop ? page.title : '',
        heading: section.heading ?? '',
        text: section.text,
      });
      sources.set(id, {
        title: page.title,
        section: section.heading,
        text: section.text,
        fallback: section.heading ?? page.title,
        target: { kind: 'page', path: sitePath(page.path, isTop ? null : section.anchor) },
        group: page.path,
        order: sources.size,
      });
    });
  }
  for (const document of documentEntries(documents)) {
    if (document.language !== language) continue;
    const id = `document:${document.slug}`;
    entries.push({ id, title: document.title, heading: '', text: document.group });
    sources.set(id, {
      title: document.title,
      section: document.group,
      text: '',
      fallback: document.title,
      target: { kind: 'document', url: document.url },
      group: document.url,
      order: sources.size,
    });
  }
  index.addAll(entries);
  return { index, sources };
}

/**
 * The query as MiniSearch reads it: each word, or the word or any of its synonyms, all combined
 * with OR. A result's score is multiplied by how many of the query's terms it matches, so a page
 * with every word, or with a whole synonym phrase, comes first. Null when no word is left.
 */
export function buildQuery(
  query: string,
  language: Language,
  synonyms: SearchSynonyms,
): Query | null {
  const terms = indexedTerms(query, language).slice(0, MAX_QUERY_WORDS);
  if (terms.length === 0) return null;
  return {
    combineWith: 'OR',
    queries: terms.map((term): Query => {
      const alternatives = synonymsOf(term, synonyms);
      if (alternatives.length === 0) return term;
      return {
        combineWith: 'OR',
        queries: [
          term,
          {
            // The site's own words: whole words or their start, never a guessed typo.
            fuzzy: false,
            prefix: true,
            combineWith: 'OR',
            queries: alternatives.map((phrase): Query => {
              const words = phrase.split(' ');
              return words.length === 1 ? phrase : { combineWith: 'AND', queries: words };
            }),
          },
        ],
      };
    }),
  };
}

/**
 * The site search: an index per language of every page's text, from the fragments the remotes'
 * builds write, and of the document catalog. The fragments are checked at most once a second
 * (by the clock) and the indexes rebuilt when one changed, so a remote deployed alone is found
 * by a running process without a restart.
 */
export class SiteSearch {
  private indexes: Record<Language, LanguageIndex> | null = null;
  private version: string | null = null;
  private checkedAt = Number.NEGATIVE_INFINITY;
  private checking: Promise<void> | null = null;
  private readonly checkEveryMs: number;

  constructor(private readonly options: SiteSearchOptions) {
    this.checkEveryMs = options.checkEveryMs ?? 1000;
  }

  /** The results of a query in a language, the best first; none for a query without words. */
  async search(query: string, language: Language): Promise<SearchResult[]> {
    const built = buildQuery(query, language, this.options.synonyms);
    if (!built) return [];
    const { index, sources } = (await this.current())[language];
    const perPage = new Map<string, number>();
    const results: SearchResult[] = [];
    const found = index.search(built).flatMap(({ id, score, match }) => {
      const source = sources.get(String(id));
      return source ? [{ source, score, matchedTerms: new Set(Object.keys(match)) }] : [];
    });
    // Equal scores keep the site's order, whatever order the index returns them in.
    found.sort((a, b) => b.score - a.score || a.source.order - b.source.order);
    for (const { source, matchedTerms } of found) {
      const shown = perPage.get(source.group) ?? 0;
      if (shown >= MAX_RESULTS_PER_PAGE) continue;
      perPage.set(source.group, shown + 1);
      const excerpt = excerptOf(source.text || source.fallback, matchedTerms);
      const common = { title: source.title, section: source.section, excerpt };
      results.push(
        source.target.kind === 'page'
          ? { kind: 'page', ...common, path: source.target.path }
          : { kind: 'document', ...common, url: source.target.url },
      );
      if (results.length >= SEARCH_MAX_RESULTS) break;
    }
    return results;
  }

  /** The indexes, rebuilt first when a fragment changed since they were built. */
  private async current(): Promise<Record<Language, LanguageIndex>> {
    const now = this.options.clock.now().getTime();
    if (!this.indexes || now - this.checkedAt >= this.checkEveryMs) {
      this.checkedAt = now;
      // Requests arriving during a check wait for the same one.
      this.checking ??= this.refresh().finally(() => {
        this.checking = null;
      });
      await this.checking;
    }
    if (!this.indexes) throw new Error('The search index was not built');
    return this.indexes;
  }

  private async refresh(): Promise<void> {
    const { webRoot, documents } = this.options;
    if (this.indexes && (await fragmentVersion(webRoot)) === this.version) return;
    const read = await readSearchFragments(webRoot);
    // A fragment caught half-written leaves the version unknown, so the next check reads again.
    this.version = read.complete ? read.version : null;
    this.indexes = Object.fromEntries(
      LANGUAGES.map((language) => [language, buildIndex(language, read.pages, documents)]),
    ) as Record<Language, LanguageIndex>;
  }
}
