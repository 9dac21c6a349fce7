import type { FeatureDeps } from '../platform/feature-deps';

/** The settings the careers feature reads. */
export interface CareersSettings {
  /** Largest document a posting may carry. */
  careerDocumentMaxBytes: number;
}

/** What the careers feature's routers and services are given. */
export type CareersDeps = FeatureDeps<CareersSettings>;
