import type { Language } from '@court/contract';
import { indexedTerm, termOf, wordsOf } from './text';

/**
 * Words people search with → the words the site uses for the same thing. A key of several words
 * applies when the query has all of them ("payment plan"); a value of several words is a phrase,
 * which a page matches when it has all of them ("online payments").
 */
export type SearchSynonyms = Readonly<Record<string, readonly string[]>>;

/** The words of a phrase as the index reads them, folded. */
function termsOf(text: string): string[] {
  return wordsOf(text).map(({ word }) => termOf(word));
}

/**
 * A table from groups of words that mean the same to the people searching (each word leads to
 * the others) and from words that lead one way only, merged. Written as people write; folded.
 */
function synonymTable(
  groups: readonly (readonly string[])[],
  oneWay: Readonly<Record<string, readonly string[]>>,
): SearchSynonyms {
  const table: Record<string, string[]> = {};
  const add = (word: string, alternatives: readonly string[]) => {
    const key = termsOf(word).join(' ');
    const folded = alternatives.map((alternative) => termsOf(alternative).join(' '));
    table[key] = [...new Set([...(table[key] ?? []), ...folded])].filter((term) => term !== key);
  };
  for (const group of groups) for (const word of group) add(word, group);
  for (const [word, alternatives] of Object.entries(oneWay)) add(word, alternatives);
  return table;
}

/**
 * The built-in table; SEARCH_SYNONYMS replaces it. A synonym counts less than the word typed
 * (site-search.ts), so a group may hold words the site uses elsewhere for something else.
 */
export const DEFAULT_SEARCH_SYNONYMS: SearchSynonyms = synonymTable(
  [
    // The navbar says Careers and the page Employment Opportunities; people type jobs or hiring.
    ['job', 'work', 'employment', 'career', 'hiring', 'vacancies', 'opening', 'position'],
    // The navbar says Empleos, the page Oportunidades de empleo and Vacantes.
    ['trabajo', 'empleo', 'vacante', 'puesto', 'contratación'],
    // Juror pay: the jury FAQ asks "Am I paid for jury service?".
    ['pay', 'paid', 'compensation'],
    ['pago', 'pagan', 'compensación', 'remuneración'],
    // What something costs: the fee schedules are listed under Fees and Costs.
    ['cost', 'fee', 'fine'],
    ['costo', 'costa', 'tarifa', 'multa'],
    // The jury pages speak of jurors as much as of the jury.
    ['jury', 'juror'],
    ['lawyer', 'attorney', 'counsel'],
    // People ask for a translator; the court provides interpreters.
    ['interpreter', 'translator'],
    ['intérprete', 'traductor'],
    // Latin American Spanish says corte or juzgado; the site says tribunal.
    ['tribunal', 'corte', 'juzgado'],
  ],
  {
    // The FAQ speaks of traffic citations; people get tickets.
    ticket: ['citation', 'violation'],
    speeding: ['traffic'],
    'exceso de velocidad': ['tránsito'],
    // What the site says of lawyers: staff cannot give legal advice; the Attorney General.
    lawyer: ['legal advice'],
    abogado: ['asesoría legal', 'procurador'],
    boleto: ['citación'],
    multa: ['citación', 'infracción'],
    // Not a group with pay: "compensation" would find the Demand for Payment of Judgment.
    payment: ['pay', 'paid'],
    // Paying a ticket or a fine is done online: the Online Services page's Online Payments. Not
    // "pay" alone, which is also a juror's pay.
    'pay ticket': ['online payments'],
    'pay fine': ['online payments'],
    'pagar multa': ['pagos en línea'],
    'pagar boleto': ['pagos en línea'],
    // The FAQ's "more time to pay" is what people call a payment plan.
    'payment plan': ['time to pay'],
    'plan de pagos': ['tiempo para pagar'],
    // The site says jury service, and being excused from it.
    'jury duty': ['jury service'],
    'get out': ['excused'],
    exempt: ['excused'],
    exento: ['excusado'],
    // The court's address is under the heading Location.
    address: ['location'],
    // Ohio seals records; people ask for an expungement.
    expungement: ['seal'],
    expunge: ['seal'],
    borrar: ['sellar'],
    // A new court date is a continuance.
    reschedule: ['continuance'],
    postpone: ['continuance'],
    aplazar: ['aplazamiento'],
    posponer: ['aplazamiento'],
    reprogramar: ['aplazamiento'],
    // Suing someone for a small sum is a small claims complaint.
    sue: ['complaint', 'small claims'],
    demandar: ['demanda'],
    // A hearing over video is a Zoom hearing.
    virtual: ['zoom', 'remotely', 'a distancia'],
    remote: ['zoom'],
    remoto: ['zoom', 'a distancia'],
    // The FAQ speaks of a license's suspension.
    suspended: ['suspension'],
    suspendida: ['suspensión'],
    suspendido: ['suspensión'],
    // When the court is open: its hours.
    open: ['hours'],
    abierto: ['horario'],
    // The site's probation page is about drug testing; people may say parole.
    parole: ['probation'],
    probatoria: ['libertad condicional'],
  },
);

const MAX_KEYS = 500;
const MAX_ALTERNATIVES = 10;
const MAX_PHRASE_WORDS = 4;
const MAX_LENGTH = 60;

function describe(problem: string): Error {
  return new Error(
    `SEARCH_SYNONYMS must be a JSON object of words or phrases to lists of words or phrases, ` +
      `like {"ticket": ["citation"], "pay ticket": ["online payments"]}: ${problem}`,
  );
}

/** A word or a phrase of up to MAX_PHRASE_WORDS words, folded; null for anything else. */
function phraseOf(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > MAX_LENGTH) return null;
  const terms = termsOf(value);
  return terms.length === 0 || terms.length > MAX_PHRASE_WORDS ? null : terms.join(' ');
}

/**
 * The synonym table from SEARCH_SYNONYMS, or the built-in one when it is unset. Throws, naming
 * the problem, on anything but an object of words or short phrases to 1 to 10 of them.
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
    const phrase = phraseOf(key);
    if (phrase === null) {
      throw describe(`"${key.slice(0, MAX_LENGTH)}" is not a word or a phrase of up to 4 words`);
    }
    const alternatives: unknown[] = Array.isArray(value) ? value : [];
    if (alternatives.length === 0 || alternatives.length > MAX_ALTERNATIVES) {
      throw describe(`"${key}" needs a list of 1 to ${MAX_ALTERNATIVES} words or phrases`);
    }
    table[phrase] = alternatives.map((alternative) => {
      const folded = phraseOf(alternative);
      if (folded === null) {
        throw describe(`"${key}" has an entry that is not a word or a phrase of up to 4 words`);
      }
      return folded;
    });
  }
  return table;
}

/** A query's word and the forms a key may hold it in: "tickets" is the key "ticket". */
function keyFormsOf(term: string): string[] {
  const singulars = term.endsWith('es') ? [term.slice(0, -1), term.slice(0, -2)] : [];
  if (singulars.length === 0 && term.endsWith('s')) singulars.push(term.slice(0, -1));
  return [term, ...singulars];
}

/** A word or phrase of the site that a word of a query may be written as. */
export interface Synonym {
  /** Folded, as the table holds it: "online payments". */
  text: string;
  /** Whether it stands for a phrase of the query ("payment plan"), which says more than a word. */
  ofPhrase: boolean;
}

/**
 * The site's words for each word of a query (its indexed terms, in order): those of the word
 * itself ("tickets" finds the key "ticket") and those of a phrase whose words are all in the
 * query ("payment plan", which "plan de pagos" also matches: stop words count in neither).
 */
export function synonymsOfWords(
  words: readonly string[],
  language: Language,
  synonyms: SearchSynonyms,
): Synonym[][] {
  const found = words.map(() => new Map<string, boolean>());
  for (const [key, alternatives] of Object.entries(synonyms)) {
    const keyWords = key.split(' ').flatMap((word) => indexedTerm(word, language) ?? []);
    const positions = keyWords.map((keyWord) =>
      words.findIndex((word) => keyFormsOf(word).includes(keyWord)),
    );
    if (positions.length === 0 || positions.includes(-1)) continue;
    for (const position of positions) {
      const ofWord = found[position];
      for (const text of alternatives) {
        ofWord?.set(text, (ofWord.get(text) ?? false) || positions.length > 1);
      }
    }
  }
  return found.map((ofWord) => Array.from(ofWord, ([text, ofPhrase]) => ({ text, ofPhrase })));
}
