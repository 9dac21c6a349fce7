import type { Kysely } from 'kysely';
import type { AppConfig } from './config';
import type { DocumentCatalog } from './documents';
import type { Clock } from './platform/clock';
import type { Database } from './platform/database/schema';
import type { Metrics } from './platform/metrics/metrics';

/** What route handlers may use: plain values, no container. */
export interface RouteDeps {
  config: AppConfig;
  db: Kysely<Database>;
  clock: Clock;
  metrics: Metrics;
  /** The document library as the public side serves it. */
  documents: DocumentCatalog;
}
