import type { DocumentCatalog } from './document-catalog';
import type { FeatureDeps } from '../platform/feature-deps';

/** What the document library's routers are given: the catalog the public side serves too. */
export interface DocumentsDeps extends FeatureDeps {
  documents: DocumentCatalog;
}
