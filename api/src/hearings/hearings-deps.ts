import type { FeatureDeps } from '../platform/feature-deps';
import type { NamedSecret } from '../platform/config/parsers';
import type { SmsSettings } from '../platform/sms/sms-sender';

/** The settings the hearings feature reads. */
export interface HearingsSettings {
  publicSiteUrl: string;
  /** Signs the stop links of reminders and the sign-up codes. */
  signingSecret: string;
  sms: SmsSettings;
  /** Days before a hearing that reminders are sent. */
  courtDateReminderDays: number[];
  /** The keys the hearing feed accepts, by name. */
  hearingFeedKeys: NamedSecret[];
  /** An import taking off more than this percent of the upcoming hearings needs confirming. */
  hearingRemovalConfirmPercent: number;
  /** An import taking off fewer upcoming hearings than this never needs confirming. */
  hearingRemovalConfirmMinimum: number;
}

/** What the hearings feature's routers and services are given. */
export type HearingsDeps = FeatureDeps<HearingsSettings>;
