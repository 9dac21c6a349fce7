import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { COURT_DOCUMENTS, type CourtDocument } from '@court/contract';
import type { Logger } from '../platform/logger';
import { createSampleDocument, documentPath, isNotFound } from './library';
import { PDF_TEXT_LIMITS, PdfTextReader, type PdfTextLimits } from './pdf-inspection';

/** How often every API process checks the documents folder for a new or changed file. */
const DOCUMENT_TEXT_CHECK_MS = 30_000;

export interface DocumentTextsOptions {
  /** The folder of the PDFs, as config.documentsDir. */
  documentsDir: string;
  logger: Logger;
  catalog?: readonly CourtDocument[];
  checkEveryMs?: number;
  limits?: PdfTextLimits;
}

/** A document's file as last read: a file whose size and time are unchanged is not read again. */
interface FileSeen {
  mtimeMs: number;
  size: number;
  sha256: string;
}

/**
 * The text of the documents' PDFs, for the site search: the first words of each file in the
 * documents folder (PDF_TEXT_LIMITS). Nothing is read until start(), which the server calls once
 * it listens; then the folder is checked every checkEveryMs, so a file a court drops in is
 * searchable within that time on every process. Files are read one at a time in a worker thread
 * (PdfTextReader), each within a time limit, so the event loop stays free; a file that cannot be
 * read is logged and has no text, and its document is still found by its title. Texts are kept
 * in memory by the SHA-256 of the file: a file touched but unchanged, or copied under another
 * name, is not read again. In memory rather than in the database: the files are on every
 * process's disk anyway, reading them takes about a second, and the search must work while the
 * database is away. A document without a file, or with the generated sample, has no text: the
 * sample says only the titles, which are searched already.
 */
export class DocumentTexts {
  private readonly texts = new Map<string, string>();
  private readonly seen = new Map<string, FileSeen>();
  /** Text by SHA-256 of the file; '' for a file that could not be read, so it is not retried. */
  private readonly textsByHash = new Map<string, string>();
  private readonly catalog: readonly CourtDocument[];
  private published = 0;
  private changed = false;
  /** Checks run one after another; each call waits for those before it. */
  private work: Promise<void> = Promise.resolve();
  private waitingCheck: Promise<void> | null = null;
  private timer: NodeJS.Timeout | null = null;
  /** Reads the files of one check, started for its first file and ended with the check. */
  private reader: PdfTextReader | null = null;

  constructor(private readonly options: DocumentTextsOptions) {
    this.catalog = options.catalog ?? COURT_DOCUMENTS;
  }

  /**
   * Changes when the texts have changed, once per check of the folder rather than once per
   * file, so the search index is rebuilt once for a batch of new files.
   */
  get version(): number {
    return this.published;
  }

  /** The first words of a document's PDF; '' when it has none (yet). */
  textOf(slug: string): string {
    return this.texts.get(slug) ?? '';
  }

  /** Reads the folder now, in the background, then again every checkEveryMs. */
  start(): void {
    if (this.timer) return;
    void this.checkAll();
    this.timer = setInterval(
      () => void this.checkAll(),
      this.options.checkEveryMs ?? DOCUMENT_TEXT_CHECK_MS,
    );
    this.timer.unref();
  }

  /** Stops the periodic checks; a file being read is finished within its time limit. */
  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  /**
   * Checks every document's file and reads the new and changed ones. A check asked for while
   * another waits to run is that same check.
   */
  checkAll(): Promise<void> {
    this.waitingCheck ??= this.enqueue(async () => {
      this.waitingCheck = null;
      const started = Date.now();
      for (const document of this.catalog) await this.checkDocument(document, false);
      const inUse = new Set(Array.from(this.seen.values(), ({ sha256 }) => sha256));
      for (const hash of this.textsByHash.keys()) {
        if (!inUse.has(hash)) this.textsByHash.delete(hash);
      }
      if (this.changed) {
        this.options.logger.info(
          { documentsWithText: this.texts.size, ms: Date.now() - started },
          'document text read for the site search',
        );
      }
    });
    return this.waitingCheck;
  }

  /**
   * A document's file changed: it is read again at once, whatever its size and time say. For
   * whatever replaces a document outside the periodic check (a catalog kept in the database).
   */
  documentChanged(slug: string): Promise<void> {
    const document = this.catalog.find((candidate) => candidate.slug === slug);
    if (!document) return Promise.resolve();
    return this.enqueue(() => this.checkDocument(document, true));
  }

  /** Runs a piece of work after the ones before it, then publishes what it changed. */
  private enqueue(task: () => Promise<void>): Promise<void> {
    this.work = this.work
      .then(task)
      .catch((error: unknown) => {
        this.options.logger.error({ err: error }, 'document text check failed');
      })
      .then(() => this.finishWork());
    return this.work;
  }

  /** Ends the check's PDF reader, and says the texts changed if they did. */
  private async finishWork(): Promise<void> {
    const reader = this.reader;
    this.reader = null;
    await reader?.close();
    if (!this.changed) return;
    this.changed = false;
    this.published += 1;
  }

  private async checkDocument(document: CourtDocument, force: boolean): Promise<void> {
    const file = documentPath(this.options.documentsDir, document);
    let size: number;
    let mtimeMs: number;
    try {
      ({ size, mtimeMs } = await stat(file));
    } catch (error) {
      if (!isNotFound(error)) this.logUnreadable(file, error);
      this.seen.delete(document.slug);
      this.setText(document.slug, '');
      return;
    }
    const last = this.seen.get(document.slug);
    if (!force && last?.mtimeMs === mtimeMs && last.size === size) return;
    let bytes: Buffer;
    try {
      bytes = await readFile(file);
    } catch (error) {
      this.logUnreadable(file, error);
      return;
    }
    const sha256 = createHash('sha256').update(bytes).digest('hex');
    this.seen.set(document.slug, { mtimeMs, size, sha256 });
    let text = this.textsByHash.get(sha256);
    if (text === undefined) {
      text = await this.readText(document, file, bytes);
      this.textsByHash.set(sha256, text);
    }
    this.setText(document.slug, text);
  }

  private async readText(document: CourtDocument, file: string, bytes: Buffer): Promise<string> {
    if (bytes.equals(createSampleDocument(document))) return '';
    this.reader ??= new PdfTextReader(this.options.limits ?? PDF_TEXT_LIMITS);
    try {
      return await this.reader.read(bytes);
    } catch (error) {
      this.logUnreadable(file, error);
      return '';
    }
  }

  private setText(slug: string, text: string): void {
    if (this.textOf(slug) === text) return;
    if (text === '') this.texts.delete(slug);
    else this.texts.set(slug, text);
    this.changed = true;
  }

  private logUnreadable(file: string, error: unknown): void {
    this.options.logger.warn(
      { file: path.basename(file), err: error },
      'the text of a document could not be read: the search finds it by its title only',
    );
  }
}
