import { termOf, wordsOf } from './text';

/**
 * Words people search with → the words the site uses for the same thing. A value of several
 * words is a phrase: a page matches it when it has all of them ("online payments").
 */
export type SearchSynonyms = Readonly<Record<string, readonly string[]>>;

/** The built-in table; SEARCH_SYNONYMS replaces it. Keys and values are stored folded. */
export const DEFAULT_SEARCH_SYNONYMS: SearchSynonyms = {
  ticket: ['citation'],
  pay: ['payments', 'online payments'],
  lawyer: ['attorney'],
  compensation: ['paid'],
  boleto: ['citacion'],
  pagar: ['pagos en linea'],
  compensacion: ['pagan'],
};

const MAX_KEYS = 500;
const MAX_ALTERNATIVES = 10;
const MAX_PHRASE_WORDS = 4;
const MAX_LENGTH = 60;

function describe(problem: string): Error {
  return new Error(
    `SEARCH_SYNONYMS must be a JSON object of words to lists of words or phrases, like ` +
      `{"ticket": ["citation"], "pay": ["online payments"]}: ${problem}`,
  );
}

/** The words of a phrase as the index reads them, folded. */
function termsOf(text: string): string[] {
  return wordsOf(text).map(({ word }) => termOf(word));
}

/**
 * The synonym table from SEARCH_SYNONYMS, or the built-in one when it is unset. Throws, naming
 * the problem, on anything but an object of single words to 1 to 10 words or short phrases.
 */
export function parseSearchSynonyms(raw: string | null): SearchSynonyms {
  if (raw === null) return DEFAULT_SEARCH_SYNONYMS;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw describe('it is not JSON');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw describe('it is not an object');
  }
  const entries = Object.entries(parsed as Record<string, unknown>);
  if (entries.length > MAX_KEYS) throw describe(`more than ${MAX_KEYS} words`);
  const table: Record<string, string[]> = {};
  for (const [key, value] of entries) {
    const [term, ...more] = termsOf(key);
    if (term === undefined || more.length > 0 || key.length > MAX_LENGTH) {
      throw describe(`"${key.slice(0, MAX_LENGTH)}" is not a single word`);
    }
    const alternatives: unknown[] = Array.isArray(value) ? value : [];
    if (alternatives.length === 0 || alternatives.length > MAX_ALTERNATIVES) {
      throw describe(`"${key}" needs a list of 1 to ${MAX_ALTERNATIVES} words or phrases`);
    }
    table[term] = alternatives.map((alternative) => {
      const terms = typeof alternative === 'string' ? termsOf(alternative) : [];
      if (
        typeof alternative !== 'string' ||
        terms.length === 0 ||
        terms.length > MAX_PHRASE_WORDS ||
        alternative.length > MAX_LENGTH
      ) {
        throw describe(`"${key}" has an entry that is not a word or a phrase of up to 4 words`);
      }
      return terms.join(' ');
    });
  }
  return table;
}

/** What a query word may also be written as on the site; "tickets" finds the entry "ticket". */
export function synonymsOf(term: string, synonyms: SearchSynonyms): readonly string[] {
  const singulars = term.endsWith('es') ? [term.slice(0, -1), term.slice(0, -2)] : [];
  if (singulars.length === 0 && term.endsWith('s')) singulars.push(term.slice(0, -1));
  for (const candidate of [term, ...singulars]) {
    if (Object.hasOwn(synonyms, candidate)) return synonyms[candidate] ?? [];
  }
  return [];
}
