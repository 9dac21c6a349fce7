import type { FeatureDeps } from '../platform/feature-deps';
import type { SmsSettings } from '../platform/sms/sms-sender';

/** The settings the jury feature reads. */
export interface JurySettings {
  publicSiteUrl: string;
  /** Signs the stop links of notices. */
  signingSecret: string;
  sms: SmsSettings;
}

/** What the jury feature's routers and services are given. */
export type JuryDeps = FeatureDeps<JurySettings>;
