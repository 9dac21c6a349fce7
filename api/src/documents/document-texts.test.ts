import { mkdtempSync, rmSync, unlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { COURT_DOCUMENTS } from '@court/contract';
import { createLogger } from '../platform/logger';
import { DocumentTexts } from './document-texts';
import { createSampleDocument } from './library';
import { createSamplePdf } from './sample-pdf';

const LOCAL_RULES = createSamplePdf([
  'Rule 12. Vehicle immobilization',
  'Regla 12. Inmovilización',
]);

/** The log lines written, parsed. */
function capturedLog(): { lines: Record<string, unknown>[]; stream: Writable } {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      callback();
    },
  });
  return { lines, stream };
}

/** Gives a file a later modification time, as copying a new file over it does. */
function touchLater(file: string, seconds: number): void {
  const later = new Date(Date.now() + seconds * 1000);
  utimesSync(file, later, later);
}

describe('DocumentTexts', () => {
  let folder: string;
  let log: ReturnType<typeof capturedLog>;
  let texts: DocumentTexts;

  beforeEach(() => {
    folder = mkdtempSync(path.join(tmpdir(), 'court-document-texts-'));
    log = capturedLog();
    texts = new DocumentTexts({ documentsDir: folder, logger: createLogger('info', log.stream) });
  });

  afterEach(() => {
    texts.stop();
    rmSync(folder, { recursive: true, force: true });
  });

  const file = (slug: string) => path.join(folder, `${slug}.pdf`);

  it('reads the words of each PDF in the folder, none of a missing or sample file', async () => {
    writeFileSync(file('local-rules'), LOCAL_RULES);
    const unclaimedFunds = COURT_DOCUMENTS.find(({ slug }) => slug === 'unclaimed-funds');
    if (!unclaimedFunds) throw new Error('the catalog has no unclaimed-funds');
    writeFileSync(file('unclaimed-funds'), createSampleDocument(unclaimedFunds));
    expect(texts.textOf('local-rules')).toBe('');

    await texts.checkAll();
    expect(texts.textOf('local-rules')).toBe(
      'Rule 12. Vehicle immobilization Regla 12. Inmovilización',
    );
    expect(texts.textOf('unclaimed-funds')).toBe('');
    expect(texts.textOf('costs-civil')).toBe('');
    expect(texts.version).toBe(1);
    expect(log.lines.filter(({ level }) => level === 40)).toEqual([]);
  });

  it('skips a damaged PDF and a file that is no PDF, logging their names, and reads the rest', async () => {
    writeFileSync(file('local-rules'), LOCAL_RULES);
    writeFileSync(file('costs-civil'), '%PDF-1.7\n1 0 obj << /Type /Catalog /Pages 2 0 R');
    writeFileSync(file('unclaimed-funds'), '<html>Not found</html>');

    await texts.checkAll();
    expect(texts.textOf('local-rules')).toContain('Vehicle immobilization');
    expect(texts.textOf('costs-civil')).toBe('');
    const warnings = log.lines.filter(({ level }) => level === 40);
    expect(warnings.map(({ file: name }) => name).sort()).toEqual([
      'costs-civil.pdf',
      'unclaimed-funds.pdf',
    ]);
    expect(warnings[0]?.msg).toMatch(/could not be read/);

    // Not read again while it is the same file.
    await texts.checkAll();
    expect(log.lines.filter(({ level }) => level === 40)).toHaveLength(2);
  });

  it('reads a replaced file again, and leaves a touched but unchanged one', async () => {
    writeFileSync(file('local-rules'), LOCAL_RULES);
    await texts.checkAll();
    const first = texts.version;

    touchLater(file('local-rules'), 5);
    await texts.checkAll();
    expect(texts.version).toBe(first);

    writeFileSync(file('local-rules'), createSamplePdf(['Rule 13. Courtroom decorum']));
    touchLater(file('local-rules'), 10);
    await texts.checkAll();
    expect(texts.textOf('local-rules')).toBe('Rule 13. Courtroom decorum');
    expect(texts.version).toBe(first + 1);

    unlinkSync(file('local-rules'));
    await texts.checkAll();
    expect(texts.textOf('local-rules')).toBe('');
    expect(texts.version).toBe(first + 2);
  });

  it('reads one document at once when told it changed', async () => {
    const sameTime = new Date('2026-03-02T15:00:00Z');
    writeFileSync(file('local-rules'), LOCAL_RULES);
    utimesSync(file('local-rules'), sameTime, sameTime);
    await texts.checkAll();
    // Replaced with the same size and time, which the periodic check cannot tell apart.
    const replacement = createSamplePdf([
      'Rule 21. Vehicle immobilization',
      'Regla 21. Inmovilización',
    ]);
    expect(replacement.length).toBe(LOCAL_RULES.length);
    writeFileSync(file('local-rules'), replacement);
    utimesSync(file('local-rules'), sameTime, sameTime);
    await texts.checkAll();
    expect(texts.textOf('local-rules')).toMatch(/^Rule 12\./);

    await texts.documentChanged('local-rules');
    expect(texts.textOf('local-rules')).toBe(
      'Rule 21. Vehicle immobilization Regla 21. Inmovilización',
    );
    await expect(texts.documentChanged('not-in-the-catalog')).resolves.toBeUndefined();
  });

  it('checks the folder by itself once started', async () => {
    texts = new DocumentTexts({
      documentsDir: folder,
      logger: createLogger('silent'),
      checkEveryMs: 50,
    });
    texts.start();
    writeFileSync(file('local-rules'), LOCAL_RULES);
    const deadline = Date.now() + 10_000;
    while (texts.textOf('local-rules') === '' && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(texts.textOf('local-rules')).toContain('Vehicle immobilization');
    texts.stop();
    await texts.checkAll();
  });
});
