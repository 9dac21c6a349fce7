import type { Kysely } from 'kysely';
import type { Clock } from './clock';
import type { Database } from './database/schema';
import type { Metrics } from './metrics/metrics';

/**
 * What a feature's routers and services are given by the composition root: plain values, no
 * container. `Settings` is the feature's own slice of the configuration, the settings it reads
 * and nothing else, so a feature never imports the root's configuration.
 */
export interface FeatureDeps<Settings extends object = Record<never, never>> {
  db: Kysely<Database>;
  clock: Clock;
  metrics: Metrics;
  config: Settings;
}
