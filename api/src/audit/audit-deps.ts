import type { FeatureDeps } from '../platform/feature-deps';

/** What the audit feature's routers and services are given; it reads no settings. */
export type AuditDeps = FeatureDeps;
