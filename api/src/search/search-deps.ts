import type { FeatureDeps } from '../platform/feature-deps';

/** What the search feature's routers and services are given; it reads no settings. */
export type SearchDeps = FeatureDeps;
