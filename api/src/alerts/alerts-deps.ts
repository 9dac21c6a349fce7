import type { FeatureDeps } from '../platform/feature-deps';

/** The settings the site alerts feature reads. */
export interface AlertsSettings {
  /** An emergency alert asks for a recent second factor where the court requires them. */
  staffSecondFactorRequired: boolean;
}

/** What the site alerts' routers and services are given. */
export type AlertsDeps = FeatureDeps<AlertsSettings>;
