import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { SECOND_FACTOR_ROLES, type InboxForm } from '@court/contract';
import {
  defineConfig,
  envValue,
  readConfig,
  type ConfigParserWithDefault,
  type ConfigSettings,
  type Env,
} from './platform/config/config-table';
import {
  atLeast,
  dayList,
  flag,
  integer,
  list,
  matching,
  namedSecrets,
  oneOf,
  text,
} from './platform/config/parsers';
import {
  parseFieldKey,
  type FieldKey,
  type FieldKeyring,
} from './platform/crypto/field-encryption';
import { DEFAULT_DATABASE_TIMEOUTS, type DatabaseTimeouts } from './platform/database/database';
import { parseCarrierGateways } from './platform/sms/carrier-gateways';
import type { SmsSenderKind, SmsSettings } from './platform/sms/sms-sender';
import { parseSearchSynonyms } from './search';
import { DEFAULT_MFA_AMR, parseIssuer, parseRoleMap, singleSignOnSettings } from './staff';

/**
 * The only reader of process.env. Every setting the API understands is one entry of
 * CONFIG_VARIABLES: AppConfig, the checks at start and the README's table all come from it.
 */

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

/** A path taken from the repository folder, where every command runs. */
function repoPath(fallback: string): ConfigParserWithDefault<string> {
  return {
    default: path.posix.join('<repo>', fallback),
    parse: (raw) => path.resolve(REPO_ROOT, raw ?? fallback),
  };
}

/** A path taken from the repository folder, or null when unset. */
function optionalRepoPath(): { parse: (raw: string | null) => string | null } {
  return { parse: (raw) => (raw === null ? null : path.resolve(REPO_ROOT, raw)) };
}

/** An http(s) address without query or fragment, kept without a trailing slash. */
function siteAddress(fallback: string): ConfigParserWithDefault<string> {
  return {
    default: fallback,
    parse: (raw, { refuse }) => {
      const value = raw ?? fallback;
      const url = URL.parse(value);
      if (url === null || !['http:', 'https:'].includes(url.protocol) || url.search || url.hash) {
        return refuse('must be an http:// or https:// address', value);
      }
      return url.href.replace(/\/+$/, '');
    },
  };
}

// Outside production only: fixed, so several development processes agree, and named so that
// nobody mistakes them for real secrets.
const DEVELOPMENT_FIELD_KEY: FieldKey = {
  id: 'dev',
  key: createHash('sha256').update('development-only field key').digest(),
};
const DEVELOPMENT_PROOF_OF_WORK_SECRET =
  'development-only proof-of-work secret, never in production';
const DEVELOPMENT_UNSUBSCRIBE_SECRET = 'development-only unsubscribe secret, never in production';

/** 10 MB: a job announcement with a scanned page or two fits with room to spare. */
const CAREER_DOCUMENT_DEFAULT_MAX_BYTES = 10 * 1024 * 1024;

/** Every environment variable the API reads. */
export const CONFIG_VARIABLES = defineConfig([
  {
    name: 'NODE_ENV',
    ...oneOf(['production', 'development', 'test'], 'development'),
    description: 'production enables HSTS, Secure cookies and fail-fast checks',
  },
  {
    name: 'PORT',
    ...integer({ min: 0, max: 65535, default: 3000 }),
    description: 'TCP port the server listens on',
  },
  { name: 'HOST', ...text('0.0.0.0'), description: 'interface the server listens on' },
  {
    name: 'DATABASE_URL',
    ...matching(/^postgres(ql)?:\/\//, 'start with postgres:// or postgresql://'),
    default: '(unset: SQLite)',
    secret: true,
    description: 'postgres://user:password@host:5432/db selects PostgreSQL',
  },
  {
    name: 'DATABASE_SCHEMA',
    // It becomes the connection's search_path option, so only a plain unquoted name is accepted.
    ...matching(/^[a-z_][a-z0-9_]{0,62}$/, 'be a lower-case name of letters, digits and _'),
    default: '(unset: the search path of DATABASE_URL)',
    description:
      'PostgreSQL schema for the tables and the migration records (created if missing); use it rather than a search_path in the URL',
  },
  {
    name: 'SQLITE_FILE',
    ...repoPath('data/court.sqlite'),
    description: 'SQLite file used when DATABASE_URL is unset; its folder is created',
  },
  {
    name: 'DATABASE_CONNECT_TIMEOUT_MS',
    ...integer({ min: 100, max: 60_000, default: DEFAULT_DATABASE_TIMEOUTS.connectTimeoutMs }),
    description:
      'longest wait for a PostgreSQL connection (new, or from a full pool of 10): a database that refuses or stalls costs a request at most this, then a 503',
  },
  {
    name: 'DATABASE_STATEMENT_TIMEOUT_MS',
    ...integer({ min: 100, max: 600_000, default: DEFAULT_DATABASE_TIMEOUTS.statementTimeoutMs }),
    description:
      "PostgreSQL's `statement_timeout` for every query (the slowest, a staff CSV export, takes well under a second); the client gives up a connection that has not answered 1 s after it; migrations run without it",
  },
  {
    name: 'SQLITE_BUSY_TIMEOUT_MS',
    ...integer({ min: 0, max: 60_000, default: DEFAULT_DATABASE_TIMEOUTS.sqliteBusyTimeoutMs }),
    description:
      "longest SQLite waits for another process's lock (a backup, the staff CLI); the whole process waits with it, so keep it short",
  },
  {
    name: 'SMTP_URL',
    ...matching(/^smtps?:\/\//, 'start with smtp:// or smtps://'),
    default: '(unset: mail stays in the outbox)',
    secret: true,
    description: 'smtp://host:port of the mail relay the outbox worker uses',
  },
  {
    name: 'MAIL_FROM',
    ...text('Canton Municipal Court <no-reply@example.org>'),
    description: 'From header of outgoing mail',
  },
  {
    name: 'COURT_MAILBOX',
    ...text('clerk@example.org'),
    description: 'where form notifications are sent',
  },
  {
    name: 'WEB_ROOT',
    ...repoPath('.'),
    description: 'folder holding shell/dist and mfe-*/dist, served in single-process mode',
  },
  {
    name: 'DOCUMENTS_DIR',
    ...repoPath('api/documents'),
    description: 'folder of the PDFs served at /documents/<slug>.pdf',
  },
  {
    name: 'SAMPLE_DATA',
    ...flag(),
    description: '"true" seeds sample messages and postings when the database is empty',
  },
  {
    name: 'LOG_LEVEL',
    ...oneOf(['trace', 'debug', 'info', 'warn', 'error', 'fatal', 'silent']),
    default: 'info (silent under jest)',
    description: 'pino level: trace, debug, info, warn, error, fatal, silent',
  },
  {
    name: 'TRUST_PROXY',
    ...flag(),
    description: '"true" trusts X-Forwarded-For/-Proto from a reverse proxy',
  },
  {
    name: 'TRUST_PROXY_HOPS',
    ...integer({ min: 1, max: 10, default: 1 }),
    description:
      'with TRUST_PROXY, how many proxies append to X-Forwarded-For: the client address is read that many entries from the right',
  },
  {
    name: 'RATE_LIMIT_PER_MINUTE',
    ...integer({ min: 1, max: 100_000, default: 20 }),
    description: 'public POSTs allowed per client IP and route per minute',
  },
  {
    name: 'STAFF_SIGN_IN_LIMIT_PER_MINUTE',
    ...integer({ min: 1, max: 100_000, default: 10 }),
    description:
      'staff sign-in attempts (a password, a code from an authentication app at sign-in or step-up, a passkey, or the start or return of a single sign-on) allowed per client IP per minute (wrong ones also slow each name); passkey challenges have a limit of their own, 300 a minute',
  },
  {
    name: 'STAFF_SECOND_FACTOR_REQUIRED',
    ...flag(true),
    description: `whether staff with the roles that need one (\`SECOND_FACTOR_ROLES\`: ${SECOND_FACTOR_ROLES.join(', ')}) must set up a second factor (an authentication app or a passkey) and prove it at every sign-in, and whether the most sensitive actions ask for it again after five minutes; \`false\` is for test suites only and is refused with \`NODE_ENV=production\``,
  },
  {
    name: 'LOCAL_SIGN_IN',
    ...flag(true),
    description:
      'whether staff may sign in with a username and password; `false` (once single sign-on works) leaves only the `OIDC_` provider, and is refused without it',
  },
  {
    name: 'OIDC_ISSUER',
    parse: parseIssuer,
    default: '(unset: no single sign-on)',
    description:
      "issuer of the court's OpenID Connect provider for staff single sign-on, e.g. `https://login.microsoftonline.com/<tenant id>/v2.0`; https in production. The `OIDC_` settings go all together (see Single sign-on)",
  },
  {
    name: 'OIDC_CLIENT_ID',
    ...text(),
    default: '(none)',
    description: "the site's client (application) id at the provider",
  },
  {
    name: 'OIDC_CLIENT_SECRET',
    ...text(),
    default: '(none)',
    secret: true,
    description: "the client's secret, sent to the provider's token endpoint (client_secret_basic)",
  },
  {
    name: 'OIDC_PROVIDER_NAME',
    ...text(),
    default: '(none)',
    description:
      'shown on the sign-in button, "Sign in with <name>", e.g. `Canton Courts Microsoft account`',
  },
  {
    name: 'OIDC_ROLE_CLAIM',
    ...text(),
    default: '(none)',
    description: 'the claim listing the groups (or roles) that give staff roles, e.g. `groups`',
  },
  {
    name: 'OIDC_ROLE_MAP',
    parse: parseRoleMap,
    default: '(none)',
    description:
      'comma-separated `claim value=role` pairs, e.g. `court-clerks=forms,court-it=admin`; roles are recomputed from it at every sign-in',
  },
  {
    name: 'OIDC_MFA_AMR',
    ...list(),
    default: DEFAULT_MFA_AMR.join(','),
    description:
      "comma-separated `amr` values of the ID token that show the provider's multi-factor sign-in; then the court's own second factor is not asked for",
  },
  {
    name: 'OIDC_MFA_ACR',
    ...list(),
    default: '(none)',
    description: 'comma-separated `acr` values of the ID token that show the same',
  },
  {
    name: 'SEARCH_LIMIT_PER_MINUTE',
    ...integer({ min: 1, max: 100_000, default: 60 }),
    description:
      'site searches allowed per client IP per minute (so no one can flood the count of searches that found nothing)',
  },
  {
    name: 'MAILBOX_DRIVING_PRIVILEGES',
    ...text(),
    default: '(COURT_MAILBOX)',
    description: 'where limited driving privileges applications are announced (never with the SSN)',
  },
  {
    name: 'MAILBOX_ZOOM_HEARING',
    ...text(),
    default: '(COURT_MAILBOX)',
    description: 'where zoom hearing registrations are announced',
  },
  {
    name: 'MAILBOX_INTERPRETER',
    ...text(),
    default: '(COURT_MAILBOX)',
    description: 'where interpreter requests are announced',
  },
  {
    name: 'MAILBOX_CONTACT_US',
    ...text(),
    default: '(COURT_MAILBOX)',
    description: 'where contact-us messages are sent',
  },
  {
    name: 'FIELD_ENCRYPTION_KEY',
    default: 'development key',
    parse: (raw, { name }) => (raw === null ? null : parseFieldKey(raw, name)),
    secret: true,
    requiredInProduction: true,
    description:
      '`<key id>:<base64 of 32 bytes>`: AES-256-GCM key that seals SSNs and staff authentication-app secrets at rest; see Key rotation',
  },
  {
    name: 'FIELD_ENCRYPTION_PREVIOUS_KEYS',
    default: '(none)',
    parse: (raw, { name }) =>
      (raw ?? '')
        .split(',')
        .map((item) => item.trim())
        .filter((item) => item !== '')
        .map((item) => parseFieldKey(item, name)),
    secret: true,
    description: 'comma-separated older keys, same form, still used to open values during rotation',
  },
  {
    name: 'PROOF_OF_WORK_SECRET',
    ...atLeast(32, DEVELOPMENT_PROOF_OF_WORK_SECRET),
    default: 'development secret',
    secret: true,
    requiredInProduction: true,
    description: "HMAC secret that signs the forms' proof-of-work challenges (32+ characters)",
  },
  {
    name: 'PROOF_OF_WORK_MAX_COUNTER',
    ...integer({ min: 10, max: 10_000_000, default: 15000 }),
    description: 'difficulty of the proof-of-work: a phone tries about half this many hashes',
  },
  {
    name: 'SUBMISSION_RETENTION_DAYS',
    ...integer({ min: 1, max: 3650, default: 90 }),
    description: 'days a processed form submission is kept before the daily purge deletes it',
  },
  {
    name: 'JUROR_REGISTRATION_RETENTION_DAYS',
    ...integer({ min: 0, max: 3650, default: 14 }),
    description: "days after a juror's service date the notification sign-up is deleted",
  },
  {
    name: 'HEARING_FEED_KEYS',
    ...namedSecrets(32),
    default: '(unset: the feed endpoint refuses every call)',
    secret: true,
    description:
      'name=key pairs, keys of 32+ characters: `POST /api/muni/hearings/feed` takes the hearing schedule from a caller sending `Authorization: Bearer <key>`, audited by the name',
  },
  {
    name: 'HEARING_FEED_DIR',
    ...optionalRepoPath(),
    default: '(unset: no folder is watched)',
    description:
      'a folder the API checks every minute for hearing schedules (`*.csv`), for a court that can only drop files; each is imported, then moved to `imported/` or `refused/` beside it',
  },
  {
    name: 'COURT_DATE_REMINDER_DAYS',
    ...dayList(60, [7, 1]),
    description:
      "days before a hearing its reminders are sent, at the hearing's time of day (held until 8 a.m. when that falls between 8 p.m. and 8 a.m. court time)",
  },
  {
    name: 'COURT_DATE_REMINDER_RETENTION_DAYS',
    ...integer({ min: 0, max: 3650, default: 30 }),
    description:
      "days after a case's last known hearing its court-date reminder sign-ups are deleted",
  },
  {
    name: 'HEARING_FEED_LIMIT_PER_MINUTE',
    ...integer({ min: 1, max: 1000, default: 10 }),
    description: 'most calls of the hearing feed endpoint per client address per minute',
  },
  {
    name: 'CAREER_DOCUMENT_MAX_BYTES',
    ...integer({ min: 1024, max: 64 * 1024 * 1024, default: CAREER_DOCUMENT_DEFAULT_MAX_BYTES }),
    description: 'largest job-posting PDF careers staff may upload, in bytes (10 MB)',
  },
  {
    name: 'PUBLIC_SITE_URL',
    ...siteAddress('http://localhost:3000'),
    description:
      'address of the site as the public reaches it; links in notices start with it, and staff passkeys belong to its host name (only its origin may use them)',
  },
  {
    name: 'SMS_SENDER',
    ...oneOf<SmsSenderKind>(['gateway', 'http', 'none'], 'gateway'),
    description:
      'how juror notices go as texts: `gateway` (carrier e-mail-to-text via SMTP), `http` (SMS provider) or `none`',
  },
  {
    name: 'SMS_GATEWAYS',
    default: '(built-in table)',
    parse: parseCarrierGateways,
    description:
      'JSON carrier-to-gateway overrides, e.g. `{"Verizon": "vtext.com", "AT&T": {"domain": "txt.att.net", "retiredSince": "2025-06"}}`',
  },
  {
    name: 'SMS_HTTP_URL',
    ...text(),
    default: '(none; required when SMS_SENDER=http)',
    description: 'HTTPS endpoint of the SMS provider; receives `POST {"to", "text"}` as JSON',
  },
  {
    name: 'SMS_HTTP_API_KEY',
    ...text(),
    default: '(none; required when SMS_SENDER=http)',
    secret: true,
    description: "the SMS provider's API key, sent as `Authorization: Bearer <key>`",
  },
  {
    name: 'UNSUBSCRIBE_SECRET',
    ...atLeast(32, DEVELOPMENT_UNSUBSCRIBE_SECRET),
    default: 'development secret',
    secret: true,
    requiredInProduction: true,
    description:
      'HMAC secret that signs the links people use to stop notices, and keys the hashes kept of reminder codes and of names typed at staff sign-in (32+ characters)',
  },
  {
    name: 'SEARCH_SYNONYMS',
    default: '(built-in table)',
    parse: parseSearchSynonyms,
    description:
      'JSON table replacing the built-in synonyms of the site search, from words or phrases people search with to words or phrases of the site, e.g. `{"ticket": ["citation"], "pay ticket": ["online payments"]}`; the table is in `api/src/search/synonyms.ts`',
  },
  {
    name: 'BENCH_MODE',
    ...flag(),
    description:
      "benchmarks only (`npm run bench` sets it): `true` switches off the forms' proof-of-work check and the rate limits; refused with `NODE_ENV=production`",
  },
  {
    name: 'METRICS_TOKEN',
    ...atLeast(32),
    default: '(unset: no /metrics on PORT)',
    secret: true,
    description:
      'a secret of 32+ characters: `GET /metrics` on `PORT` answers Prometheus text to `Authorization: Bearer <token>` and 401 to anyone else',
  },
  {
    name: 'METRICS_PORT',
    ...integer({ min: 1, max: 65535 }),
    default: '(unset: none)',
    description:
      'a port of its own serving only `GET /metrics`, without a token, on `METRICS_HOST`: for a scraper on a private network',
  },
  {
    name: 'METRICS_HOST',
    ...text('127.0.0.1'),
    description: 'interface of `METRICS_PORT`; the default keeps it to this machine',
  },
]);

function fieldKeyring(
  current: FieldKey | null,
  previous: FieldKey[],
  isProduction: boolean,
): FieldKeyring {
  return {
    current: current ?? DEVELOPMENT_FIELD_KEY,
    // Outside production the development key stays readable, so rows sealed before a key was
    // set still open and the rotation command can move them to the new key.
    previous: current && !isProduction ? [...previous, DEVELOPMENT_FIELD_KEY] : previous,
  };
}

function smsSettings(
  { sender, gateways }: Omit<SmsSettings, 'http'>,
  url: string | null,
  apiKey: string | null,
  isProduction: boolean,
): SmsSettings {
  if (sender !== 'http') return { sender, gateways, http: null };
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

/** The values the code reads together, and the rules that join two variables. */
function assemble(settings: ConfigSettings<typeof CONFIG_VARIABLES>, underJest: boolean) {
  const {
    databaseSchema,
    logLevel,
    databaseConnectTimeoutMs,
    databaseStatementTimeoutMs,
    sqliteBusyTimeoutMs,
    mailboxDrivingPrivileges,
    mailboxZoomHearing,
    mailboxInterpreter,
    mailboxContactUs,
    fieldEncryptionKey,
    fieldEncryptionPreviousKeys,
    smsSender,
    smsGateways,
    smsHttpUrl,
    smsHttpApiKey,
    oidcIssuer,
    oidcClientId,
    oidcClientSecret,
    oidcProviderName,
    oidcRoleClaim,
    oidcRoleMap,
    oidcMfaAmr,
    oidcMfaAcr,
    ...single
  } = settings;
  const { isProduction, courtMailbox } = single;
  if (isProduction && single.benchMode) {
    throw new Error('BENCH_MODE switches off abuse protections and is refused in production');
  }
  if (isProduction && !single.staffSecondFactorRequired) {
    throw new Error(
      'STAFF_SECOND_FACTOR_REQUIRED=false lets administrators sign in with a password alone and is refused in production',
    );
  }
  return {
    ...single,
    // The database options' name: createDatabase takes the whole configuration.
    postgresSchema: databaseSchema,
    logLevel: logLevel ?? (underJest ? 'silent' : 'info'),
    databaseTimeouts: {
      connectTimeoutMs: databaseConnectTimeoutMs,
      statementTimeoutMs: databaseStatementTimeoutMs,
      sqliteBusyTimeoutMs,
    } satisfies DatabaseTimeouts,
    formMailboxes: {
      'driving-privileges': mailboxDrivingPrivileges ?? courtMailbox,
      'zoom-hearing': mailboxZoomHearing ?? courtMailbox,
      interpreter: mailboxInterpreter ?? courtMailbox,
      'contact-us': mailboxContactUs ?? courtMailbox,
    } satisfies Record<InboxForm, string>,
    fieldKeyring: fieldKeyring(fieldEncryptionKey, fieldEncryptionPreviousKeys, isProduction),
    sms: smsSettings(
      { sender: smsSender, gateways: smsGateways },
      smsHttpUrl,
      smsHttpApiKey,
      isProduction,
    ),
    singleSignOn: singleSignOnSettings(
      {
        oidcIssuer,
        oidcClientId,
        oidcClientSecret,
        oidcProviderName,
        oidcRoleClaim,
        oidcRoleMap,
        oidcMfaAmr,
        oidcMfaAcr,
      },
      { isProduction, localSignIn: single.localSignIn },
    ),
  };
}

export type AppConfig = ReturnType<typeof assemble>;

/**
 * Reads the configuration from an environment (process.env by default). Throws on a malformed
 * value, and in production on a missing secret, so a bad deployment stops at start.
 */
export function loadConfig(env: Env = process.env): AppConfig {
  return assemble(readConfig(CONFIG_VARIABLES, env), env.JEST_WORKER_ID !== undefined);
}

/** PostgreSQL the test suites also run against when set (TEST_DATABASE_URL); tests only. */
export function loadTestDatabaseUrl(env: Env = process.env): string | null {
  return envValue(env, 'TEST_DATABASE_URL');
}
