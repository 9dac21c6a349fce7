import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename } from 'node:fs/promises';
import path from 'node:path';
import { isNotFound } from '../platform/file-errors';
import type { Logger } from '../platform/logger';
import { importHearingSchedule, type HearingImportDeps } from './hearing-import-service';

/** How often the folder is looked at. */
const FOLDER_CHECK_MS = 60_000;

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
 * what happened to each file. Nothing here throws: a folder that cannot be read is logged and
 * looked at again next time.
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
    const names = (await readdir(folder, { withFileTypes: true }))
      .filter((entry) => entry.isFile() && entry.name.toLowerCase().endsWith('.csv'))
      .map((entry) => entry.name)
      .sort();
    for (const name of names) await this.importFile(name);
  }

  private async importFile(name: string): Promise<void> {
    const { folder, logger } = this.options;
    const claimed = path.join(folder, `.${name}.importing-${randomBytes(6).toString('hex')}`);
    try {
      await rename(path.join(folder, name), claimed);
    } catch (error) {
      // Another process claimed it first.
      if (isNotFound(error)) return;
      throw error;
    }
    const result = await importHearingSchedule(
      this.options,
      await readFile(claimed),
      {
        source: 'folder',
        name,
        actor: 'folder',
        requestId: `folder-${randomBytes(4).toString('hex')}`,
      },
      'en',
    );
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
