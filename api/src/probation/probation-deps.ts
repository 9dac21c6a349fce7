import type { FeatureDeps } from '../platform/feature-deps';

/** What the probation feature's routers and services are given; it reads no settings. */
export type ProbationDeps = FeatureDeps;
