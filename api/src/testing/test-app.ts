import { createServer, type RequestListener, type Server } from 'node:http';
import type Router from '@koa/router';
import request from 'supertest';
import { XSRF_COOKIE, XSRF_HEADER } from '@court/contract';
import { buildApp, buildRequestListener } from '../app';
import { CONFIG_VARIABLES, loadConfig, type AppConfig } from '../config';
import { DocumentCatalog, DocumentTexts, seedDocumentLibrary } from '../documents';
import type { Clock } from '../platform/clock';
import { requiredInProduction } from '../platform/config/config-table';
import type { Dialect } from '../platform/database/database';
import { createLogger, type Logger } from '../platform/logger';
import type { AppState } from '../types';
import { createTestDatabase, type TestDatabase } from './test-database';

/** A clock tests move by hand. */
export class TestClock implements Clock {
  private current: Date;

  constructor(start = '2026-03-02T15:00:00.000Z') {
    this.current = new Date(start);
  }

  now(): Date {
    return new Date(this.current);
  }

  advance(ms: number): void {
    this.current = new Date(this.current.getTime() + ms);
  }
}

/**
 * A value for every secret production requires, for tests that run in production mode. One
 * shape fits them all: a key id, then 32 bytes in base64 (longer than any minimum length).
 */
export const TEST_PRODUCTION_SECRETS: Record<string, string> = Object.fromEntries(
  requiredInProduction(CONFIG_VARIABLES).map((name) => [
    name,
    `test:${Buffer.alloc(32, 7).toString('base64')}`,
  ]),
);

/**
 * The configuration of a test run: defaults plus the given variables, logging silenced. Staff
 * sign in with their password alone unless a test sets STAFF_SECOND_FACTOR_REQUIRED (the second
 * factor's own tests do); production mode keeps it required, as it must.
 */
export function testConfig(env: Record<string, string> = {}): AppConfig {
  const secondFactor =
    env.NODE_ENV === 'production' ? {} : { STAFF_SECOND_FACTOR_REQUIRED: 'false' };
  // An easy proof-of-work: tests solve many challenges, and its cost is not what they check.
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    PROOF_OF_WORK_MAX_COUNTER: '50',
    ...secondFactor,
    ...env,
  });
}

export interface TestApp {
  database: TestDatabase;
  clock: TestClock;
  config: AppConfig;
  /**
   * The app served on a loopback port of its own, as supertest takes it. Given a handler instead,
   * supertest starts and closes a server for every request, which cost a fifth of the API
   * suites' time; this one closes when the database is dropped.
   */
  server: Server;
  /** The app's document library. */
  documents: DocumentCatalog;
  /** The documents' texts the search uses, when the options asked for them. */
  documentTexts?: DocumentTexts;
}

export interface TestAppOptions {
  env?: Record<string, string>;
  extraRouters?: Router<AppState>[];
  /** Where the app logs; silent unless a test reads the log. */
  logger?: Logger;
  /** Serve as the server does, sending shared responses again, rather than walking the app each time. */
  sharedResponses?: boolean;
  /**
   * Fill the document library from the built-in catalog and DOCUMENTS_DIR, as the server does
   * on its first start; it stays empty otherwise.
   */
  documents?: boolean;
  /** Read the listed documents' texts for the site search (implies documents). */
  documentTexts?: boolean;
}

/** The real app over a fresh real database. */
export async function createTestApp(
  dialect: Dialect,
  options: TestAppOptions = {},
): Promise<TestApp> {
  const database = await createTestDatabase(dialect);
  const clock = new TestClock();
  const config = testConfig(options.env);
  const documents = new DocumentCatalog(database.db);
  if (options.documents || options.documentTexts) {
    await seedDocumentLibrary(database.db, { documentsDir: config.documentsDir, clock });
  }
  let documentTexts: DocumentTexts | undefined;
  if (options.documentTexts) {
    documentTexts = new DocumentTexts({ catalog: documents, logger: createLogger('silent') });
    await documentTexts.checkAll();
  }
  const deps = {
    config,
    db: database.db,
    pool: database.pool,
    clock,
    logger: options.logger ?? createLogger('silent'),
    extraRouters: options.extraRouters,
    documentCatalog: documents,
    documentTexts,
    availability: database.availability,
  };
  const listener = options.sharedResponses
    ? buildRequestListener(deps).listener
    : buildApp(deps).callback();
  const server = await serveOnLoopback(listener);
  const drop = async () => {
    await new Promise((resolve) => server.close(resolve));
    await database.drop();
  };
  return { database: { ...database, drop }, clock, config, server, documents, documentTexts };
}

/** A server of `listener` on a free loopback port; it never keeps the test process alive. */
async function serveOnLoopback(listener: RequestListener): Promise<Server> {
  const server = createServer(listener);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  server.unref();
  return server;
}

/**
 * The same app again over a test app's database, clock and settings, logging to `logger`: for a
 * test that reads what the app logs while it serves.
 */
export function sameAppLoggingTo(t: TestApp, logger: Logger): RequestListener {
  return buildApp({ config: t.config, db: t.database.db, clock: t.clock, logger }).callback();
}

/** What supertest sends to: a served test app, a handler, or a running server's address. */
export type TestTarget = Server | RequestListener | string;

export interface XsrfPair {
  cookie: string;
  header: Record<string, string>;
}

/** Fetches an XSRF cookie like the kit's client does, ready to send back on a POST. */
export async function fetchXsrf(server: TestTarget): Promise<XsrfPair> {
  const response = await request(server).get('/api/muni/xsrf').expect(204);
  const setCookie = ([] as string[]).concat(response.headers['set-cookie'] ?? []);
  const token = setCookie
    .map((line) => new RegExp(`^${XSRF_COOKIE}=([^;]+)`).exec(line)?.[1])
    .find((value) => value !== undefined);
  if (!token) throw new Error('no XSRF cookie was set');
  return { cookie: `${XSRF_COOKIE}=${token}`, header: { [XSRF_HEADER]: token } };
}
