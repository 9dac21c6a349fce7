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

export interface Database {
  outboxMessage: OutboxMessageTable;
  siteMessage: SiteMessageTable;
  interpreterRequest: InterpreterRequestTable;
  careerPosting: CareerPostingTable;
}
