import type { Generated } from 'kysely';

// The audit log tables, as Kysely sees them (camelCase through CamelCasePlugin; the database is
// snake_case).

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

/**
 * This feature's tables by the names queries use; platform/database/schema.ts joins every
 * feature's into Database.
 */
export interface AuditTables {
  auditLog: AuditLogTable;
}
