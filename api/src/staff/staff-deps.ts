import type { FieldKeyring } from '../platform/crypto/field-encryption';
import type { FeatureDeps } from '../platform/feature-deps';
import type { SingleSignOnSettings } from './single-sign-on-settings';

/** The settings staff identity reads: sign-in, second factors, single sign-on, links. */
export interface StaffSettings {
  isProduction: boolean;
  publicSiteUrl: string;
  localSignIn: boolean;
  staffSecondFactorRequired: boolean;
  /** Masks a username that matches no account, in the audit and the sign-in throttle. */
  signingSecret: string;
  fieldKeyring: FieldKeyring;
  singleSignOn: SingleSignOnSettings | null;
}

/** What staff identity's routers and services are given. */
export type StaffDeps = FeatureDeps<StaffSettings>;

/** What asking for a recent factor needs: the second-factor rule, the sessions, the clock. */
export type StepUpDeps = Pick<
  FeatureDeps<Pick<StaffSettings, 'staffSecondFactorRequired'>>,
  'db' | 'clock' | 'config'
>;
