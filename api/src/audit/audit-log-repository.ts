import type { Insertable, Kysely, Selectable, SelectQueryBuilder } from 'kysely';
import type { Database } from '../platform/database/schema';
import type { AuditLogTable } from './audit-tables';

export type NewAuditLogRow = Insertable<AuditLogTable>;
export type AuditLogRow = Selectable<AuditLogTable>;

export interface AuditLogFilter {
  action?: string;
  actor?: string;
  /** Inclusive lower bound, ISO 8601 instant. */
  fromAt?: string;
  /** Exclusive upper bound, ISO 8601 instant. */
  beforeAt?: string;
}

export async function insertAuditLog(db: Kysely<Database>, row: NewAuditLogRow): Promise<void> {
  await db.insertInto('auditLog').values(row).execute();
}

function filtered<O>(
  query: SelectQueryBuilder<Database, 'auditLog', O>,
  filter: AuditLogFilter,
): SelectQueryBuilder<Database, 'auditLog', O> {
  let result = query;
  if (filter.action !== undefined) result = result.where('action', '=', filter.action);
  if (filter.actor !== undefined) result = result.where('actor', '=', filter.actor);
  if (filter.fromAt !== undefined) result = result.where('at', '>=', filter.fromAt);
  if (filter.beforeAt !== undefined) result = result.where('at', '<', filter.beforeAt);
  return result;
}

/** One page of rows, newest first (id breaks ties between rows of the same instant). */
export async function listAuditLog(
  db: Kysely<Database>,
  filter: AuditLogFilter,
  limit: number,
  offset: number,
): Promise<AuditLogRow[]> {
  return filtered(db.selectFrom('auditLog').selectAll(), filter)
    .orderBy('at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
}

export async function countAuditLog(db: Kysely<Database>, filter: AuditLogFilter): Promise<number> {
  const row = await filtered(
    db.selectFrom('auditLog').select((eb) => eb.fn.countAll().as('total')),
    filter,
  ).executeTakeFirstOrThrow();
  // PostgreSQL answers count(*) as a bigint string.
  return Number(row.total);
}
