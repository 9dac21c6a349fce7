import type { Language } from '@court/contract';

/**
 * A word as written: letters and digits, with an apostrophe inside ("court's"). Marks are part
 * of a word, so a decomposed "é" stays in it.
 */
const WORD = /[\p{L}\p{N}][\p{L}\p{M}\p{N}]*(?:['’][\p{L}\p{M}]+)*/gu;

/**
 * Words too common to tell pages apart, in each language's index. A query made only of them
 * finds nothing.
 */
const STOP_WORDS: Record<Language, ReadonlySet<string>> = {
  en: new Set(
    (
      'a an and are as at be by can do does for from how i if in is it me my of on or ' +
      'the this that to what when where who will with you your'
    ).split(' '),
  ),
  es: new Set(
    (
      'a al como con cual de del donde el en es la las le lo los me mi o para por que se ' +
      'su sus un una y yo'
    ).split(' '),
  ),
};

/** Lower case without accents: "Desalojo", "DESALOJO" and "désalojo" read alike. */
export function foldText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();
}

/** A word of plain ASCII letters and digits, which folding only lower-cases. */
const PLAIN_WORD = /^[A-Za-z0-9]+$/;

/** A written word as the index keeps it: folded, without a possessive "'s" or apostrophes. */
export function termOf(word: string): string {
  // Most words are plain; a document's text has thousands, and normalising each costs.
  if (PLAIN_WORD.test(word)) return word.toLowerCase();
  return foldText(word)
    .replace(/['’]s$/, '')
    .replace(/['’]/g, '');
}

/** A word of a text as written, with where it starts. */
export interface TextWord {
  word: string;
  index: number;
}

/** The words of a text as written, each with where it starts. */
export function wordsOf(text: string): TextWord[] {
  return Array.from(wordsFrom(text));
}

/** The words of a text from a position on, read one at a time as they are asked for. */
export function* wordsFrom(text: string, from = 0): Generator<TextWord> {
  const pattern = new RegExp(WORD);
  pattern.lastIndex = from;
  for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
    yield { word: match[0], index: match.index };
  }
}

/** A term the index of a language keeps, or null for a stop word. */
export function indexedTerm(term: string, language: Language): string | null {
  const folded = termOf(term);
  return folded === '' || STOP_WORDS[language].has(folded) ? null : folded;
}

/** The terms of a text the index of a language keeps, in order. */
export function indexedTerms(text: string, language: Language): string[] {
  return wordsOf(text).flatMap(({ word }) => indexedTerm(word, language) ?? []);
}

/**
 * A query as it is counted when it finds nothing: its words folded, one space apart, so
 * "Desalojo?" and "desalojo" are one entry.
 */
export function normalizeQuery(query: string): string {
  return wordsOf(query)
    .map(({ word }) => termOf(word))
    .join(' ');
}
