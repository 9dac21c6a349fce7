import type { Generated } from 'kysely';

/** Tables as Kysely sees them (camelCase through CamelCasePlugin; the database is snake_case). */

export type OutboxStatus = 'pending' | 'sent' | 'failed';

export interface OutboxMessageTable {
  id: Generated<number>;
  toAddress: string;
  subject: string;
  bodyText: string;
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
}

export interface CareerPostingTable {
  id: Generated<number>;
  title: string;
  /** PDF bytes. */
  document: Buffer;
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
}

export interface StaffUserTable {
  id: Generated<number>;
  /** Lower-case. */
  username: string;
  displayName: string;
  email: string;
  /** argon2id PHC string. */
  passwordHash: string;
  /** Comma-separated STAFF_ROLES. */
  roles: string;
  /** 1 disabled, 0 active. */
  disabled: number;
  failedAttempts: number;
  /** ISO 8601 instant until which sign-in is refused; null when not locked. */
  lockedUntil: string | null;
  createdAt: string;
  updatedAt: string;
}

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

export interface Database {
  outboxMessage: OutboxMessageTable;
  siteMessage: SiteMessageTable;
  interpreterRequest: InterpreterRequestTable;
  careerPosting: CareerPostingTable;
  contactMessage: ContactMessageTable;
  staffUser: StaffUserTable;
  staffSession: StaffSessionTable;
  auditLog: AuditLogTable;
}
