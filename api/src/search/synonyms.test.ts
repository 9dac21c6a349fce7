import { DEFAULT_SEARCH_SYNONYMS, synonymsOfWords, type Synonym } from './synonyms';
import { indexedTerms } from './text';

const ofWord = (text: string): Synonym => ({ text, ofPhrase: false });
const ofPhrase = (text: string): Synonym => ({ text, ofPhrase: true });

describe('synonymsOfWords', () => {
  it("gives each word its own synonyms, a plural finding the singular's", () => {
    expect(synonymsOfWords(['tickets', 'lawyer'], 'en', { ticket: ['citation'] })).toEqual([
      [ofWord('citation')],
      [],
    ]);
  });

  it('gives the words of a phrase its synonyms when the query has them all, in any order', () => {
    const table = { 'payment plan': ['time to pay'] };
    expect(synonymsOfWords(['payment', 'plan'], 'en', table)).toEqual([
      [ofPhrase('time to pay')],
      [ofPhrase('time to pay')],
    ]);
    expect(synonymsOfWords(['plans', 'payment', 'court'], 'en', table)).toEqual([
      [ofPhrase('time to pay')],
      [ofPhrase('time to pay')],
      [],
    ]);
    expect(synonymsOfWords(['language', 'plan'], 'en', table)).toEqual([[], []]);
  });

  it("leaves a phrase's stop words out, as the query's", () => {
    const words = indexedTerms('Plan de pagos', 'es');
    expect(synonymsOfWords(words, 'es', { 'plan de pagos': ['tiempo para pagar'] })).toEqual([
      [ofPhrase('tiempo para pagar')],
      [ofPhrase('tiempo para pagar')],
    ]);
  });

  it('leads from the words people type to the pages they mean, in both languages', () => {
    const synonymsOf = (query: string, language: 'en' | 'es') =>
      synonymsOfWords(indexedTerms(query, language), language, DEFAULT_SEARCH_SYNONYMS).map(
        (synonyms) => synonyms.map(({ text }) => text),
      );
    expect(synonymsOf('jobs', 'en')[0]).toEqual(expect.arrayContaining(['employment', 'career']));
    expect(synonymsOf('careers', 'en')[0]).toEqual(expect.arrayContaining(['job', 'employment']));
    expect(synonymsOf('trabajo', 'es')[0]).toEqual(expect.arrayContaining(['empleo', 'vacante']));
    expect(synonymsOf('compensation', 'en')[0]).toEqual(expect.arrayContaining(['pay', 'paid']));
    // Paying a ticket is done online; "pay" alone may be a juror's pay.
    expect(synonymsOf('pay a ticket', 'en')[0]).toContain('online payments');
    expect(synonymsOf('pay', 'en')[0]).not.toContain('online payments');
    expect(synonymsOf('pagar una multa', 'es')[0]).toContain('pagos en linea');
  });
});
