import { readFileSync } from 'node:fs';
import { mkdir, rename, writeFile } from 'node:fs/promises';
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

  constructor(
    private readonly file: string | null,
    private readonly logger: Logger,
  ) {
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

  /** The kind as last kept, checked as a stored version is; undefined when none was. */
  recall<Content>(definition: ContentKindDefinition<Content>): Content | undefined {
    const known = this.known.get(definition.kind);
    if (known) return known.content as Content;
    const stored = this.stored[definition.kind];
    if (stored === undefined) return undefined;
    const content = definition.parse(stored);
    this.known.set(definition.kind, { content, json: JSON.stringify(content) });
    return content;
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
