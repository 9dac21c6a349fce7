import type { Generated } from 'kysely';

// The public forms tables, as Kysely sees them (camelCase through CamelCasePlugin; the database is
// snake_case).

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
 * This feature's tables by the names queries use; platform/database/schema.ts joins every
 * feature's into Database.
 */
export interface FormsTables {
  interpreterRequest: InterpreterRequestTable;
  contactMessage: ContactMessageTable;
  formSubmission: FormSubmissionTable;
  referenceCounter: ReferenceCounterTable;
  usedProofOfWork: UsedProofOfWorkTable;
  drivingPrivilegesRequest: DrivingPrivilegesRequestTable;
  zoomHearingRequest: ZoomHearingRequestTable;
}
