import type { Query } from 'minisearch';
import { LANGUAGES, SEARCH_MAX_RESULTS, type Language, type SearchResult } from '@court/contract';
import type { DocumentCatalog, DocumentTexts } from '../documents';
import type { Clock } from '../platform/clock';
import type { SearchablePage } from '../site';
import { excerptOf } from './excerpt';
import { fragmentVersion, readSearchFragments, type FragmentPage } from './search-fragments';
import {
  buildLanguageIndex,
  FIELD_BOOST,
  type LanguageIndex,
  type ResultSource,
} from './search-index';
import { navigationVersion, readSearchNavigation } from './search-navigation';
import { synonymsOfWords, type SearchSynonyms, type Synonym } from './synonyms';
import { indexedTerm, indexedTerms } from './text';

/**
 * How much a match through a word's synonym counts against the same match of the word typed: as
 * much in a title as the word typed counts in body text, so a page with the visitor's own word
 * ranks above one with only the site's word for it.
 */
const SYNONYM_WEIGHT = FIELD_BOOST.text / FIELD_BOOST.title;
/**
 * The same for a synonym of a phrase typed whole ("payment plan" for "time to pay"): surer than
 * a word's, since the phrase settles what its words mean, yet still below the words typed.
 */
const PHRASE_SYNONYM_WEIGHT = 0.5;

export interface SiteSearchOptions {
  /** Folder holding mfe-*\/dist and shell/dist, as config.webRoot. */
  webRoot: string;
  /** The document library; its listed documents are found by their titles. */
  documents: Pick<DocumentCatalog, 'listing' | 'version'>;
  synonyms: SearchSynonyms;
  clock: Clock;
  /** The text of the documents' PDFs; without it documents are found by their titles alone. */
  documentTexts?: DocumentTexts;
  /** How often the built files are checked for a new deployment. */
  checkEveryMs?: number;
  /**
   * The pages rendered with page data as the server renders them now (the FAQs staff publish);
   * each stands for the build's text of the same page.
   */
  searchablePages?: () => Promise<SearchablePage[]>;
  /** How often those are read again: a change staff publish is found within this. */
  searchablePagesEveryMs?: number;
}

/** Within a minute of publishing, a change is found, with time to spare for the check. */
const SEARCHABLE_PAGES_EVERY_MS = 30_000;

/** Most query words searched: more add nothing but time. */
const MAX_QUERY_WORDS = 12;
/** Most parts of one page among the results, so one long page does not fill the list. */
const MAX_RESULTS_PER_PAGE = 3;

/**
 * What one word of a query searches: the word as typed, and more weakly the site's words for it,
 * a phrase only where all its words are.
 */
function wordQuery(word: string, synonyms: readonly Synonym[], language: Language): Query {
  const alternatives = synonyms.flatMap(({ text, ofPhrase }): Query[] => {
    // A phrase's stop words ("pagos en línea") are not in the index, so not searched for.
    const terms = text.split(' ').flatMap((term) => indexedTerm(term, language) ?? []);
    if (terms.length === 0) return [];
    return [
      {
        // The site's own words: whole words or their start, never a guessed typo.
        fuzzy: false,
        prefix: true,
        boostTerm: () => (ofPhrase ? PHRASE_SYNONYM_WEIGHT : SYNONYM_WEIGHT),
        combineWith: 'AND',
        queries: terms,
      },
    ];
  });
  return alternatives.length === 0 ? word : { combineWith: 'OR', queries: [word, ...alternatives] };
}

/** An entry a query matched, with its score and the terms of it that matched. */
interface RankedEntry {
  source: ResultSource;
  score: number;
  matchedTerms: Set<string>;
  /** Whether a word of the query was found in a document's PDF text and nowhere else in it. */
  matchedInText: boolean;
}

/** Whether the fields a word matched in an entry are its document's PDF text alone. */
function isInTextAlone(match: Record<string, string[]>): boolean {
  const fields = Object.values(match).flat();
  return fields.length > 0 && fields.every((field) => field === 'documentText');
}

/**
 * The entries a query's words match, the best first. Each word is searched with its synonyms;
 * an entry's score, the sum of its words' scores, is multiplied by the words it matches (through
 * a synonym or not), each counted by its rarity on the site: an entry with every word comes
 * first, and matching "court" as well adds little on a court's site.
 */
function rankEntries(
  { index, sources, rarity }: LanguageIndex,
  words: readonly string[],
  synonyms: readonly (readonly Synonym[])[],
  language: Language,
): RankedEntry[] {
  const matched = new Map<
    string,
    { score: number; words: number; terms: Set<string>; inText: boolean }
  >();
  words.forEach((word, position) => {
    const found = index.search(wordQuery(word, synonyms[position] ?? [], language));
    for (const { id, score, queryTerms, match } of found) {
      const entry = matched.get(String(id)) ?? {
        score: 0,
        words: 0,
        terms: new Set<string>(),
        inText: false,
      };
      // MiniSearch multiplies a score by the terms matched, a synonym's words among them.
      entry.score += score / Math.max(queryTerms.length, 1);
      entry.words += rarity(word);
      for (const term of Object.keys(match)) entry.terms.add(term);
      entry.inText ||= isInTextAlone(match);
      matched.set(String(id), entry);
    }
  });
  const ranked = Array.from(matched).flatMap(([id, entry]): RankedEntry[] => {
    const source = sources.get(id);
    if (!source) return [];
    const score = entry.score * entry.words;
    return [{ source, score, matchedTerms: entry.terms, matchedInText: entry.inText }];
  });
  // Equal scores keep the site's order, whatever order the index returns them in.
  return ranked.sort((a, b) => b.score - a.score || a.source.order - b.source.order);
}

/**
 * The build's pages, each replaced by the same page rendered with its data where there is one
 * and left out where it no longer shows, then the pages rendered with data that the build did
 * not render (a biography published since).
 */
function withRenderedPages(
  built: readonly FragmentPage[],
  rendered: readonly SearchablePage[],
): FragmentPage[] {
  const key = (page: { path: string; language: Language }) => `${page.language}|${page.path}`;
  const renderedByKey = new Map(rendered.map((page) => [key(page), page]));
  const builtKeys = new Set(built.map(key));
  return [
    ...built.flatMap((page) => {
      const current = renderedByKey.get(key(page)) ?? page;
      return 'gone' in current && current.gone ? [] : [current];
    }),
    ...rendered.filter((page) => !page.gone && !builtKeys.has(key(page))),
  ];
}

/**
 * The site search: an index per language of every page's text, from the fragments the remotes'
 * builds write, of the names the shell's navigation gives pages, and of the document catalog
 * with its PDFs' text. The files and the texts' version are checked at most once a second (by
 * the clock), the pages rendered with page data (the FAQs staff publish) every half minute, and
 * the indexes rebuilt when one changed, so a front end deployed alone, a document's new text or
 * a published answer is found by a running process without a restart.
 */
export class SiteSearch {
  private indexes: Record<Language, LanguageIndex> | null = null;
  private version: string | null = null;
  /** The built files' version at the last check: a change means a deployment. */
  private filesVersion: string | null = null;
  private checkedAt = Number.NEGATIVE_INFINITY;
  private checking: Promise<void> | null = null;
  private readonly checkEveryMs: number;
  /** The pages as rendered with their data at the last read, when that was, and how often they changed. */
  private rendered = {
    pages: [] as SearchablePage[],
    text: '',
    readAt: Number.NEGATIVE_INFINITY,
    changes: 0,
  };

  constructor(private readonly options: SiteSearchOptions) {
    this.checkEveryMs = options.checkEveryMs ?? 1000;
  }

  /** The results of a query in a language, the best first; none for a query without words. */
  async search(query: string, language: Language): Promise<SearchResult[]> {
    const words = [...new Set(indexedTerms(query, language).slice(0, MAX_QUERY_WORDS))];
    if (words.length === 0) return [];
    const synonyms = synonymsOfWords(words, language, this.options.synonyms);
    const ranked = rankEntries((await this.current())[language], words, synonyms, language);
    const perPage = new Map<string, number>();
    const results: SearchResult[] = [];
    for (const { source, matchedTerms, matchedInText } of ranked) {
      const shown = perPage.get(source.group) ?? 0;
      if (shown >= MAX_RESULTS_PER_PAGE) continue;
      perPage.set(source.group, shown + 1);
      // A document shows its title, unless a word was found only in its PDF's text.
      const excerptText = source.target.kind === 'document' && !matchedInText ? '' : source.text;
      const excerpt = excerptOf(excerptText || source.fallback, matchedTerms);
      const common = { title: source.title, section: source.section, excerpt };
      results.push(
        source.target.kind === 'page'
          ? { kind: 'page', ...common, path: source.target.path }
          : { kind: 'document', ...common, url: source.target.url, matchedInText },
      );
      if (results.length >= SEARCH_MAX_RESULTS) break;
    }
    return results;
  }

  /**
   * Staff changed something a page shows: the pages rendered with page data are read again at
   * the next search, so this process finds a published answer at once (others within the half
   * minute).
   */
  forgetRenderedPages(): void {
    this.rendered.readAt = Number.NEGATIVE_INFINITY;
    this.checkedAt = Number.NEGATIVE_INFINITY;
  }

  /** The indexes, rebuilt first when a file changed since they were built. */
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

  /** The built files the index reads and when they last changed: fragments and navigation. */
  private async readFilesVersion(): Promise<string> {
    const { webRoot } = this.options;
    return `${await fragmentVersion(webRoot)}|${await navigationVersion(webRoot)}`;
  }

  /**
   * What the index is built from and when it last changed: the built files, the documents'
   * texts and the pages rendered with their data.
   */
  private versionWith(files: string): string {
    const { documents, documentTexts } = this.options;
    const texts = documentTexts?.version ?? 0;
    return `${files}|${documents.version}|${texts}|${this.rendered.changes}`;
  }

  /**
   * Reads the pages rendered with their data again when it is time; a failed read keeps the
   * last, as the pages themselves keep showing the last data read.
   */
  private async readSearchablePages(): Promise<void> {
    const { searchablePages, searchablePagesEveryMs = SEARCHABLE_PAGES_EVERY_MS } = this.options;
    const now = this.options.clock.now().getTime();
    if (!searchablePages || now - this.rendered.readAt < searchablePagesEveryMs) return;
    const pages = await searchablePages().catch(() => null);
    this.rendered.readAt = now;
    if (!pages) return;
    const text = JSON.stringify(pages);
    if (text !== this.rendered.text) {
      this.rendered = { pages, text, readAt: now, changes: this.rendered.changes + 1 };
    }
  }

  private async refresh(): Promise<void> {
    const { webRoot, documents, documentTexts } = this.options;
    // Read first, so the version below counts a change the read found. A library never read
    // (the database away since the start) leaves documents out, and the next check tries again.
    const listing = await documents.listing().catch(() => null);
    const files = await this.readFilesVersion();
    // A deployment changes what the pages rendered with their data say too (their words are the
    // build's): they are read again with it, not at their next half minute.
    if (files !== this.filesVersion) this.rendered.readAt = Number.NEGATIVE_INFINITY;
    this.filesVersion = files;
    await this.readSearchablePages();
    const version = this.versionWith(files);
    if (this.indexes && version === this.version) return;
    const [read, navigation] = await Promise.all([
      readSearchFragments(webRoot),
      readSearchNavigation(webRoot),
    ]);
    // A file caught half-written leaves the version unknown, so the next check reads again.
    this.version = read.complete && navigation.complete && listing ? version : null;
    const textOf = (slug: string) => (documentTexts ? documentTexts.textOf(slug) : '');
    const pages = withRenderedPages(read.pages, this.rendered.pages);
    const built = await Promise.all(
      LANGUAGES.map(async (language) => [
        language,
        await buildLanguageIndex(language, pages, navigation.labels, listing ?? [], textOf),
      ]),
    );
    this.indexes = Object.fromEntries(built) as Record<Language, LanguageIndex>;
  }
}
