import type { Logger } from '../platform/logger';
import type { CatalogEntry, DocumentCatalog } from './document-catalog';
import { createSampleDocument } from './library';
import { PDF_TEXT_LIMITS, PdfTextReader, type PdfTextLimits } from './pdf-inspection';

/** How often every API process checks the catalog for a new or changed file. */
const DOCUMENT_TEXT_CHECK_MS = 30_000;

export interface DocumentTextsOptions {
  catalog: DocumentCatalog;
  logger: Logger;
  checkEveryMs?: number;
  limits?: PdfTextLimits;
}

/**
 * The text of the listed documents' PDFs, for the site search: the first words of each current
 * file (PDF_TEXT_LIMITS). Nothing is read until start(), which the server calls once it listens;
 * then the catalog is checked every checkEveryMs and at once after a change made on this
 * process, so a replaced form is searchable within that time on every process. Files are read one
 * at a time in a worker thread (PdfTextReader), each within a time limit, so the event loop stays
 * free; a file that cannot be read is logged and has no text, and its document is still found by
 * its title. Texts are kept in memory by the file's SHA-256, so a file is read once per process,
 * and the search keeps them while the database is away. The generated sample PDFs say only the
 * titles, which are searched already, so they are not read.
 */
export class DocumentTexts {
  private readonly texts = new Map<string, string>();
  /** Text by SHA-256 of the file; '' for a file that could not be read, so it is not retried. */
  private readonly textsByHash = new Map<string, string>();
  private published = 0;
  private changed = false;
  /** Checks run one after another; each call waits for those before it. */
  private work: Promise<void> = Promise.resolve();
  private waitingCheck: Promise<void> | null = null;
  private timer: NodeJS.Timeout | null = null;
  private stopListening: (() => void) | null = null;
  /** Reads the files of one check, started for its first file and ended with the check. */
  private reader: PdfTextReader | null = null;

  constructor(private readonly options: DocumentTextsOptions) {}

  /**
   * Changes when the texts have changed, once per check rather than once per file, so the
   * search index is rebuilt once for a batch of new files.
   */
  get version(): number {
    return this.published;
  }

  /** The first words of a document's PDF; '' when it has none (yet). */
  textOf(slug: string): string {
    return this.texts.get(slug) ?? '';
  }

  /** Reads the texts now, in the background, then again every checkEveryMs and after changes. */
  start(): void {
    if (this.timer) return;
    void this.checkAll();
    this.timer = setInterval(
      () => void this.checkAll(),
      this.options.checkEveryMs ?? DOCUMENT_TEXT_CHECK_MS,
    );
    this.timer.unref();
    this.stopListening = this.options.catalog.onChange(() => void this.checkAll());
  }

  /** Stops the checks; a file being read is finished within its time limit. */
  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    this.stopListening?.();
    this.stopListening = null;
  }

  /**
   * Reads the catalog and the files that are new to this process. A check asked for while
   * another waits to run is that same check.
   */
  checkAll(): Promise<void> {
    this.waitingCheck ??= this.enqueue(async () => {
      this.waitingCheck = null;
      const started = Date.now();
      const listed = (await this.options.catalog.entries()).filter(
        (entry) => entry.retiredAt === null && entry.sha256 !== null,
      );
      for (const entry of listed) await this.checkDocument(entry);
      const slugs = new Set(listed.map(({ slug }) => slug));
      for (const slug of this.texts.keys()) {
        if (!slugs.has(slug)) this.setText(slug, '');
      }
      const inUse = new Set(listed.map(({ sha256 }) => sha256));
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

  /** Runs a piece of work after the ones before it, then publishes what it changed. */
  private enqueue(task: () => Promise<void>): Promise<void> {
    this.work = this.work
      .then(task)
      .catch((error: unknown) => {
        this.options.logger.warn(
          { err: error },
          'document texts not checked: the search finds documents by the texts it had',
        );
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

  private async checkDocument(entry: CatalogEntry): Promise<void> {
    const sha256 = entry.sha256 ?? '';
    let text = this.textsByHash.get(sha256);
    if (text === undefined) {
      const bytes = await this.options.catalog.fileBytes(sha256);
      if (!bytes) return;
      text = await this.readText(entry, bytes);
      this.textsByHash.set(sha256, text);
    }
    this.setText(entry.slug, text);
  }

  private async readText(entry: CatalogEntry, bytes: Buffer): Promise<string> {
    if (bytes.equals(createSampleDocument(entry))) return '';
    this.reader ??= new PdfTextReader(this.options.limits ?? PDF_TEXT_LIMITS);
    try {
      return await this.reader.read(bytes);
    } catch (error) {
      this.options.logger.warn(
        { slug: entry.slug, err: error },
        'the text of a document could not be read: the search finds it by its title only',
      );
      return '';
    }
  }

  private setText(slug: string, text: string): void {
    if (this.textOf(slug) === text) return;
    if (text === '') this.texts.delete(slug);
    else this.texts.set(slug, text);
    this.changed = true;
  }
}
