import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The only reader of process.env. Every setting the API understands is listed in
 * CONFIG_VARIABLES (the README's table is generated from it) and parsed by loadConfig.
 */

export type NodeEnv = 'production' | 'development' | 'test';

export interface AppConfig {
  nodeEnv: NodeEnv;
  isProduction: boolean;
  port: number;
  host: string;
  /** PostgreSQL connection string; null means the embedded SQLite file. */
  databaseUrl: string | null;
  sqliteFile: string;
  /** SMTP server URL; null keeps every message pending in the outbox. */
  smtpUrl: string | null;
  mailFrom: string;
  courtMailbox: string;
  webRoot: string;
  documentsDir: string;
  sampleData: boolean;
  logLevel: string;
  trustProxy: boolean;
  rateLimitPerMinute: number;
  /** Staff sign-in attempts allowed per client IP per minute, on top of the account lockout. */
  staffSignInLimitPerMinute: number;
}

/** Finds the API package folder by walking up from this file: works from src/ and dist/src/. */
function findApiRoot(start: string): string {
  let dir = start;
  for (;;) {
    const manifest = path.join(dir, 'package.json');
    if (existsSync(manifest)) {
      const parsed: unknown = JSON.parse(readFileSync(manifest, 'utf8'));
      if (typeof parsed === 'object' && parsed !== null && 'name' in parsed) {
        if (parsed.name === '@court/api') return dir;
      }
    }
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('Cannot find the @court/api package folder');
    dir = parent;
  }
}

export const API_ROOT = findApiRoot(__dirname);
/** The monorepo root: the folder holding api/, shell/ and mfe-*. */
export const REPO_ROOT = path.dirname(API_ROOT);

interface ConfigVariable {
  name: string;
  default: string;
  description: string;
}

/** Every environment variable the API reads, with its default, for the README. */
export const CONFIG_VARIABLES: readonly ConfigVariable[] = [
  {
    name: 'NODE_ENV',
    default: 'development',
    description: 'production enables HSTS, Secure cookies and fail-fast checks',
  },
  { name: 'PORT', default: '3000', description: 'TCP port the server listens on' },
  { name: 'HOST', default: '0.0.0.0', description: 'interface the server listens on' },
  {
    name: 'DATABASE_URL',
    default: '(unset: SQLite)',
    description: 'postgres://user:password@host:5432/db selects PostgreSQL',
  },
  {
    name: 'SQLITE_FILE',
    default: '<repo>/data/court.sqlite',
    description: 'SQLite file used when DATABASE_URL is unset; its folder is created',
  },
  {
    name: 'SMTP_URL',
    default: '(unset: mail stays in the outbox)',
    description: 'smtp://host:port of the mail relay the outbox worker uses',
  },
  {
    name: 'MAIL_FROM',
    default: 'Canton Municipal Court <no-reply@example.org>',
    description: 'From header of outgoing mail',
  },
  {
    name: 'COURT_MAILBOX',
    default: 'clerk@example.org',
    description: 'where form notifications are sent',
  },
  {
    name: 'WEB_ROOT',
    default: '<repo>',
    description: 'folder holding shell/dist and mfe-*/dist, served in single-process mode',
  },
  {
    name: 'DOCUMENTS_DIR',
    default: '<repo>/api/documents',
    description: 'folder of the PDFs served at /documents/<slug>.pdf',
  },
  {
    name: 'SAMPLE_DATA',
    default: 'false',
    description: '"true" seeds sample messages and postings when the database is empty',
  },
  {
    name: 'LOG_LEVEL',
    default: 'info (silent under jest)',
    description: 'pino level: trace, debug, info, warn, error, fatal, silent',
  },
  {
    name: 'TRUST_PROXY',
    default: 'false',
    description: '"true" trusts X-Forwarded-For/-Proto from a reverse proxy',
  },
  {
    name: 'RATE_LIMIT_PER_MINUTE',
    default: '20',
    description: 'public POSTs allowed per client IP and route per minute',
  },
  {
    name: 'STAFF_SIGN_IN_LIMIT_PER_MINUTE',
    default: '10',
    description: 'staff sign-in attempts allowed per client IP per minute (accounts also lock)',
  },
];

const LOG_LEVELS = ['trace', 'debug', 'info', 'warn', 'error', 'fatal', 'silent'];

type Env = Record<string, string | undefined>;

function text(env: Env, name: string): string | null {
  const value = env[name]?.trim();
  return value ? value : null;
}

function integer(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = text(env, name);
  if (raw === null) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new Error(`${name} must be a whole number from ${min} to ${max}, got "${raw}"`);
  }
  return value;
}

function flag(env: Env, name: string): boolean {
  const raw = text(env, name);
  if (raw === null) return false;
  if (['true', '1', 'yes'].includes(raw.toLowerCase())) return true;
  if (['false', '0', 'no'].includes(raw.toLowerCase())) return false;
  throw new Error(`${name} must be true or false, got "${raw}"`);
}

function nodeEnv(env: Env): NodeEnv {
  const raw = text(env, 'NODE_ENV') ?? 'development';
  if (raw === 'production' || raw === 'development' || raw === 'test') return raw;
  throw new Error(`NODE_ENV must be production, development or test, got "${raw}"`);
}

/**
 * Secrets the production server cannot run without. None of the current features needs one: the
 * XSRF token is a double-submit cookie and staff session ids are random, stored only hashed. The
 * SSN encryption key of the driving-privileges form will be the first entry.
 */
export const PRODUCTION_SECRETS: readonly string[] = [];

/**
 * Reads the configuration from an environment (process.env by default). Throws on a malformed
 * value, and in production on a missing secret, so a bad deployment stops at start.
 */
export function loadConfig(env: Env = process.env): AppConfig {
  const mode = nodeEnv(env);
  const isProduction = mode === 'production';
  if (isProduction) {
    const missing = PRODUCTION_SECRETS.filter((name) => text(env, name) === null);
    if (missing.length > 0) {
      throw new Error(`Missing required production settings: ${missing.join(', ')}`);
    }
  }
  const databaseUrl = text(env, 'DATABASE_URL');
  if (databaseUrl !== null && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new Error('DATABASE_URL must start with postgres:// or postgresql://');
  }
  const smtpUrl = text(env, 'SMTP_URL');
  if (smtpUrl !== null && !/^smtps?:\/\//.test(smtpUrl)) {
    throw new Error('SMTP_URL must start with smtp:// or smtps://');
  }
  const underJest = env.JEST_WORKER_ID !== undefined;
  const logLevel = text(env, 'LOG_LEVEL') ?? (underJest ? 'silent' : 'info');
  if (!LOG_LEVELS.includes(logLevel)) {
    throw new Error(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}`);
  }
  return {
    nodeEnv: mode,
    isProduction,
    port: integer(env, 'PORT', 3000, 0, 65535),
    host: text(env, 'HOST') ?? '0.0.0.0',
    databaseUrl,
    sqliteFile: path.resolve(REPO_ROOT, text(env, 'SQLITE_FILE') ?? 'data/court.sqlite'),
    smtpUrl,
    mailFrom: text(env, 'MAIL_FROM') ?? 'Canton Municipal Court <no-reply@example.org>',
    courtMailbox: text(env, 'COURT_MAILBOX') ?? 'clerk@example.org',
    webRoot: path.resolve(REPO_ROOT, text(env, 'WEB_ROOT') ?? '.'),
    documentsDir: path.resolve(REPO_ROOT, text(env, 'DOCUMENTS_DIR') ?? 'api/documents'),
    sampleData: flag(env, 'SAMPLE_DATA'),
    logLevel,
    trustProxy: flag(env, 'TRUST_PROXY'),
    rateLimitPerMinute: integer(env, 'RATE_LIMIT_PER_MINUTE', 20, 1, 100000),
    staffSignInLimitPerMinute: integer(env, 'STAFF_SIGN_IN_LIMIT_PER_MINUTE', 10, 1, 100000),
  };
}

/** PostgreSQL the test suites also run against when set (TEST_DATABASE_URL); tests only. */
export function loadTestDatabaseUrl(env: Env = process.env): string | null {
  return text(env, 'TEST_DATABASE_URL');
}
