import { readFileSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { isRecord } from '@court/contract';
import type { Logger } from '../platform/logger';
import type { ContentKindDefinition } from './content-kind';
import type { ContentKind } from './content-tables';

interface CopyFile {
  savedAt: string;
  content: Partial<Record<ContentKind, unknown>>;
}

/**
 * A copy on disk of the court's content as the site last read it published, kind by kind. A
 * process that starts while the database is away renders its pages from it rather than from the
 * sample facts the site ships with, so the public never sees a made-up phone number in place of
 * the court's. Nothing in it is personal: it is what every visitor sees. Several processes may
 * share the file; each writes it whole and renames it into place, so a reader never sees half.
 * A copy that cannot be written (a full disk) is logged once and costs no page anything.
 *
 * The files the content shows (the officials' photos) are kept in a folder beside it, each by a
 * name that says its content, so one is written once and never changes.
 */
export class PublishedContentCopy {
  /** Each kind as stored: parsed by its definition when first recalled. */
  private readonly stored: Partial<Record<ContentKind, unknown>> = {};
  /**
   * Each kind as last remembered or recalled, with its JSON, so that a read that changes nothing
   * writes nothing.
   */
  private readonly known = new Map<ContentKind, { content: unknown; json: string }>();
  private writing: Promise<void> | null = null;
  private writeAgain = false;
  private writeFailed = false;
  /** `data/published-content.json` keeps its files in `data/published-content-files/`. */
  private readonly filesFolder: string | null;
  /** The files this process has put in the folder, or found there. */
  private readonly filesKept = new Set<string>();
  private fileWriteFailed = false;

  constructor(
    private readonly file: string | null,
    private readonly logger: Logger,
  ) {
    this.filesFolder =
      file === null
        ? null
        : path.join(path.dirname(file), `${path.basename(file, path.extname(file))}-files`);
    if (file !== null) this.load(file);
  }

  /** Keeps what the database just said is published, if it differs from the copy. */
  remember<Content>(definition: ContentKindDefinition<Content>, content: Content): void {
    const json = JSON.stringify(content);
    if (this.known.get(definition.kind)?.json === json) return;
    this.known.set(definition.kind, { content, json });
    this.stored[definition.kind] = content;
    this.scheduleWrite();
  }

  /**
   * The kind as last kept, checked as a stored version is; undefined when none was, or when it
   * no longer passes the checks.
   */
  recall<Content>(definition: ContentKindDefinition<Content>): Content | undefined {
    const known = this.known.get(definition.kind);
    if (known) return known.content as Content;
    const stored = this.stored[definition.kind];
    if (stored === undefined) return undefined;
    const content = definition.parse(stored);
    if (content === undefined) return undefined;
    this.known.set(definition.kind, { content, json: JSON.stringify(content) });
    return content;
  }

  /**
   * Keeps a file the published content shows, by a name that says its content (a photo's hash),
   * unless this process already has. A file that cannot be written is logged once.
   */
  async rememberFile(name: string, bytes: Buffer): Promise<void> {
    const target = this.fileAt(name);
    if (target === null || this.filesKept.has(name)) return;
    this.filesKept.add(name);
    const temporary = `${target}.${process.pid}.tmp`;
    try {
      await mkdir(path.dirname(target), { recursive: true });
      await writeFile(temporary, bytes);
      await rename(temporary, target);
    } catch (error) {
      this.filesKept.delete(name);
      if (!this.fileWriteFailed) {
        this.logger.warn(
          { err: error, file: target },
          'a file of the published content cannot be written',
        );
      }
      this.fileWriteFailed = true;
    }
  }

  /** A file kept by this process or an earlier one; null when there is none. */
  async recallFile(name: string): Promise<Buffer | null> {
    const target = this.fileAt(name);
    if (target === null) return null;
    try {
      const bytes = await readFile(target);
      this.filesKept.add(name);
      return bytes;
    } catch (error) {
      // Never kept (its folder may be missing too) is no news; a disk that fails to read is.
      const code = (error as NodeJS.ErrnoException).code;
      if (code !== 'ENOENT' && code !== 'ENOTDIR') {
        this.logger.warn(
          { err: error, file: target },
          'a file of the published content cannot be read',
        );
      }
      return null;
    }
  }

  /** Where a file is kept: only a plain name, in the copy's folder. */
  private fileAt(name: string): string | null {
    if (this.filesFolder === null || !/^[\w@-]+(\.[\w]+)?$/.test(name)) return null;
    return path.join(this.filesFolder, name);
  }

  /** Resolves once what was remembered so far is on disk (or failed to be): for the tests. */
  async settled(): Promise<void> {
    while (this.writing) await this.writing;
  }

  private load(file: string): void {
    let text: string;
    try {
      text = readFileSync(file, 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') {
        this.logger.warn({ err: error, file }, 'the copy of the published content cannot be read');
      }
      return;
    }
    try {
      const parsed: unknown = JSON.parse(text);
      if (!isRecord(parsed) || !isRecord(parsed.content)) throw new Error('not a content copy');
      Object.assign(this.stored, parsed.content);
    } catch (error) {
      this.logger.warn({ err: error, file }, 'the copy of the published content is not usable');
    }
  }

  private scheduleWrite(): void {
    if (this.file === null) return;
    if (this.writing) {
      this.writeAgain = true;
      return;
    }
    this.writing = this.write(this.file).finally(() => {
      this.writing = null;
      if (this.writeAgain) {
        this.writeAgain = false;
        this.scheduleWrite();
      }
    });
  }

  private async write(file: string): Promise<void> {
    const body: CopyFile = { savedAt: new Date().toISOString(), content: this.stored };
    const temporary = `${file}.${process.pid}.tmp`;
    try {
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(temporary, JSON.stringify(body));
      await rename(temporary, file);
      this.writeFailed = false;
    } catch (error) {
      if (!this.writeFailed) {
        this.logger.warn(
          { err: error, file },
          'the copy of the published content cannot be written',
        );
      }
      this.writeFailed = true;
    }
  }
}
