import { createHash } from 'node:crypto';
import type { InboxForm } from '@court/contract';
import {
  defineConfig,
  envValue,
  formerNamesInUse,
  readConfig,
  type ConfigParserWithDefault,
  type ConfigSettings,
  type Env,
} from './platform/config/config-table';
import { atLeast, flag, integer, matching, oneOf, repoPath, text } from './platform/config/parsers';
import {
  parseFieldKey,
  type FieldKey,
  type FieldKeyring,
} from './platform/crypto/field-encryption';
import { DEFAULT_DATABASE_TIMEOUTS, type DatabaseTimeouts } from './platform/database/database';
import { parseCarrierGateways } from './platform/sms/carrier-gateways';
import type { SmsSenderKind, SmsSettings } from './platform/sms/sms-sender';
import { CAREERS_CONFIG_VARIABLES } from './careers';
import { CONTENT_CONFIG_VARIABLES, contentCopyFile } from './content';
import { FORMS_CONFIG_VARIABLES } from './forms';
import { HEARINGS_CONFIG_VARIABLES } from './hearings';
import { JURY_CONFIG_VARIABLES } from './jury';
import { SEARCH_CONFIG_VARIABLES } from './search';
import { STAFF_CONFIG_VARIABLES, singleSignOnSettings } from './staff';

/**
 * The only reader of process.env. Every setting the API understands is one entry of
 * CONFIG_VARIABLES, the platform's here and each feature's from its own slice
 * (<feature>-config.ts): AppConfig, the checks at start and the README's table all come from it.
 */

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
const DEVELOPMENT_SIGNING_SECRET = 'development-only signing secret, never in production';

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
    name: 'PAGES_NOT_FOUND_PER_MINUTE',
    ...integer({ min: 1, max: 100_000, default: 120 }),
    description:
      'addresses with no page (answered 404) a client IP may ask each API process for per minute; past it, its requests for pages and files are answered 429 until the minute ends (pages kept in memory excepted). Each such address renders the page-not-found page, about 5 ms, which a scanner could otherwise ask for hundreds of times a second',
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
    name: 'SIGNING_SECRET',
    // Named for the first thing it signed; it keys more now.
    formerName: 'UNSUBSCRIBE_SECRET',
    ...atLeast(32, DEVELOPMENT_SIGNING_SECRET),
    default: 'development secret',
    secret: true,
    requiredInProduction: true,
    description:
      'HMAC secret that signs the links people use to stop notices, and keys the hashes kept of reminder codes and of names typed at staff sign-in (32+ characters)',
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
  // Each feature's own settings, parsed by its own parsers.
  ...STAFF_CONFIG_VARIABLES,
  ...SEARCH_CONFIG_VARIABLES,
  ...FORMS_CONFIG_VARIABLES,
  ...JURY_CONFIG_VARIABLES,
  ...HEARINGS_CONFIG_VARIABLES,
  ...CAREERS_CONFIG_VARIABLES,
  ...CONTENT_CONFIG_VARIABLES,
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
    contentCopyFile: contentCopyFileSetting,
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
    contentCopyFile: contentCopyFile(contentCopyFileSetting, single.nodeEnv),
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

/** Settings the environment gives only under their former names: the server warns of each. */
export function renamedSettingsInUse(env: Env = process.env): string[] {
  return formerNamesInUse(CONFIG_VARIABLES, env).map(
    ({ formerName, name }) => `${formerName} is read as ${name}: rename it, the old name will go`,
  );
}

/** PostgreSQL the test suites also run against when set (TEST_DATABASE_URL); tests only. */
export function loadTestDatabaseUrl(env: Env = process.env): string | null {
  return envValue(env, 'TEST_DATABASE_URL');
}
