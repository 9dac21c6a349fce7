/**
 * Which errors mean "the database cannot be used just now" rather than "this query is wrong":
 * the first kind is answered 503 with Retry-After and the public pages serve what they last
 * read; the second stays a 500, a bug to fix.
 */

/** Socket errors of a connection that cannot be made or was cut. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);

/**
 * PostgreSQL SQLSTATEs of a server that is away, starting, shutting down, full or read-only
 * (a standby after a fail-over), and of a statement cut by statement_timeout (57014).
 */
const POSTGRES_UNAVAILABLE = new Set([
  '57P01',
  '57P02',
  '57P03',
  '57014',
  '53000',
  '53100',
  '53200',
  '53300',
  '25006',
]);

/** SQLite's result codes (better-sqlite3 puts them on error.code, extended codes included). */
const SQLITE_UNAVAILABLE = /^SQLITE_(BUSY|LOCKED|FULL|READONLY|IOERR|CANTOPEN|PROTOCOL|NOLFS)/;

/** Messages of node-postgres and Kysely for a connection lost, timed out or unusable. */
const CONNECTION_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Query read timeout',
  'Client has encountered a connection error and is not queryable',
  'Postgres connection has been discarded',
  'The database connection is not open',
];

/**
 * The schema is still being brought up to date (a first start, an upgrade): the tables a query
 * needs may not exist yet, which is a database not usable just now, not a wrong query.
 */
export class SchemaPendingError extends Error {
  readonly code = 'COURT_SCHEMA_PENDING';

  constructor() {
    super('the database schema is being brought up to date');
    this.name = 'SchemaPendingError';
  }
}

function field(error: object, name: string): unknown {
  return name in error ? (error as Record<string, unknown>)[name] : undefined;
}

/** Whether an error says the database is unreachable, stalled, full or read-only. */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (error instanceof SchemaPendingError) return true;
  if (typeof error !== 'object' || error === null) return false;
  const code = field(error, 'code');
  if (typeof code === 'string') {
    if (NETWORK_CODES.has(code) || POSTGRES_UNAVAILABLE.has(code)) return true;
    // Class 08: connection exceptions.
    if (/^08[0-9A-Z]{3}$/.test(code)) return true;
    if (SQLITE_UNAVAILABLE.test(code)) return true;
  }
  const message = field(error, 'message');
  if (typeof message === 'string' && CONNECTION_MESSAGES.some((part) => message.includes(part))) {
    return true;
  }
  // Pools and drivers wrap the socket error they met; AggregateError lists several attempts.
  const cause = field(error, 'cause');
  if (cause !== undefined && cause !== error && isDatabaseUnavailable(cause)) return true;
  const errors = field(error, 'errors');
  return Array.isArray(errors) && errors.some((inner) => isDatabaseUnavailable(inner));
}

/** A short, stable name for a fault, for metrics and logs: a code, never a message. */
export function databaseFaultKind(error: unknown): string {
  if (typeof error === 'object' && error !== null) {
    const code = field(error, 'code');
    if (typeof code === 'string' && /^[A-Z0-9_]{2,40}$/.test(code)) return code;
    const message = field(error, 'message');
    if (typeof message === 'string') {
      if (message.includes('Query read timeout')) return 'read_timeout';
      if (message.includes('timeout exceeded when trying to connect')) return 'connect_timeout';
      if (message.includes('Connection terminated')) return 'connection_terminated';
    }
  }
  return 'other';
}
