import type { Logger } from '../platform/logger';
import { withinTime } from '../platform/within-time';

/** The answer of a public GET endpoint, keyed by its path (and query) under the API base. */
export type PageDataSources = Readonly<Record<string, () => Promise<unknown>>>;

/**
 * For some paths, what to show when they cannot be read, made for the moment asked (the court's
 * content from its copy on disk); undefined when there is nothing to show.
 */
export type OfflinePageData = Readonly<Record<string, () => unknown>>;

export interface PageDataCacheOptions {
  /** How long a value read is used before it is read again. */
  maxAgeMs: number;
  /**
   * How long a page waits for a fresh read before it is served with the last value read (or
   * without the value): a database that stalls must not stall the information pages.
   */
  waitMs: number;
  /** Preferred to the last value read: it outlives the process, and it is made for the moment. */
  offline?: OfflinePageData;
}

interface Entry {
  /** The last value read successfully, and when. */
  value?: unknown;
  readAt: number;
  /** A read on its way, shared by every page that needs it meanwhile. */
  reading?: Promise<unknown>;
  /** When the last read failed: until a read succeeds, pages wait for another only a moment. */
  failedAt?: number;
}

const MISSING = Symbol('missing');

/** How long a page waits for a source that failed last time. */
const PROBE_WAIT_MS = 100;

/**
 * The API answers the server renders pages with (the alerts in force, the juror message, the
 * job list), each read at most once per maxAge and shared by the pages that need it. When a read
 * fails or is slow, pages get the last value read instead, so the site keeps showing what it
 * knew while the database is away, or what its offline source gives (the court's content, kept
 * on disk, for a process started while the database was away); a value never read is left out,
 * and the page shows its own short note in its place. Values are the same for every visitor:
 * nothing personal is kept.
 */
export class PageDataCache {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly sources: PageDataSources,
    private readonly logger: Logger,
    private readonly options: PageDataCacheOptions,
  ) {}

  /** Whether every path has a source: a page needing one that has none is served as built. */
  hasSources(paths: readonly string[]): boolean {
    return paths.every((apiPath) => apiPath in this.sources);
  }

  /** The values of the paths that could be had, fresh or last known, keyed by path. */
  async read(paths: readonly string[]): Promise<Record<string, unknown>> {
    const values = await Promise.all(paths.map(async (apiPath) => this.readOne(apiPath)));
    return Object.fromEntries(
      paths.flatMap((apiPath, index) =>
        values[index] === MISSING ? [] : [[apiPath, values[index]]],
      ),
    );
  }

  /**
   * Staff changed something: the next page waits for fresh values. The last values stay as a
   * fallback, so the pages still show them if the database goes away before they are read.
   */
  expire(): void {
    for (const entry of this.entries.values()) {
      entry.readAt = 0;
      // A read already on its way may have started before the change.
      entry.reading = undefined;
    }
  }

  private async readOne(apiPath: string): Promise<unknown> {
    const entry = this.entries.get(apiPath) ?? { readAt: 0 };
    this.entries.set(apiPath, entry);
    const now = Date.now();
    if ('value' in entry && now - entry.readAt < this.options.maxAgeMs) return entry.value;
    const reading = entry.reading ?? this.startRead(apiPath, entry);
    // Known to be failing: wait only a moment, long enough to see a database that is back (or
    // that refuses at once), short enough that a stalled one costs the visitor little.
    const waitMs =
      entry.failedAt === undefined
        ? this.options.waitMs
        : Math.min(this.options.waitMs, PROBE_WAIT_MS);
    // The read itself goes on when the wait ends, and its value is kept for the next page.
    return withinTime(reading, waitMs).catch(() => this.fallback(apiPath, entry));
  }

  /** What a page shows of a path that cannot be read now. */
  private fallback(apiPath: string, entry: Entry): unknown {
    const offline = this.options.offline?.[apiPath]?.();
    if (offline !== undefined) return offline;
    return 'value' in entry ? entry.value : MISSING;
  }

  private startRead(apiPath: string, entry: Entry): Promise<unknown> {
    const source = this.sources[apiPath];
    const startedAt = Date.now();
    const reading = (async () => source?.())().then(
      (value) => {
        // A read that expire() dropped is not put back: it may hold what staff just changed.
        if (entry.reading === reading) {
          entry.value = value;
          entry.readAt = startedAt;
          entry.failedAt = undefined;
        }
        return value;
      },
      (error: unknown) => {
        if (entry.failedAt === undefined) {
          this.logger.warn(
            { err: error, apiPath },
            'page data could not be read: pages show the last value read',
          );
        }
        entry.failedAt = Date.now();
        return this.fallback(apiPath, entry);
      },
    );
    entry.reading = reading;
    void reading.finally(() => {
      if (entry.reading === reading) entry.reading = undefined;
    });
    return reading;
  }
}
