import { createSamplePdf } from './sample-pdf';

describe('createSamplePdf', () => {
  const pdf = createSamplePdf(['SAMPLE DOCUMENT', 'Política (de) prueba \\ ✓']);
  const text = pdf.toString('latin1');

  it('is a PDF with its end marker', () => {
    expect(text.startsWith('%PDF-1.4\n')).toBe(true);
    expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
  });

  it('has an xref table whose offsets point at each object', () => {
    const startxref = Number(/startxref\n(\d+)\n/.exec(text)?.[1]);
    expect(text.slice(startxref, startxref + 4)).toBe('xref');
    const entries = text.slice(startxref).match(/^(\d{10}) 00000 n $/gm) ?? [];
    expect(entries).toHaveLength(5);
    entries.forEach((entry, index) => {
      const offset = Number(entry.slice(0, 10));
      expect(text.slice(offset, offset + `${index + 1} 0 obj`.length)).toBe(`${index + 1} 0 obj`);
    });
  });

  it('declares the exact length of its content stream', () => {
    const match = /<< \/Length (\d+) >>\nstream\n/.exec(text);
    const start = (match?.index ?? 0) + (match?.[0].length ?? 0);
    const end = text.indexOf('\nendstream', start);
    expect(end - start).toBe(Number(match?.[1]));
  });

  it('escapes parentheses and backslashes and keeps Latin-1 letters', () => {
    expect(text).toContain('(Política \\(de\\) prueba \\\\ ?) Tj');
  });
});
