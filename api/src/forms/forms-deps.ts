import type { InboxForm } from '@court/contract';
import type { FieldKeyring } from '../platform/crypto/field-encryption';
import type { FeatureDeps } from '../platform/feature-deps';
import type { SmsSettings } from '../platform/sms/sms-sender';

/**
 * The settings the public forms' pipeline and the staff inbox read, and those the hooks of the
 * forms it sends for other features read (the court-date reminder and juror sign-up forms).
 */
export interface FormsSettings {
  /** Each form's staff mailbox. */
  formMailboxes: Record<InboxForm, string>;
  /** Seals the protected answers (an SSN) in the database. */
  fieldKeyring: FieldKeyring;
  /** Switches the proof of work and the limits off for the server bench; refused in production. */
  benchMode: boolean;
  proofOfWorkSecret: string;
  proofOfWorkMaxCounter: number;
  /** How long a copy of a form must be open before it is sent without the script. */
  formTokenMinSeconds: number;
  /** Revealing a protected answer asks for a recent second factor where the court requires them. */
  staffSecondFactorRequired: boolean;
  /** Signs the stop links and sign-up codes the reminder and notice forms send. */
  signingSecret: string;
  sms: SmsSettings;
}

/** What the forms' routers, pipeline and inbox are given. */
export type FormsDeps = FeatureDeps<FormsSettings>;
