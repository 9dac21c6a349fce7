import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, stat, utimes } from 'node:fs/promises';
import path from 'node:path';
import { HEARING_FEED_MAX_BYTES, type HearingImport } from '@court/contract';
import { isNotFound } from '../platform/file-errors';
import type { Logger } from '../platform/logger';
import {
  importHearingSchedule,
  recordRefusedSchedule,
  type HearingImportDeps,
} from './hearing-import-service';

/** How often the folder is looked at. */
const FOLDER_CHECK_MS = 60_000;

/**
 * A claimed file untouched this long was left by a process that stopped mid-import (an import
 * takes seconds): it is reported as interrupted rather than left hidden in the folder.
 */
const INTERRUPTED_AFTER_MS = 15 * 60_000;

/** `.<name>.importing-<random>`: a file one process has claimed. */
const CLAIMED_FILE = /^\.(.+)\.importing-[0-9a-f]{12}$/;

export interface HearingFolderWatcherOptions extends HearingImportDeps {
  folder: string;
  logger: Logger;
  checkEveryMs?: number;
}

/**
 * Imports the schedules a court drops into a folder (HEARING_FEED_DIR), for a case-management
 * system that can only write files. Each *.csv is first claimed by renaming it, so of several API
 * processes watching one shared folder exactly one imports it; then it is imported like an upload
 * and moved to imported/ or refused/ beside it, named after the import's time, so the court sees
 * what happened to each file. A file larger than HEARING_FEED_MAX_BYTES is refused unread, as the
 * feed refuses it; a claimed file that a stopped process left behind is refused as interrupted,
 * so staff see it and send it again. Nothing here throws: a folder that cannot be read is logged
 * and looked at again next time.
 */
export class HearingFolderWatcher {
  private timer: NodeJS.Timeout | null = null;
  private checking: Promise<void> | null = null;

  constructor(private readonly options: HearingFolderWatcherOptions) {}

  start(): void {
    if (this.timer) return;
    void this.checkNow();
    this.timer = setInterval(
      () => void this.checkNow(),
      this.options.checkEveryMs ?? FOLDER_CHECK_MS,
    );
    this.timer.unref();
  }

  /** Stops looking; a file being imported is finished. */
  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.checking;
  }

  /** Imports every schedule waiting in the folder now; a check already running is that one. */
  checkNow(): Promise<void> {
    this.checking ??= this.importWaiting()
      .catch((error: unknown) => {
        this.options.logger.error({ err: error }, 'hearing schedule folder could not be checked');
      })
      .finally(() => {
        this.checking = null;
      });
    return this.checking;
  }

  private async importWaiting(): Promise<void> {
    const { folder } = this.options;
    const files = (await readdir(folder, { withFileTypes: true })).filter((entry) =>
      entry.isFile(),
    );
    for (const entry of files) {
      const left = CLAIMED_FILE.exec(entry.name);
      if (left?.[1] !== undefined) await this.reportIfInterrupted(entry.name, left[1]);
    }
    const names = files
      .map((entry) => entry.name)
      .filter((name) => name.toLowerCase().endsWith('.csv'))
      .sort();
    for (const name of names) await this.importFile(name);
  }

  private async importFile(name: string): Promise<void> {
    const { folder } = this.options;
    const claimed = path.join(folder, `.${name}.importing-${randomBytes(6).toString('hex')}`);
    try {
      await rename(path.join(folder, name), claimed);
    } catch (error) {
      // Another process claimed it first.
      if (isNotFound(error)) return;
      throw error;
    }
    // Renaming keeps the time the file was written; the claim's time tells a stopped import.
    const now = new Date();
    await utimes(claimed, now, now);
    const { size } = await stat(claimed);
    const result =
      size > HEARING_FEED_MAX_BYTES
        ? await this.refuse(name, 'hearings.file.tooLarge')
        : await importHearingSchedule(
            this.options,
            await readFile(claimed),
            this.sender(name),
            'en',
          );
    await this.file(claimed, name, result);
  }

  /** A claimed file untouched for INTERRUPTED_AFTER_MS is refused as interrupted. */
  private async reportIfInterrupted(claimedName: string, name: string): Promise<void> {
    const claimed = path.join(this.options.folder, claimedName);
    // Gone since the folder was read: the process that claimed it has filed it.
    const claimedAt = await stat(claimed).then(
      (info) => info.mtimeMs,
      (error: unknown) => {
        if (isNotFound(error)) return null;
        throw error;
      },
    );
    if (claimedAt === null || Date.now() - claimedAt < INTERRUPTED_AFTER_MS) return;
    // Claimed again first, so of several processes one reports it.
    const reclaimed = `${claimed}-reported`;
    try {
      await rename(claimed, reclaimed);
    } catch (error) {
      if (isNotFound(error)) return;
      throw error;
    }
    this.options.logger.warn({ file: name }, 'hearing schedule left by an interrupted import');
    await this.file(reclaimed, name, await this.refuse(name, 'hearings.file.interrupted'));
  }

  private sender(name: string) {
    return {
      source: 'folder' as const,
      name,
      actor: 'folder',
      requestId: `folder-${randomBytes(4).toString('hex')}`,
    };
  }

  private refuse(name: string, code: string): Promise<HearingImport> {
    return recordRefusedSchedule(
      this.options,
      { problems: [{ row: 0, column: null, code }], rows: 0 },
      this.sender(name),
      'en',
    );
  }

  /** Moves a claimed file to imported/ or refused/, named after the import's time. */
  private async file(claimed: string, name: string, result: HearingImport): Promise<void> {
    const { folder, logger } = this.options;
    const outcome = result.applied ? 'imported' : 'refused';
    await mkdir(path.join(folder, outcome), { recursive: true });
    const stamp = result.importedAt.replace(/[:.]/g, '-');
    await rename(claimed, path.join(folder, outcome, `${stamp}-${name}`));
    logger.info(
      { file: name, importId: result.id, applied: result.applied, counts: result.counts },
      `hearing schedule from the folder ${outcome}`,
    );
  }
}
