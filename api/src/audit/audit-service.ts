import type { Kysely } from 'kysely';
import { isRecord, type AuditEntry, type AuditPage } from '@court/contract';
import { authorizeStaff, type SignedInStaff } from '../platform/authorization';
import type { Clock } from '../platform/clock';
import type { Database } from '../platform/database/schema';
import { QueryReader } from '../platform/query-reader';
import {
  countAuditLog,
  insertAuditLog,
  listAuditLog,
  type AuditLogFilter,
  type AuditLogRow,
} from './audit-log-repository';

/** Who acted and in which request; actor null for an unknown user or the command line. */
export interface AuditContext {
  actor: string | null;
  requestId: string | null;
}

export interface AuditEvent {
  action: string;
  subjectType?: string;
  subjectId?: string;
  details?: Record<string, unknown>;
}

export const AUDIT_DEFAULT_PAGE_SIZE = 25;
export const AUDIT_MAX_PAGE_SIZE = 100;

// Keys never written to the audit log, whatever a caller passes: a last line of defence.
const FORBIDDEN_DETAIL_KEY = /password|ssn|secret|token|hash/i;

function scrub(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(scrub);
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([key]) => !FORBIDDEN_DETAIL_KEY.test(key))
        .map(([key, inner]) => [key, scrub(inner)]),
    );
  }
  return value;
}

/**
 * Writes one audit row. Pass the transaction of the change it records, so the change and its
 * audit row are committed together or not at all.
 */
export async function recordAudit(
  db: Kysely<Database>,
  clock: Clock,
  context: AuditContext,
  event: AuditEvent,
): Promise<void> {
  await insertAuditLog(db, {
    action: event.action,
    actor: context.actor,
    at: clock.now().toISOString(),
    subjectType: event.subjectType ?? null,
    subjectId: event.subjectId ?? null,
    requestId: context.requestId,
    details: event.details ? JSON.stringify(scrub(event.details)) : null,
  });
}

type QueryValue = string | string[] | undefined;

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;
const DAY_MS = 24 * 60 * 60 * 1000;

function parseInstant(raw: string): Date | null {
  if (!DATE_ONLY.test(raw) && !DATE_TIME.test(raw)) return null;
  const date = new Date(DATE_ONLY.test(raw) ? `${raw}T00:00:00.000Z` : raw);
  if (Number.isNaN(date.getTime())) return null;
  // Reject dates the parser rolled over, such as 2026-02-30.
  if (DATE_ONLY.test(raw) && date.toISOString().slice(0, 10) !== raw) return null;
  return date;
}

interface ParsedAuditQuery {
  page: number;
  pageSize: number;
  filter: AuditLogFilter;
}

function parseAuditQuery(query: Record<string, QueryValue>): ParsedAuditQuery {
  const reader = new QueryReader(query);
  const page = reader.wholeNumber('page', 1, 1_000_000, 'audit.page.format');
  const pageSize = reader.wholeNumber(
    'pageSize',
    AUDIT_DEFAULT_PAGE_SIZE,
    AUDIT_MAX_PAGE_SIZE,
    'audit.pageSize.format',
  );
  const filter: AuditLogFilter = {};
  const action = reader.text('action');
  if (action !== undefined) filter.action = action;
  const actor = reader.text('actor');
  // Usernames are stored lower-case.
  if (actor !== undefined) filter.actor = actor.toLowerCase();
  const from = reader.text('from');
  if (from !== undefined) {
    const date = parseInstant(from);
    if (date) filter.fromAt = date.toISOString();
    else reader.reject('from', 'audit.date.format');
  }
  const to = reader.text('to');
  if (to !== undefined) {
    const date = parseInstant(to);
    // A bare date includes that whole day; an instant is included itself.
    if (date)
      filter.beforeAt = new Date(date.getTime() + (DATE_ONLY.test(to) ? DAY_MS : 1)).toISOString();
    else reader.reject('to', 'audit.date.format');
  }
  reader.finish();
  return { page, pageSize, filter };
}

function toAuditEntry(row: AuditLogRow): AuditEntry {
  let details: Record<string, unknown> | null = null;
  if (row.details !== null) {
    const parsed: unknown = JSON.parse(row.details);
    if (isRecord(parsed)) details = parsed;
  }
  return {
    id: Number(row.id),
    action: row.action,
    actor: row.actor,
    at: row.at,
    subjectType: row.subjectType,
    subjectId: row.subjectId,
    requestId: row.requestId,
    details,
  };
}

/**
 * One page of the audit log, newest first, for administrators. The query carries page (1-based),
 * pageSize (default 25, at most 100) and the optional filters action, actor, from and to (ISO
 * dates or instants); an invalid query throws InvalidInputError with a code per field.
 */
export async function listAuditEntries(
  db: Kysely<Database>,
  user: SignedInStaff | null,
  query: Record<string, QueryValue>,
): Promise<AuditPage> {
  authorizeStaff(user, ['admin']);
  const { page, pageSize, filter } = parseAuditQuery(query);
  const [rows, total] = await Promise.all([
    listAuditLog(db, filter, pageSize, (page - 1) * pageSize),
    countAuditLog(db, filter),
  ]);
  return { entries: rows.map(toAuditEntry), page, pageSize, total };
}
