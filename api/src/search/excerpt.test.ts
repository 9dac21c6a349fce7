import { excerptOf } from './excerpt';

const marked = (segments: { text: string; match: boolean }[]) =>
  segments.map(({ text, match }) => (match ? `[${text}]` : text)).join('');

describe('excerptOf', () => {
  it('marks every matched word of a short text, by its indexed form', () => {
    expect(excerptOf("The Court's interpreter, the COURT.", new Set(['court']))).toEqual([
      { text: 'The ', match: false },
      { text: "Court's", match: true },
      { text: ' interpreter, the ', match: false },
      { text: 'COURT', match: true },
      { text: '.', match: false },
    ]);
    expect(marked(excerptOf('Solicitud de intérprete', new Set(['interprete'])))).toBe(
      'Solicitud de [intérprete]',
    );
  });

  it('starts a little before a match far into a long text, on a whole word', () => {
    const text = `${'Lorem ipsum dolor sit amet. '.repeat(10)}The eviction objection form. ${'Tail words here. '.repeat(10)}`;
    const excerpt = marked(excerptOf(text, new Set(['eviction']), 120));
    expect(excerpt).toMatch(/^…[A-Z]?[a-z]+ .* The \[eviction\] objection form\. Tail .*…$/);
    expect(excerpt.length).toBeLessThanOrEqual(122);
  });

  it('shows the start of the text when nothing in it matched', () => {
    const text = 'word '.repeat(100).trim();
    expect(excerptOf(text, new Set(['other']), 20)).toEqual([
      { text: 'word word word word…', match: false },
    ]);
    expect(excerptOf('', new Set(['other']))).toEqual([]);
  });
});
