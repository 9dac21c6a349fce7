import { readFileSync } from 'node:fs';
import path from 'node:path';
import { API_ROOT, CONFIG_VARIABLES, REPO_ROOT, loadConfig } from './config';

describe('loadConfig', () => {
  it('has working defaults for a development machine', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      nodeEnv: 'development',
      isProduction: false,
      port: 3000,
      host: '0.0.0.0',
      databaseUrl: null,
      smtpUrl: null,
      mailFrom: 'Canton Municipal Court <no-reply@example.org>',
      courtMailbox: 'clerk@example.org',
      sampleData: false,
      logLevel: 'info',
      trustProxy: false,
      rateLimitPerMinute: 20,
    });
    expect(config.sqliteFile).toBe(path.join(REPO_ROOT, 'data', 'court.sqlite'));
    expect(config.webRoot).toBe(REPO_ROOT);
    expect(config.documentsDir).toBe(path.join(API_ROOT, 'documents'));
  });

  it('finds the repository root from the source and the compiled file alike', () => {
    expect(path.basename(API_ROOT)).toBe('api');
    expect(API_ROOT).toBe(path.join(REPO_ROOT, 'api'));
  });

  it('reads every documented variable', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      PORT: '8080',
      HOST: '127.0.0.1',
      DATABASE_URL: 'postgres://court@db:5432/court',
      SQLITE_FILE: '/srv/court.sqlite',
      SMTP_URL: 'smtp://relay:25',
      MAIL_FROM: 'Court <court@example.org>',
      COURT_MAILBOX: 'forms@example.org',
      WEB_ROOT: '/srv/web',
      DOCUMENTS_DIR: '/srv/documents',
      SAMPLE_DATA: 'true',
      LOG_LEVEL: 'warn',
      TRUST_PROXY: 'true',
      RATE_LIMIT_PER_MINUTE: '5',
      STAFF_SIGN_IN_LIMIT_PER_MINUTE: '3',
    });
    expect(config).toEqual({
      nodeEnv: 'production',
      isProduction: true,
      port: 8080,
      host: '127.0.0.1',
      databaseUrl: 'postgres://court@db:5432/court',
      sqliteFile: path.resolve('/srv/court.sqlite'),
      smtpUrl: 'smtp://relay:25',
      mailFrom: 'Court <court@example.org>',
      courtMailbox: 'forms@example.org',
      webRoot: path.resolve('/srv/web'),
      documentsDir: path.resolve('/srv/documents'),
      sampleData: true,
      logLevel: 'warn',
      trustProxy: true,
      rateLimitPerMinute: 5,
      staffSignInLimitPerMinute: 3,
    });
    const documented = CONFIG_VARIABLES.map((variable) => variable.name);
    expect(documented).toEqual(
      expect.arrayContaining(['PORT', 'DATABASE_URL', 'SMTP_URL', 'WEB_ROOT']),
    );
  });

  it.each([
    [{ PORT: 'eighty' }, /PORT/],
    [{ DATABASE_URL: 'mysql://x' }, /DATABASE_URL/],
    [{ SMTP_URL: 'http://x' }, /SMTP_URL/],
    [{ SAMPLE_DATA: 'maybe' }, /SAMPLE_DATA/],
    [{ NODE_ENV: 'staging' }, /NODE_ENV/],
    [{ LOG_LEVEL: 'loud' }, /LOG_LEVEL/],
    [{ RATE_LIMIT_PER_MINUTE: '0' }, /RATE_LIMIT_PER_MINUTE/],
  ])('refuses a malformed setting %o', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });
});

describe('README configuration table', () => {
  it('documents every variable the API reads', () => {
    const readme = readFileSync(path.join(REPO_ROOT, 'README.md'), 'utf8');
    const missing = CONFIG_VARIABLES.filter(({ name }) => !readme.includes(`| \`${name}\` |`));
    expect(missing.map(({ name }) => name)).toEqual([]);
  });
});
