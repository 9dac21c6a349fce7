import type { AppConfig } from './config';
import type { PublishedContentCopy } from './content';
import type { DocumentCatalog } from './documents';
import type { FeatureDeps } from './platform/feature-deps';

/**
 * What the composition root hands every router: the whole configuration, of which each feature
 * takes its own slice by its own type (JuryDeps, StaffDeps...); the document library as the
 * public side serves it; the copy of the court's published content the pages fall back on.
 */
export interface RouteDeps extends FeatureDeps<AppConfig> {
  documents: DocumentCatalog;
  contentCopy: PublishedContentCopy;
}
