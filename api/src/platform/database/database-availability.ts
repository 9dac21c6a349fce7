import type { Logger } from '../logger';
import type { Metrics } from '../metrics/metrics';
import { databaseFaultKind } from './database-faults';

/**
 * Whether the database is reachable, as the process last saw it. An outage is logged once when
 * it starts (with the request that met it, if any) and once when it ends, with its length; the
 * faults in between are counted, not logged again, so an outage does not flood the log.
 */
export class DatabaseAvailability {
  private downSince: number | null = null;
  private faultsInOutage = 0;
  private schemaPending = false;

  constructor(
    private readonly logger: Logger,
    private readonly metrics?: Pick<Metrics, 'databaseErrors'>,
  ) {}

  /** True while the server brings the schema up to date, from start until it is current. */
  get isSchemaPending(): boolean {
    return this.schemaPending;
  }

  /** The server starts bringing the schema up to date; data waits (503) until it is done. */
  markSchemaPending(): void {
    this.schemaPending = true;
  }

  markSchemaCurrent(): void {
    this.schemaPending = false;
  }

  /** True from the first fault until a database operation succeeds again. */
  get isDown(): boolean {
    return this.downSince !== null;
  }

  /** A database operation failed because the database is unreachable, stalled, full or read-only. */
  reportFault(error: unknown, requestId?: string): void {
    const kind = databaseFaultKind(error);
    this.metrics?.databaseErrors.inc({ kind });
    this.faultsInOutage += 1;
    if (this.downSince !== null) return;
    this.downSince = Date.now();
    this.logger.error(
      { err: error, kind, ...(requestId ? { requestId } : {}) },
      'database unavailable: public pages serve what they last read, data and forms answer 503',
    );
  }

  /** A database operation succeeded: ends an outage if one was under way. */
  reportSuccess(): void {
    if (this.downSince === null) return;
    this.logger.warn(
      { outageMs: Date.now() - this.downSince, faults: this.faultsInOutage },
      'database available again',
    );
    this.downSince = null;
    this.faultsInOutage = 0;
  }
}
