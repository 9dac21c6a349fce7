import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { InboxForm } from '@court/contract';
import {
  parseFieldKey,
  type FieldKey,
  type FieldKeyring,
} from './platform/crypto/field-encryption';
import { DEFAULT_DATABASE_TIMEOUTS, type DatabaseTimeouts } from './platform/database/database';
import { parseCarrierGateways } from './platform/sms/carrier-gateways';
import type { SmsSettings } from './platform/sms/sms-sender';
import { parseSearchSynonyms, type SearchSynonyms } from './search';

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
  /** PostgreSQL schema holding the tables and the migration records; null: the login's default. */
  postgresSchema: string | null;
  sqliteFile: string;
  /** Bounds on every wait for the database. */
  databaseTimeouts: DatabaseTimeouts;
  /** SMTP server URL; null keeps every message pending in the outbox. */
  smtpUrl: string | null;
  mailFrom: string;
  courtMailbox: string;
  webRoot: string;
  documentsDir: string;
  sampleData: boolean;
  logLevel: string;
  trustProxy: boolean;
  /** How many proxies in front of the API add to X-Forwarded-For; the client is that far from the right. */
  trustProxyHops: number;
  rateLimitPerMinute: number;
  /** Staff sign-in attempts allowed per client IP per minute, on top of the sign-in throttle. */
  staffSignInLimitPerMinute: number;
  searchLimitPerMinute: number;
  /** Where each public form's notification goes. */
  formMailboxes: Record<InboxForm, string>;
  /** Keys that seal SSNs at rest: the current one and those still to be opened. */
  fieldKeyring: FieldKeyring;
  /** HMAC secret that signs proof-of-work challenges. */
  proofOfWorkSecret: string;
  /** Largest counter a challenge hides: the browser tries about half of it on average. */
  proofOfWorkMaxCounter: number;
  /** Days a processed submission is kept before it is deleted. */
  submissionRetentionDays: number;
  /** Days after its service date a juror's notification registration is kept. */
  jurorRegistrationRetentionDays: number;
  /** Largest job-posting PDF careers staff may upload, in bytes. */
  careerDocumentMaxBytes: number;
  /** The site's address as the public reaches it, without a trailing slash: links in mail. */
  publicSiteUrl: string;
  /** How juror notices travel as text messages. */
  sms: SmsSettings;
  /** HMAC secret that signs the links jurors use to stop notices. */
  unsubscribeSecret: string;
  /** The site search's synonyms: words people search with → the words the site uses. */
  searchSynonyms: SearchSynonyms;
  /**
   * Benchmarks only: no proof-of-work check and no rate limits, so a load generator can post
   * forms as fast as the server takes them. Refused in production.
   */
  benchMode: boolean;
  /** Bearer token that opens GET /metrics on the site's port; null: not served there. */
  metricsToken: string | null;
  /** A port of its own for GET /metrics, without a token; null: none. */
  metricsPort: number | null;
  metricsHost: string;
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
    name: 'DATABASE_SCHEMA',
    default: '(unset: the search path of DATABASE_URL)',
    description:
      'PostgreSQL schema for the tables and the migration records (created if missing); use it rather than a search_path in the URL',
  },
  {
    name: 'SQLITE_FILE',
    default: '<repo>/data/court.sqlite',
    description: 'SQLite file used when DATABASE_URL is unset; its folder is created',
  },
  {
    name: 'DATABASE_CONNECT_TIMEOUT_MS',
    default: String(DEFAULT_DATABASE_TIMEOUTS.connectTimeoutMs),
    description:
      'longest wait for a PostgreSQL connection (new, or from a full pool of 10): a database that refuses or stalls costs a request at most this, then a 503',
  },
  {
    name: 'DATABASE_STATEMENT_TIMEOUT_MS',
    default: String(DEFAULT_DATABASE_TIMEOUTS.statementTimeoutMs),
    description:
      "PostgreSQL's statement_timeout for every query (the slowest, a staff CSV export, takes well under a second); the client gives up a connection that has not answered 1 s after it; migrations run without it",
  },
  {
    name: 'SQLITE_BUSY_TIMEOUT_MS',
    default: String(DEFAULT_DATABASE_TIMEOUTS.sqliteBusyTimeoutMs),
    description:
      "longest SQLite waits for another process's lock (a backup, the staff CLI); the whole process waits with it, so keep it short",
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
    name: 'TRUST_PROXY_HOPS',
    default: '1',
    description:
      'with TRUST_PROXY, how many proxies append to X-Forwarded-For: the client address is read that many entries from the right',
  },
  {
    name: 'RATE_LIMIT_PER_MINUTE',
    default: '20',
    description: 'public POSTs allowed per client IP and route per minute',
  },
  {
    name: 'STAFF_SIGN_IN_LIMIT_PER_MINUTE',
    default: '10',
    description:
      'staff sign-in attempts allowed per client IP per minute (wrong passwords also slow each name)',
  },
  {
    name: 'SEARCH_LIMIT_PER_MINUTE',
    default: '60',
    description:
      'site searches allowed per client IP per minute (so no one can flood the count of searches that found nothing)',
  },
  {
    name: 'MAILBOX_DRIVING_PRIVILEGES',
    default: '(COURT_MAILBOX)',
    description: 'where limited driving privileges applications are announced (never with the SSN)',
  },
  {
    name: 'MAILBOX_ZOOM_HEARING',
    default: '(COURT_MAILBOX)',
    description: 'where zoom hearing registrations are announced',
  },
  {
    name: 'MAILBOX_INTERPRETER',
    default: '(COURT_MAILBOX)',
    description: 'where interpreter requests are announced',
  },
  {
    name: 'MAILBOX_CONTACT_US',
    default: '(COURT_MAILBOX)',
    description: 'where contact-us messages are sent',
  },
  {
    name: 'FIELD_ENCRYPTION_KEY',
    default: '(development key; required in production)',
    description:
      '"<key id>:<base64 of 32 bytes>": AES-256-GCM key that seals SSNs at rest; see Key rotation',
  },
  {
    name: 'FIELD_ENCRYPTION_PREVIOUS_KEYS',
    default: '(none)',
    description: 'comma-separated older keys, same form, still used to open values during rotation',
  },
  {
    name: 'PROOF_OF_WORK_SECRET',
    default: '(development secret; required in production)',
    description: "HMAC secret that signs the forms' proof-of-work challenges (32+ characters)",
  },
  {
    name: 'PROOF_OF_WORK_MAX_COUNTER',
    default: '15000',
    description: 'difficulty of the proof-of-work: a phone tries about half this many hashes',
  },
  {
    name: 'SUBMISSION_RETENTION_DAYS',
    default: '90',
    description: 'days a processed form submission is kept before the daily purge deletes it',
  },
  {
    name: 'JUROR_REGISTRATION_RETENTION_DAYS',
    default: '14',
    description: "days after a juror's service date the notification sign-up is deleted",
  },
  {
    name: 'CAREER_DOCUMENT_MAX_BYTES',
    default: '10485760',
    description: 'largest job-posting PDF careers staff may upload, in bytes (10 MB)',
  },
  {
    name: 'PUBLIC_SITE_URL',
    default: 'http://localhost:3000',
    description: 'address of the site as the public reaches it; links in notices start with it',
  },
  {
    name: 'SMS_SENDER',
    default: 'gateway',
    description:
      'how juror notices go as texts: gateway (carrier e-mail-to-text via SMTP), http (SMS provider) or none',
  },
  {
    name: 'SMS_GATEWAYS',
    default: '(built-in table)',
    description:
      'JSON carrier to gateway overrides: {"Verizon": "vtext.com", "AT&T": {"domain": "txt.att.net", "retiredSince": "2025-06"}}',
  },
  {
    name: 'SMS_HTTP_URL',
    default: '(none; required when SMS_SENDER=http)',
    description: 'HTTPS endpoint of the SMS provider; receives POST {"to", "text"} as JSON',
  },
  {
    name: 'SMS_HTTP_API_KEY',
    default: '(none; required when SMS_SENDER=http)',
    description: "the SMS provider's API key, sent as Authorization: Bearer <key>",
  },
  {
    name: 'UNSUBSCRIBE_SECRET',
    default: '(development secret; required in production)',
    description: 'HMAC secret that signs the links jurors use to stop notices (32+ characters)',
  },
  {
    name: 'SEARCH_SYNONYMS',
    default: '(built-in table)',
    description:
      'JSON table replacing the built-in synonyms of the site search, from words people search with to words or phrases of the site: {"ticket": ["citation"], "pay": ["online payments"]}',
  },
  {
    name: 'BENCH_MODE',
    default: 'false',
    description:
      'benchmarks only: "true" switches off the proof-of-work check and the rate limits; refused with NODE_ENV=production',
  },
  {
    name: 'METRICS_TOKEN',
    default: '(unset: no /metrics on PORT)',
    description:
      'a secret of 32+ characters: GET /metrics on PORT answers Prometheus text to "Authorization: Bearer <token>" and 401 to anyone else',
  },
  {
    name: 'METRICS_PORT',
    default: '(unset: none)',
    description:
      'a port of its own serving only GET /metrics, without a token, on METRICS_HOST: for a scraper on a private network',
  },
  {
    name: 'METRICS_HOST',
    default: '127.0.0.1',
    description: 'interface of METRICS_PORT; the default keeps it to this machine',
  },
];

/** 10 MB: a job announcement with a scanned page or two fits with room to spare. */
const CAREER_DOCUMENT_DEFAULT_MAX_BYTES = 10 * 1024 * 1024;

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
export const PRODUCTION_SECRETS: readonly string[] = [
  'FIELD_ENCRYPTION_KEY',
  'PROOF_OF_WORK_SECRET',
  'UNSUBSCRIBE_SECRET',
];

// Outside production only: fixed, so several development processes agree, and named so that
// nobody mistakes them for real secrets.
const DEVELOPMENT_FIELD_KEY: FieldKey = {
  id: 'dev',
  key: createHash('sha256').update('development-only field key').digest(),
};
const DEVELOPMENT_PROOF_OF_WORK_SECRET =
  'development-only proof-of-work secret, never in production';
const DEVELOPMENT_UNSUBSCRIBE_SECRET = 'development-only unsubscribe secret, never in production';

function fieldKeyring(env: Env, isProduction: boolean): FieldKeyring {
  const current = text(env, 'FIELD_ENCRYPTION_KEY');
  const previous = (text(env, 'FIELD_ENCRYPTION_PREVIOUS_KEYS') ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '')
    .map((item) => parseFieldKey(item, 'FIELD_ENCRYPTION_PREVIOUS_KEYS'));
  return {
    current: current ? parseFieldKey(current, 'FIELD_ENCRYPTION_KEY') : DEVELOPMENT_FIELD_KEY,
    // Outside production the development key stays readable, so rows sealed before a key was
    // set still open and the rotation command can move them to the new key.
    previous: current && !isProduction ? [...previous, DEVELOPMENT_FIELD_KEY] : previous,
  };
}

function unsubscribeSecret(env: Env): string {
  const secret = text(env, 'UNSUBSCRIBE_SECRET');
  if (secret === null) return DEVELOPMENT_UNSUBSCRIBE_SECRET;
  if (secret.length < 32) throw new Error('UNSUBSCRIBE_SECRET must be 32 characters or more');
  return secret;
}

function publicSiteUrl(env: Env): string {
  const raw = text(env, 'PUBLIC_SITE_URL') ?? 'http://localhost:3000';
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`PUBLIC_SITE_URL must be an http:// or https:// address, got "${raw}"`);
  }
  if (!['http:', 'https:'].includes(url.protocol) || url.search || url.hash) {
    throw new Error(`PUBLIC_SITE_URL must be an http:// or https:// address, got "${raw}"`);
  }
  return url.href.replace(/\/+$/, '');
}

function smsSettings(env: Env, isProduction: boolean): SmsSettings {
  const sender = text(env, 'SMS_SENDER') ?? 'gateway';
  if (sender !== 'gateway' && sender !== 'http' && sender !== 'none') {
    throw new Error(`SMS_SENDER must be gateway, http or none, got "${sender}"`);
  }
  const gateways = parseCarrierGateways(text(env, 'SMS_GATEWAYS'));
  if (sender !== 'http') return { sender, gateways, http: null };
  const url = text(env, 'SMS_HTTP_URL');
  const apiKey = text(env, 'SMS_HTTP_API_KEY');
  if (url === null || apiKey === null) {
    throw new Error('SMS_SENDER=http needs SMS_HTTP_URL and SMS_HTTP_API_KEY');
  }
  // Plain HTTP only off production, for a provider stand-in on this machine.
  const allowed = isProduction ? /^https:\/\/\S+$/ : /^https?:\/\/\S+$/;
  if (!allowed.test(url)) {
    throw new Error(`SMS_HTTP_URL must be an ${isProduction ? 'https://' : 'http(s)://'} address`);
  }
  return { sender, gateways, http: { url, apiKey } };
}

// It becomes the connection's search_path option, so only a plain unquoted name is accepted.
function postgresSchema(env: Env): string | null {
  const schema = text(env, 'DATABASE_SCHEMA');
  if (schema !== null && !/^[a-z_][a-z0-9_]{0,62}$/.test(schema)) {
    throw new Error(
      `DATABASE_SCHEMA must be a lower-case name of letters, digits and _, got "${schema}"`,
    );
  }
  return schema;
}

function proofOfWorkSecret(env: Env): string {
  const secret = text(env, 'PROOF_OF_WORK_SECRET');
  if (secret === null) return DEVELOPMENT_PROOF_OF_WORK_SECRET;
  if (secret.length < 32) throw new Error('PROOF_OF_WORK_SECRET must be 32 characters or more');
  return secret;
}

function metricsToken(env: Env): string | null {
  const token = text(env, 'METRICS_TOKEN');
  if (token !== null && token.length < 32) {
    throw new Error('METRICS_TOKEN must be 32 characters or more');
  }
  return token;
}

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
  const benchMode = flag(env, 'BENCH_MODE');
  if (isProduction && benchMode) {
    throw new Error('BENCH_MODE switches off abuse protections and is refused in production');
  }
  const databaseUrl = text(env, 'DATABASE_URL');
  if (databaseUrl !== null && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new Error('DATABASE_URL must start with postgres:// or postgresql://');
  }
  const smtpUrl = text(env, 'SMTP_URL');
  if (smtpUrl !== null && !/^smtps?:\/\//.test(smtpUrl)) {
    throw new Error('SMTP_URL must start with smtp:// or smtps://');
  }
  const courtMailbox = text(env, 'COURT_MAILBOX') ?? 'clerk@example.org';
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
    postgresSchema: postgresSchema(env),
    sqliteFile: path.resolve(REPO_ROOT, text(env, 'SQLITE_FILE') ?? 'data/court.sqlite'),
    databaseTimeouts: {
      connectTimeoutMs: integer(
        env,
        'DATABASE_CONNECT_TIMEOUT_MS',
        DEFAULT_DATABASE_TIMEOUTS.connectTimeoutMs,
        100,
        60_000,
      ),
      statementTimeoutMs: integer(
        env,
        'DATABASE_STATEMENT_TIMEOUT_MS',
        DEFAULT_DATABASE_TIMEOUTS.statementTimeoutMs,
        100,
        600_000,
      ),
      sqliteBusyTimeoutMs: integer(
        env,
        'SQLITE_BUSY_TIMEOUT_MS',
        DEFAULT_DATABASE_TIMEOUTS.sqliteBusyTimeoutMs,
        0,
        60_000,
      ),
    },
    smtpUrl,
    mailFrom: text(env, 'MAIL_FROM') ?? 'Canton Municipal Court <no-reply@example.org>',
    courtMailbox,
    webRoot: path.resolve(REPO_ROOT, text(env, 'WEB_ROOT') ?? '.'),
    documentsDir: path.resolve(REPO_ROOT, text(env, 'DOCUMENTS_DIR') ?? 'api/documents'),
    sampleData: flag(env, 'SAMPLE_DATA'),
    logLevel,
    trustProxy: flag(env, 'TRUST_PROXY'),
    trustProxyHops: integer(env, 'TRUST_PROXY_HOPS', 1, 1, 10),
    rateLimitPerMinute: integer(env, 'RATE_LIMIT_PER_MINUTE', 20, 1, 100000),
    staffSignInLimitPerMinute: integer(env, 'STAFF_SIGN_IN_LIMIT_PER_MINUTE', 10, 1, 100000),
    searchLimitPerMinute: integer(env, 'SEARCH_LIMIT_PER_MINUTE', 60, 1, 100000),
    formMailboxes: {
      'driving-privileges': text(env, 'MAILBOX_DRIVING_PRIVILEGES') ?? courtMailbox,
      'zoom-hearing': text(env, 'MAILBOX_ZOOM_HEARING') ?? courtMailbox,
      interpreter: text(env, 'MAILBOX_INTERPRETER') ?? courtMailbox,
      'contact-us': text(env, 'MAILBOX_CONTACT_US') ?? courtMailbox,
    },
    fieldKeyring: fieldKeyring(env, isProduction),
    proofOfWorkSecret: proofOfWorkSecret(env),
    proofOfWorkMaxCounter: integer(env, 'PROOF_OF_WORK_MAX_COUNTER', 15000, 10, 10_000_000),
    submissionRetentionDays: integer(env, 'SUBMISSION_RETENTION_DAYS', 90, 1, 3650),
    jurorRegistrationRetentionDays: integer(env, 'JUROR_REGISTRATION_RETENTION_DAYS', 14, 0, 3650),
    careerDocumentMaxBytes: integer(
      env,
      'CAREER_DOCUMENT_MAX_BYTES',
      CAREER_DOCUMENT_DEFAULT_MAX_BYTES,
      1024,
      64 * 1024 * 1024,
    ),
    publicSiteUrl: publicSiteUrl(env),
    sms: smsSettings(env, isProduction),
    unsubscribeSecret: unsubscribeSecret(env),
    searchSynonyms: parseSearchSynonyms(text(env, 'SEARCH_SYNONYMS')),
    benchMode,
    metricsToken: metricsToken(env),
    metricsPort:
      text(env, 'METRICS_PORT') === null ? null : integer(env, 'METRICS_PORT', 0, 1, 65535),
    metricsHost: text(env, 'METRICS_HOST') ?? '127.0.0.1',
  };
}

/** PostgreSQL the test suites also run against when set (TEST_DATABASE_URL); tests only. */
export function loadTestDatabaseUrl(env: Env = process.env): string | null {
  return text(env, 'TEST_DATABASE_URL');
}
