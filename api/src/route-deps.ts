import type { AppConfig } from './config';
import type { DocumentCatalog } from './documents';
import type { FeatureDeps } from './platform/feature-deps';

/**
 * What the composition root hands every router: the whole configuration, of which each feature
 * takes its own slice by its own type (JuryDeps, StaffDeps...), and the document library as the
 * public side serves it.
 */
export interface RouteDeps extends FeatureDeps<AppConfig> {
  documents: DocumentCatalog;
}
