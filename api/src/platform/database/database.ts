import { mkdirSync } from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import {
  CamelCasePlugin,
  Kysely,
  PostgresDialect,
  SqliteDialect,
  sql,
  type LogEvent,
  type PostgresCursor,
  type PostgresPool,
  type PostgresPoolClient,
  type PostgresQueryResult,
} from 'kysely';
import { Pool, type PoolClient } from 'pg';
import { createLogger, type Logger } from '../logger';
import { DatabaseAvailability } from './database-availability';
import { isDatabaseUnavailable } from './database-faults';
import type { Database } from './schema';

export type Dialect = 'sqlite' | 'postgres';

export interface DatabaseHandle {
  db: Kysely<Database>;
  dialect: Dialect;
  /** The PostgreSQL pool behind db, for stores that speak to PostgreSQL themselves. */
  pool?: Pool;
  /** Whether the database is reachable, as this process last saw it. */
  availability: DatabaseAvailability;
}

/**
 * The bounds on every wait for the database. A request that meets a stalled or unreachable
 * database fails within them and is answered 503, rather than holding a visitor for minutes.
 */
export interface DatabaseTimeouts {
  /** Longest wait for a PostgreSQL connection, new or from the full pool. */
  connectTimeoutMs: number;
  /** Longest a PostgreSQL statement may run (server side), or 0 for no limit (migrations). */
  statementTimeoutMs: number;
  /** Longest SQLite waits for another connection's lock (busy_timeout). */
  sqliteBusyTimeoutMs: number;
}

export const DEFAULT_DATABASE_TIMEOUTS: DatabaseTimeouts = {
  connectTimeoutMs: 2000,
  statementTimeoutMs: 5000,
  sqliteBusyTimeoutMs: 2000,
};

/**
 * How much longer than the server's statement timeout the client waits for an answer: past it,
 * the server itself is not answering (a stalled link), and the connection is given up.
 */
const READ_TIMEOUT_MARGIN_MS = 1000;

export interface DatabaseOptions {
  databaseUrl: string | null;
  sqliteFile: string;
  /** PostgreSQL schema to work in (tests isolate themselves with one); default public. */
  postgresSchema?: string | null;
  timeouts?: Partial<DatabaseTimeouts>;
  /** Where faults and outages are logged; a command-line tool may leave it out. */
  logger?: Logger;
  /** Counts faults by kind; the server passes its metrics. */
  availability?: DatabaseAvailability;
}

/**
 * The pool as Kysely sees it: a client whose query met a connection fault (a read timeout on a
 * stalled link, a cut connection) is destroyed on release rather than handed to the next
 * request, and a failed connect marks the database unavailable.
 */
function faultAwarePool(pool: Pool, availability: DatabaseAvailability): PostgresPool {
  return {
    options: pool.options,
    end: () => pool.end(),
    async connect(): Promise<PostgresPoolClient> {
      let client: PoolClient;
      try {
        client = await pool.connect();
      } catch (error) {
        if (isDatabaseUnavailable(error)) availability.reportFault(error);
        throw error;
      }
      let isBroken = false;
      function query<R>(
        text: string,
        parameters: ReadonlyArray<unknown>,
      ): Promise<PostgresQueryResult<R>>;
      function query<R>(cursor: PostgresCursor<R>): PostgresCursor<R>;
      function query<R>(
        textOrCursor: string | PostgresCursor<R>,
        parameters?: ReadonlyArray<unknown>,
      ): Promise<PostgresQueryResult<R>> | PostgresCursor<R> {
        // Kysely asks for a cursor only when the dialect is given one, and ours is not.
        if (typeof textOrCursor !== 'string') throw new Error('streaming queries are not set up');
        return client.query<R & object>(textOrCursor, parameters?.slice()).then(
          (result) => ({
            // Kysely reads the command only to tell writes and transaction ends from reads.
            command: result.command as PostgresQueryResult<R>['command'],
            rowCount: result.rowCount ?? 0,
            rows: result.rows,
          }),
          (error: unknown) => {
            if (isDatabaseUnavailable(error)) isBroken = true;
            throw error;
          },
        );
      }
      return {
        query,
        release: (destroy?: boolean) => client.release(isBroken || destroy === true),
      };
    },
  };
}

/** Counts Kysely's failed queries as faults when they are, and any success as the end of one. */
function availabilityLog(availability: DatabaseAvailability): (event: LogEvent) => void {
  return (event) => {
    if (event.level === 'query') availability.reportSuccess();
    else if (isDatabaseUnavailable(event.error)) availability.reportFault(event.error);
  };
}

/** Opens PostgreSQL when a URL is given, otherwise the SQLite file (creating its folder). */
export function createDatabase(options: DatabaseOptions): DatabaseHandle {
  const timeouts = { ...DEFAULT_DATABASE_TIMEOUTS, ...options.timeouts };
  const logger = options.logger ?? createLogger('error');
  const availability =
    options.availability ?? new DatabaseAvailability(logger.child({ component: 'database' }));
  const plugins = [new CamelCasePlugin()];
  const log = availabilityLog(availability);
  if (options.databaseUrl) {
    const startupOptions = [
      `-c statement_timeout=${timeouts.statementTimeoutMs}`,
      ...(options.postgresSchema ? [`-c search_path=${options.postgresSchema}`] : []),
    ];
    const pool = new Pool({
      connectionString: options.databaseUrl,
      max: 10,
      connectionTimeoutMillis: timeouts.connectTimeoutMs,
      idleTimeoutMillis: 30_000,
      ...(timeouts.statementTimeoutMs > 0
        ? { query_timeout: timeouts.statementTimeoutMs + READ_TIMEOUT_MARGIN_MS }
        : {}),
      // Finds a connection whose peer vanished without a word (a fail-over, a cut cable).
      keepAlive: true,
      options: startupOptions.join(' '),
    });
    // A pooled connection that drops emits 'error'; without a listener Node ends the process.
    pool.on('error', (error) => availability.reportFault(error));
    pool.on('connect', (client) => {
      // The pool listens only while the client is idle: this one covers it while it is in use.
      client.on('error', (error) => availability.reportFault(error));
      availability.reportSuccess();
    });
    return {
      db: new Kysely<Database>({
        dialect: new PostgresDialect({ pool: faultAwarePool(pool, availability) }),
        plugins,
        log,
      }),
      dialect: 'postgres',
      pool,
      availability,
    };
  }
  mkdirSync(path.dirname(options.sqliteFile), { recursive: true });
  const sqlite = new SqliteDatabase(options.sqliteFile);
  // WAL lets the request handlers read while the outbox worker writes.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  // better-sqlite3 waits synchronously: every request waits with it, so the wait is short.
  sqlite.pragma(`busy_timeout = ${timeouts.sqliteBusyTimeoutMs}`);
  return {
    db: new Kysely<Database>({
      dialect: new SqliteDialect({ database: sqlite }),
      plugins,
      log,
    }),
    dialect: 'sqlite',
    availability,
  };
}

/** Round trip to the database; rejects when it is unreachable or closed. */
export async function pingDatabase(db: Kysely<Database>): Promise<void> {
  await sql`select 1`.execute(db);
}
