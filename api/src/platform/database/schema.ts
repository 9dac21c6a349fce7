import type { ColumnType, Generated } from 'kysely';
import type { AlertPlacement, AlertSeverity, Language, SignInNextStep } from '@court/contract';

/** Tables as Kysely sees them (camelCase through CamelCasePlugin; the database is snake_case). */

export type OutboxStatus = 'pending' | 'sent' | 'failed';

/** email goes over SMTP; sms to the configured SMS sender (toAddress is then the number). */
export type OutboxChannel = 'email' | 'sms';

export interface OutboxMessageTable {
  id: Generated<number>;
  toAddress: string;
  subject: string;
  bodyText: string;
  /** 'email' unless given. */
  channel: ColumnType<OutboxChannel, OutboxChannel | undefined, never>;
  /** JSON object of extra mail headers (List-Unsubscribe...), or null. */
  headers: string | null;
  status: OutboxStatus;
  attempts: number;
  /** ISO 8601 instant, UTC. */
  nextAttemptAt: string;
  lastError: string | null;
  createdAt: string;
  sentAt: string | null;
}

export type SiteMessageKey = 'juror' | 'drug-testing';

export interface SiteMessageTable {
  key: SiteMessageKey;
  message: string;
  updatedAt: string;
}

/** Which content a draft or version holds. */
export type ContentKind =
  | 'court-facts'
  | 'court-hours'
  | 'court-links'
  | 'court-contacts'
  | 'site-faq'
  | 'jury-faq'
  | 'court-officials';

/** An official's photo, re-encoded to WebP at the pages' size and at twice it. */
export interface OfficialPhotoTable {
  /** The first 32 hex digits of the SHA-256 of the standard size. */
  id: string;
  standard: Buffer;
  double: Buffer;
  uploadedBy: string;
  uploadedAt: string;
}

/** The working draft of one kind of content: a JSON object, as staff last saved it. */
export interface ContentDraftTable {
  kind: ContentKind;
  data: string;
  savedBy: string;
  savedAt: string;
}

/** A published version of one kind of content; the site shows the newest whose time has come. */
export interface ContentVersionTable {
  id: Generated<number>;
  kind: ContentKind;
  /** 1, 2, 3… per kind. */
  number: number;
  data: string;
  publishedBy: string;
  createdAt: string;
  /** ISO 8601 instant from which the site shows it. */
  publishAt: string;
  /** Staff cancelled it before its time: the site never shows it. */
  cancelledBy: string | null;
  cancelledAt: string | null;
}

export interface InterpreterRequestTable {
  id: Generated<number>;
  fullName: string;
  caseNumber: string;
  /** YYYY-MM-DD. */
  hearingDate: string;
  judge: string;
  email: string;
  language: string;
  requests: string;
  createdAt: string;
  requestId: string;
  /** Null for requests sent before the form pipeline existed. */
  submissionId: number | null;
}

/** A job-posting PDF, stored once however many postings use it. */
export interface CareerDocumentTable {
  id: Generated<number>;
  /** SHA-256 of the bytes, hex; unique, so the same file is kept only once. */
  sha256: string;
  /** Size in bytes. */
  size: number;
  /** The PDF. */
  bytes: Buffer;
  createdAt: string;
}

export interface DocumentFileTable {
  id: Generated<number>;
  /** SHA-256 of the bytes, hex; unique, so the same file is kept only once. */
  sha256: string;
  size: number;
  pages: number | null;
  bytes: Buffer;
  createdAt: string;
}

export interface DocumentTable {
  id: Generated<number>;
  slug: string;
  groupName: string;
  titleEn: string;
  titleEs: string;
  position: number;
  currentVersionId: number | null;
  createdAt: string;
  retiredAt: string | null;
  replacedBySlug: string | null;
}

export interface DocumentVersionTable {
  id: Generated<number>;
  documentId: number;
  fileId: number;
  uploadedAt: string;
  uploadedBy: string | null;
}

export interface HearingImportTable {
  id: Generated<number>;
  importedAt: string;
  source: string;
  importedBy: string;
  applied: number;
  rowCount: number;
  addedCount: number;
  movedCount: number;
  cancelledCount: number;
  disappearedCount: number;
  unchangedCount: number;
  errors: string;
  errorCount: number;
}

export interface HearingTable {
  id: Generated<number>;
  caseNumber: string;
  lastName: string;
  firstName: string;
  hearingType: string;
  hearingDate: string;
  hearingTime: string;
  startsAt: string;
  courtroom: string;
  status: string;
  lastImportId: number;
  updatedAt: string;
}

export interface HearingChangeTable {
  id: Generated<number>;
  importId: number;
  hearingId: number;
  kind: string;
  before: string | null;
  /** When the notices of this change were queued; null until then. */
  notifiedAt: Generated<string | null>;
}

/** A court-date reminder sign-up: one case and last name, in one language. */
export interface ReminderSignupTable {
  id: Generated<number>;
  reference: string;
  caseNumber: string;
  lastName: string;
  language: string;
  createdAt: string;
}

/** One way of reaching a sign-up (e-mail or text), confirmed by a code before it is used. */
export interface ReminderContactTable {
  id: Generated<number>;
  signupId: number;
  channel: OutboxChannel;
  destination: string;
  carrier: string | null;
  codeHash: string | null;
  codeExpiresAt: string | null;
  codeAttempts: number;
  codesSent: number;
  confirmedAt: string | null;
  consentText: string | null;
  consentAt: string | null;
  stoppedAt: string | null;
  createdAt: string;
}

/**
 * Codes sent to one phone or address in one window (an hour, a day), under a keyed hash of the
 * destination; a row is deleted once its window has passed.
 */
export interface ReminderCodeQuotaTable {
  key: string;
  sends: number;
  expiresAt: string;
}

/** Staff's notice to everyone signed up with a hearing on a date. */
export interface HearingDayNoticeTable {
  id: Generated<number>;
  hearingDate: string;
  message: string;
  emergency: number;
  sendAt: string;
  status: 'scheduled' | 'sent' | 'cancelled';
  createdBy: string;
  createdAt: string;
  sentAt: string | null;
}

/** One message to one contact on one occasion (unique), queued or found unreachable. */
export interface ReminderDeliveryTable {
  id: Generated<number>;
  contactId: number;
  occasion: string;
  dayNoticeId: number | null;
  status: 'queued' | 'unreachable';
  reason: string | null;
  createdAt: string;
}

/** The outbox messages that carry a delivery: one e-mail, or the parts of a text. */
export interface ReminderMessageTable {
  outboxMessageId: number;
  deliveryId: number;
  part: number;
}

export interface CareerPostingTable {
  id: Generated<number>;
  title: string;
  documentId: number;
  /** YYYY-MM-DD. */
  postedDate: string;
  /** 1 active, 0 expired: an integer so both databases bind it the same way. */
  active: number;
  createdAt: string;
}

export interface ContactMessageTable {
  id: Generated<number>;
  name: string;
  email: string;
  /** Ten digits; null when not given. */
  phone: string | null;
  subject: string;
  message: string;
  createdAt: string;
  requestId: string;
  /** Null for messages sent before the form pipeline existed. */
  submissionId: number | null;
}

export interface StaffUserTable {
  id: Generated<number>;
  /** Lower-case. */
  username: string;
  displayName: string;
  email: string;
  /** argon2id PHC string; '' (NO_PASSWORD) until the person sets one from their link. */
  passwordHash: string;
  /** Comma-separated STAFF_ROLES. */
  roles: string;
  /** 1 disabled, 0 active. */
  disabled: number;
  createdAt: string;
  updatedAt: string;
  /** The last successful sign-in, ISO 8601; null when never. */
  lastSignInAt: ColumnType<string | null, string | null | undefined, string | null>;
  /** The authentication app's base32 secret, sealed (TOTP_SECRET_CONTEXT); null without an app. */
  totpSecret: ColumnType<string | null, string | null | undefined, string | null>;
  /** The last 30-second step a code from the app was accepted for; a code works once. */
  totpLastStep: ColumnType<number | null, number | null | undefined, number | null>;
  /** When the app was enrolled, ISO 8601; null without an app. */
  totpEnrolledAt: ColumnType<string | null, string | null | undefined, string | null>;
  /**
   * The OpenID Connect provider (its issuer) and the person there (the `sub` claim) of an account
   * made by single sign-on: unique together; both null for an account of a password alone.
   */
  oidcIssuer: ColumnType<string | null, string | null | undefined, never>;
  oidcSubject: ColumnType<string | null, string | null | undefined, never>;
  /** The WebAuthn user handle of the account's passkeys, base64url; null until its first. */
  passkeyUserHandle: ColumnType<string | null, string | null | undefined, string | null>;
  /**
   * Second-factor proofs failed in a row (wrong codes, passkeys not the account's); at
   * MAX_CONSECUTIVE_FACTOR_FAILURES only an administrator's reset lets the account prove one.
   */
  factorFailures: Generated<number>;
}

/** One passkey (WebAuthn credential) of an account; it signs the person in alone. */
export interface StaffPasskeyTable {
  id: Generated<number>;
  staffUserId: number;
  /** base64url. */
  credentialId: string;
  /** The COSE public key, base64url. */
  publicKey: string;
  /** A bigint: PostgreSQL answers it as text, SQLite as a number. */
  signCount: ColumnType<number | string, number, number>;
  /** Comma-separated transports the browser reported; '' when none. */
  transports: string;
  /** 1 when the passkey may be synced to the person's other devices. */
  backupEligible: number;
  /** 1 when it was, at its last use. */
  backedUp: number;
  /** The person's label for it. */
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
}

/**
 * A challenge handed out for a sign-in with a passkey alone (no session holds it yet); deleted
 * when used, so it works once.
 */
export interface StaffPasskeyChallengeTable {
  /** SHA-256 (hex) of the base64url challenge. */
  challengeHash: string;
  expiresAt: string;
}

/** One recovery code of an account, each usable once; enrolling an app again replaces them. */
export interface StaffRecoveryCodeTable {
  id: Generated<number>;
  staffUserId: number;
  /** SHA-256 (hex) of the code as normaliseRecoveryCode writes it. */
  codeHash: string;
  usedAt: string | null;
}

/** A one-time link to set an account's password; a newer link replaces the account's older ones. */
export interface StaffPasswordLinkTable {
  /** SHA-256 (hex) of the random token the link carries. */
  tokenHash: string;
  staffUserId: number;
  createdAt: string;
  /** ISO 8601 instant from which the link no longer works. */
  expiresAt: string;
  /** When the password was set with it; null while unused. */
  usedAt: string | null;
}

/**
 * One count of failed staff sign-ins (see STAFF_SIGN_IN_THROTTLE), or a client address trusted
 * for a name after a successful sign-in. Kept for typed usernames whether or not an account has
 * them; neither the name nor the address is stored in clear.
 */
export interface SignInThrottleTable {
  /** "name:", "source:" or "trusted:" followed by a SHA-256 in hex. */
  key: string;
  /** SHA-256 (hex) of the lower-cased username typed. */
  nameHash: string;
  failures: number;
  /** ISO 8601 instant before which sign-in under this key is refused; null when never held. */
  blockedUntil: string | null;
  /** The last failure, or for a trusted address the last sign-in. */
  updatedAt: string;
}

/**
 * How far a session is through sign-in: after the password, `factor` waits for a code and
 * `enrol` for an authentication app to be set up; only a `complete` session may use the tools.
 */
export type StaffSessionStage = SignInNextStep['next'] | 'complete';

/** How a session's first factor was proved: a password, the court's single sign-on, or a passkey. */
export type StaffFirstFactor = 'password' | 'sso' | 'passkey';

export interface StaffSessionTable {
  /** SHA-256 (hex) of the random id the cookie carries. */
  idHash: string;
  staffUserId: number;
  createdAt: string;
  lastSeenAt: string;
  /** Absolute end of the session, ISO 8601. */
  expiresAt: string;
  ip: string | null;
  userAgent: string | null;
  stage: StaffSessionStage;
  firstFactor: ColumnType<StaffFirstFactor, StaffFirstFactor, never>;
  /** When this session last proved a second factor, ISO 8601; null when it never did. */
  factorAt: ColumnType<string | null, string | null | undefined, string | null>;
  /** An app secret being enrolled from this session, sealed; null when none is. */
  totpPendingSecret: ColumnType<string | null, string | null | undefined, string | null>;
  /** SHA-256 (hex) of the challenge of a passkey being added or proved; null when none is. */
  webauthnChallenge: ColumnType<string | null, string | null | undefined, string | null>;
}

/**
 * A single sign-on started in a browser and not yet back from the provider: what finishing it
 * needs, kept on the server. Used once (deleted as it is read) and within its time.
 */
export interface StaffSignInRequestTable {
  /** SHA-256 (hex) of the `state` sent to the provider. */
  stateHash: string;
  /** SHA-256 (hex) of the random value of the cookie of the browser that started it. */
  browserHash: string;
  nonce: string;
  /** The PKCE code verifier. */
  codeVerifier: string;
  /** The staff page (path and query) to come back to; its language is the answer's. */
  returnPath: string;
  createdAt: string;
  expiresAt: string;
}

export interface AuditLogTable {
  id: Generated<number>;
  action: string;
  actor: string | null;
  at: string;
  subjectType: string | null;
  subjectId: string | null;
  requestId: string | null;
  /** JSON text. */
  details: string | null;
}

export type SubmissionStatusColumn = 'new' | 'processed';

/** One submission of a public form, whatever the form: what the staff inbox lists. */
export interface FormSubmissionTable {
  id: Generated<number>;
  form: string;
  /** Server-made, unique: DP-2026-000123. */
  reference: string;
  name: string;
  caseNumber: string | null;
  email: string | null;
  /** Language the person used: their confirmation e-mail is written in it. */
  language: string;
  status: SubmissionStatusColumn;
  receivedAt: string;
  processedAt: string | null;
  processedBy: string | null;
  /** The browser's key for one attempt; unique per form, so a resend finds the first row. */
  idempotencyKey: string | null;
}

export interface ReferenceCounterTable {
  prefix: string;
  year: number;
  lastNumber: number;
}

export interface UsedProofOfWorkTable {
  signature: string;
  /** ISO 8601; after it the challenge is refused anyway, so the row can go. */
  expiresAt: string;
}

export interface DrivingPrivilegesRequestTable {
  id: Generated<number>;
  submissionId: number;
  firstName: string;
  lastName: string;
  /** AES-256-GCM sealed SSN with its key id (see field-encryption). */
  ssnEncrypted: string;
  ssnLastFour: string;
  /** YYYY-MM-DD. */
  dob: string;
  caseNumber: string;
  cellPhone: string;
  /** Ten digits, or '' when not given. */
  homePhone: string;
  /** '' when not given. */
  email: string;
  address: string;
  /** JSON array of the places (type, name, address, days, hours, info). */
  locations: string;
  agentName: string;
  agentPhone: string;
  policyNumber: string;
}

export interface ZoomHearingRequestTable {
  id: Generated<number>;
  submissionId: number;
  fullName: string;
  /** YYYY-MM-DD. */
  hearingDate: string;
  caseNumber: string;
  phone: string;
  email: string;
}

/**
 * A juror signed up for notifications for one service date; unique per juror number and date,
 * so a second sign-up updates the row. Juror notices read it and record unsubscriptions.
 */
export interface JurorRegistrationTable {
  id: Generated<number>;
  jurorNumber: string;
  /** YYYY-MM-DD, the first date of service. */
  serveDate: string;
  /** Upper-cased. */
  lastName: string;
  /** Ten digits; null when the juror gave only an e-mail. */
  cellphone: string | null;
  /** One of CARRIERS; null with the cellphone. */
  carrier: string | null;
  /** Lower-cased; null when the juror gave only a cellphone. */
  email: string | null;
  /** Language of the sign-up: 'en' or 'es'. */
  language: string;
  createdAt: string;
  updatedAt: string;
  /** When the juror asked to stop the notices, and how (set by juror notices). */
  unsubscribedAt: string | null;
  unsubscribeChannel: string | null;
  /** The latest sign-up's submission. */
  submissionId: number | null;
}

export interface ScheduledJobTable {
  name: string;
  nextRunAt: string;
  leasedUntil: string;
  lastRunAt: string | null;
  lastError: string | null;
}

/** A notice to the jurors registered for one service date. */
export interface JurorNoticeTable {
  id: Generated<number>;
  /** YYYY-MM-DD. */
  serveDate: string;
  message: string;
  /** ISO 8601 instant, UTC, when it goes. */
  sendAt: string;
  status: 'scheduled' | 'sent' | 'cancelled';
  /** Username of the member of staff who wrote it. */
  createdBy: string;
  createdAt: string;
  /** When its messages were queued. */
  sentAt: string | null;
}

/** One juror on one channel of a notice: unique, so no notice reaches anyone twice. */
export interface JurorNoticeDeliveryTable {
  id: Generated<number>;
  noticeId: number;
  registrationId: number;
  channel: OutboxChannel;
  /** The e-mail address or the ten-digit cellphone, as it was when queued. */
  destination: string;
  /** queued: its outbox messages tell how it went; unreachable: a text that cannot go. */
  status: 'queued' | 'unreachable';
  /** Why unreachable (an UnreachableReason); null when queued. */
  reason: string | null;
  createdAt: string;
}

/** The outbox messages of a delivery: one e-mail, or each part of a text. */
export interface JurorNoticeMessageTable {
  outboxMessageId: number;
  deliveryId: number;
  /** 1 for an e-mail; 1..n for the parts of a text. */
  part: number;
}

export interface SiteAlertTable {
  id: Generated<number>;
  severity: AlertSeverity;
  placement: AlertPlacement;
  headingEn: string;
  headingEs: string;
  bodyEn: string;
  bodyEs: string;
  /** The optional link: all three set, or all three null. */
  linkUrl: string | null;
  linkTextEn: string | null;
  linkTextEs: string | null;
  /** ISO 8601 instants, UTC: in force from startsAt until just before endsAt. */
  startsAt: string;
  endsAt: string;
  /** Username of the member of staff who last changed it. */
  updatedBy: string;
  updatedAt: string;
}

/** Searches that found nothing: one row per normalised query, language and court day. */
export interface SearchMissTable {
  query: string;
  language: Language;
  /** YYYY-MM-DD, the court's calendar day. */
  day: string;
  count: number;
}

export interface Database {
  outboxMessage: OutboxMessageTable;
  siteMessage: SiteMessageTable;
  contentDraft: ContentDraftTable;
  contentVersion: ContentVersionTable;
  officialPhoto: OfficialPhotoTable;
  interpreterRequest: InterpreterRequestTable;
  careerPosting: CareerPostingTable;
  careerDocument: CareerDocumentTable;
  documentFile: DocumentFileTable;
  document: DocumentTable;
  documentVersion: DocumentVersionTable;
  hearingImport: HearingImportTable;
  hearing: HearingTable;
  hearingChange: HearingChangeTable;
  reminderSignup: ReminderSignupTable;
  reminderContact: ReminderContactTable;
  reminderCodeQuota: ReminderCodeQuotaTable;
  hearingDayNotice: HearingDayNoticeTable;
  reminderDelivery: ReminderDeliveryTable;
  reminderMessage: ReminderMessageTable;
  contactMessage: ContactMessageTable;
  staffUser: StaffUserTable;
  staffSession: StaffSessionTable;
  staffPasswordLink: StaffPasswordLinkTable;
  staffRecoveryCode: StaffRecoveryCodeTable;
  staffSignInRequest: StaffSignInRequestTable;
  staffPasskey: StaffPasskeyTable;
  staffPasskeyChallenge: StaffPasskeyChallengeTable;
  signInThrottle: SignInThrottleTable;
  auditLog: AuditLogTable;
  formSubmission: FormSubmissionTable;
  scheduledJob: ScheduledJobTable;
  referenceCounter: ReferenceCounterTable;
  usedProofOfWork: UsedProofOfWorkTable;
  drivingPrivilegesRequest: DrivingPrivilegesRequestTable;
  zoomHearingRequest: ZoomHearingRequestTable;
  jurorRegistration: JurorRegistrationTable;
  jurorNotice: JurorNoticeTable;
  siteAlert: SiteAlertTable;
  jurorNoticeDelivery: JurorNoticeDeliveryTable;
  jurorNoticeMessage: JurorNoticeMessageTable;
  searchMiss: SearchMissTable;
}
