import { countPdfPages, hasPdfSignature, isReadablePdf } from './pdf-inspection';
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
