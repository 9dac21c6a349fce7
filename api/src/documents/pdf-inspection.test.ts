import {
  countPdfPages,
  hasPdfSignature,
  isReadablePdf,
  PDF_TEXT_LIMITS,
  PdfTextReader,
} from './pdf-inspection';
import { createSamplePdf } from './sample-pdf';

/** A PDF whose structure is sound but whose page tree is empty. */
const NO_PAGES = Buffer.from(
  [
    '%PDF-1.4',
    '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
    '2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj',
    'trailer << /Root 1 0 R >>',
    '%%EOF',
  ].join('\n'),
  'latin1',
);

describe('PDF inspection', () => {
  it('recognises the signature only at the very start', () => {
    expect(hasPdfSignature(createSamplePdf(['A']))).toBe(true);
    expect(hasPdfSignature(Buffer.from(' %PDF-1.4'))).toBe(false);
    expect(hasPdfSignature(Buffer.from('%PD'))).toBe(false);
    expect(hasPdfSignature(new Uint8Array())).toBe(false);
  });

  it('counts the pages of a real PDF', async () => {
    expect(await countPdfPages(createSamplePdf(['Deputy Clerk']))).toBe(1);
  });

  it('finds no page in a file that only starts like a PDF, or has an empty page tree', async () => {
    expect(await countPdfPages(Buffer.from('%PDF-1.7\nthis is not a PDF at all\n'))).toBe(0);
    expect(await countPdfPages(NO_PAGES)).toBe(0);
  });

  it('takes as a PDF only what has the signature and a page', async () => {
    expect(await isReadablePdf(createSamplePdf(['Bailiff']))).toBe(true);
    expect(await isReadablePdf(Buffer.from('GIF89a, renamed job.pdf'))).toBe(false);
    expect(await isReadablePdf(NO_PAGES)).toBe(false);
  });
});

describe('PdfTextReader', () => {
  let reader: PdfTextReader;

  beforeEach(() => {
    reader = new PdfTextReader();
  });

  afterEach(() => reader.close());

  it('reads the words of PDFs one after another, one space apart, accents kept', async () => {
    expect(await reader.read(createSamplePdf(['Objection to the  decision']))).toBe(
      'Objection to the decision',
    );
    expect(await reader.read(createSamplePdf(['Objeción a la', 'decisión']))).toBe(
      'Objeción a la decisión',
    );
  });

  it('keeps only the first words', async () => {
    reader = new PdfTextReader({ ...PDF_TEXT_LIMITS, maxWords: 4 });
    expect(await reader.read(createSamplePdf(['one two three', 'four five']))).toBe(
      'one two three four',
    );
  });

  it('fails with the reason on a file that is not a readable PDF, and reads the next', async () => {
    await expect(reader.read(Buffer.from('GIF89a, renamed form.pdf'))).rejects.toThrow('not a PDF');
    await expect(
      reader.read(Buffer.from('%PDF-1.7\nthis is not a PDF at all\n')),
    ).rejects.toThrow();
    expect(await reader.read(NO_PAGES)).toBe('');
    expect(await reader.read(createSamplePdf(['Bailiff']))).toBe('Bailiff');
  });

  it('gives up a file that takes longer than its time limit, and reads the next afresh', async () => {
    const limits = { ...PDF_TEXT_LIMITS, timeoutMs: 1 };
    reader = new PdfTextReader(limits);
    await expect(reader.read(createSamplePdf(['Bailiff']))).rejects.toThrow('longer than 1 ms');
    // The same reader, its limit back to normal: the worker it gave up is replaced.
    limits.timeoutMs = PDF_TEXT_LIMITS.timeoutMs;
    expect(await reader.read(createSamplePdf(['Bailiff']))).toBe('Bailiff');
  });
});
