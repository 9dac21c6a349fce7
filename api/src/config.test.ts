import { readFileSync } from 'node:fs';
import path from 'node:path';
import { CONFIG_VARIABLES, loadConfig, renamedSettingsInUse } from './config';
import { API_ROOT, REPO_ROOT } from './platform/paths';
import { withConfigTable } from './platform/config/readme-table';

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
      SEARCH_LIMIT_PER_MINUTE: '30',
      MAILBOX_DRIVING_PRIVILEGES: 'dp@example.org',
      MAILBOX_ZOOM_HEARING: 'zoom@example.org',
      MAILBOX_INTERPRETER: 'interpreters@example.org',
      MAILBOX_CONTACT_US: 'contact@example.org',
      FIELD_ENCRYPTION_KEY: `k2:${Buffer.alloc(32, 2).toString('base64')}`,
      FIELD_ENCRYPTION_PREVIOUS_KEYS: `k1:${Buffer.alloc(32, 1).toString('base64')}`,
      PROOF_OF_WORK_SECRET: 'a production secret of 32 characters or more',
      SIGNING_SECRET: 'a signing secret of 32 characters or more',
      PUBLIC_SITE_URL: 'https://court.example.org/',
      PROOF_OF_WORK_MAX_COUNTER: '20000',
      SUBMISSION_RETENTION_DAYS: '30',
    });
    expect(config).toMatchObject({
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
      searchLimitPerMinute: 30,
      formMailboxes: {
        'driving-privileges': 'dp@example.org',
        'zoom-hearing': 'zoom@example.org',
        interpreter: 'interpreters@example.org',
        'contact-us': 'contact@example.org',
      },
      fieldKeyring: {
        current: { id: 'k2', key: Buffer.alloc(32, 2) },
        previous: [{ id: 'k1', key: Buffer.alloc(32, 1) }],
      },
      proofOfWorkSecret: 'a production secret of 32 characters or more',
      signingSecret: 'a signing secret of 32 characters or more',
      publicSiteUrl: 'https://court.example.org',
      proofOfWorkMaxCounter: 20000,
      submissionRetentionDays: 30,
    });
    const documented = CONFIG_VARIABLES.map((variable) => variable.name);
    expect(documented).toEqual(
      expect.arrayContaining(['PORT', 'DATABASE_URL', 'SMTP_URL', 'WEB_ROOT']),
    );
  });

  it.each([
    [{ PORT: 'eighty' }, /PORT/],
    [{ DATABASE_URL: 'mysql://x' }, /DATABASE_URL/],
    [{ DATABASE_SCHEMA: 'court,public' }, /DATABASE_SCHEMA/],
    [{ SMTP_URL: 'http://x' }, /SMTP_URL/],
    [{ SAMPLE_DATA: 'maybe' }, /SAMPLE_DATA/],
    [{ NODE_ENV: 'staging' }, /NODE_ENV/],
    [{ LOG_LEVEL: 'loud' }, /LOG_LEVEL/],
    [{ RATE_LIMIT_PER_MINUTE: '0' }, /RATE_LIMIT_PER_MINUTE/],
    [{ FIELD_ENCRYPTION_KEY: 'k1:short' }, /FIELD_ENCRYPTION_KEY/],
    [{ PROOF_OF_WORK_SECRET: 'too short' }, /PROOF_OF_WORK_SECRET/],
    [{ BENCH_MODE: 'sometimes' }, /BENCH_MODE/],
    [{ SEARCH_SYNONYMS: '{"ticket": "citation"}' }, /SEARCH_SYNONYMS/],
  ])('refuses a malformed setting %o', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });
});

/** A production environment with every secret production requires. */
const PRODUCTION = {
  NODE_ENV: 'production',
  FIELD_ENCRYPTION_KEY: `k1:${Buffer.alloc(32, 1).toString('base64')}`,
  PROOF_OF_WORK_SECRET: 'a production secret of 32 characters or more',
  SIGNING_SECRET: 'a signing secret of 32 characters or more',
};

describe('production secrets', () => {
  it('refuses to start in production without the SSN key, the signing secret and the proof-of-work secret', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
      'Missing required production settings: FIELD_ENCRYPTION_KEY, SIGNING_SECRET, PROOF_OF_WORK_SECRET',
    );
  });

  it('still reads the signing secret under its former name, and says to rename it', () => {
    const deployed: Record<string, string> = {
      ...PRODUCTION,
      UNSUBSCRIBE_SECRET: 'a signing secret set before the rename',
    };
    delete deployed.SIGNING_SECRET;
    expect(loadConfig(deployed).signingSecret).toBe('a signing secret set before the rename');
    expect(renamedSettingsInUse(deployed)).toEqual([
      'UNSUBSCRIBE_SECRET is read as SIGNING_SECRET: rename it, the old name will go',
    ]);
    expect(renamedSettingsInUse({ ...deployed, SIGNING_SECRET: 'x'.repeat(32) })).toEqual([]);
  });

  it('uses a development key outside production, and keeps it readable after a key is set', () => {
    expect(loadConfig({}).fieldKeyring.current.id).toBe('dev');
    const keyed = loadConfig({
      FIELD_ENCRYPTION_KEY: `k1:${Buffer.alloc(32, 1).toString('base64')}`,
    });
    expect(keyed.fieldKeyring.previous.map((key) => key.id)).toEqual(['dev']);
  });
});

describe('bench mode', () => {
  it('is off unless BENCH_MODE turns it on', () => {
    expect(loadConfig({}).benchMode).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test' }).benchMode).toBe(false);
    expect(loadConfig(PRODUCTION).benchMode).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test', BENCH_MODE: 'true' }).benchMode).toBe(true);
  });

  it('is refused in production', () => {
    expect(() => loadConfig({ ...PRODUCTION, BENCH_MODE: 'true' })).toThrow(
      /BENCH_MODE.*refused in production/,
    );
    expect(loadConfig({ ...PRODUCTION, BENCH_MODE: 'false' }).benchMode).toBe(false);
  });
});

describe('staff second factor', () => {
  it('is required unless STAFF_SECOND_FACTOR_REQUIRED turns it off', () => {
    expect(loadConfig({}).staffSecondFactorRequired).toBe(true);
    expect(loadConfig(PRODUCTION).staffSecondFactorRequired).toBe(true);
    expect(loadConfig({ STAFF_SECOND_FACTOR_REQUIRED: 'false' }).staffSecondFactorRequired).toBe(
      false,
    );
    expect(() => loadConfig({ STAFF_SECOND_FACTOR_REQUIRED: 'maybe' })).toThrow(
      /STAFF_SECOND_FACTOR_REQUIRED must be true or false/,
    );
  });

  it('cannot be turned off in production', () => {
    expect(() => loadConfig({ ...PRODUCTION, STAFF_SECOND_FACTOR_REQUIRED: 'false' })).toThrow(
      /STAFF_SECOND_FACTOR_REQUIRED=false .* refused in production/,
    );
  });
});

describe('career document size limit', () => {
  it('is 10 MB unless CAREER_DOCUMENT_MAX_BYTES says otherwise', () => {
    expect(loadConfig({}).careerDocumentMaxBytes).toBe(10 * 1024 * 1024);
    expect(loadConfig({ CAREER_DOCUMENT_MAX_BYTES: '2048' }).careerDocumentMaxBytes).toBe(2048);
    expect(() => loadConfig({ CAREER_DOCUMENT_MAX_BYTES: '10MB' })).toThrow(
      /CAREER_DOCUMENT_MAX_BYTES/,
    );
  });
});

describe('search synonyms', () => {
  it('has a built-in table that SEARCH_SYNONYMS replaces, folded as the index reads words', () => {
    expect(loadConfig({}).searchSynonyms).toMatchObject({
      ticket: expect.arrayContaining(['citation']),
      lawyer: expect.arrayContaining(['attorney']),
      'pay ticket': ['online payments'],
      boleto: ['citacion'],
    });
    expect(
      loadConfig({
        SEARCH_SYNONYMS: '{"Boleto": ["Citación", "multa de tránsito"], "Pagar  Multa": ["pagos"]}',
      }).searchSynonyms,
    ).toEqual({ boleto: ['citacion', 'multa de transito'], 'pagar multa': ['pagos'] });
  });

  it.each([
    ['not JSON', '{ticket: citation}'],
    ['a list', '["ticket"]'],
    ['a phrase of more than 4 words as the word', '{"one two three four five": ["citation"]}'],
    ['an empty list', '{"ticket": []}'],
    ['a number among the words', '{"ticket": ["citation", 7]}'],
    ['a phrase of more than 4 words', '{"ticket": ["one two three four five"]}'],
    ['more than 10 alternatives', `{"ticket": ${JSON.stringify(Array(11).fill('citation'))}}`],
  ])('refuses %s', (_, value) => {
    expect(() => loadConfig({ SEARCH_SYNONYMS: value })).toThrow(/^SEARCH_SYNONYMS must be/);
  });
});

describe('README configuration table', () => {
  it('is the table CONFIG_VARIABLES generates', () => {
    const readme = readFileSync(path.join(REPO_ROOT, 'README.md'), 'utf8');
    try {
      expect(readme).toBe(withConfigTable(readme, CONFIG_VARIABLES));
    } catch (error) {
      // Jest's diff shows the rows that differ; the way to fix them goes first.
      if (error instanceof Error) {
        error.message = `README.md's configuration table is not the one api/src/config.ts generates: run \`npm run config:readme\` to write it.\n\n${error.message}`;
      }
      throw error;
    }
  });
});

describe('single sign-on', () => {
  const PROVIDER = {
    OIDC_ISSUER: 'https://login.microsoftonline.com/0000-tenant/v2.0',
    OIDC_CLIENT_ID: 'court-site',
    OIDC_CLIENT_SECRET: 'a client secret nobody may read',
    OIDC_PROVIDER_NAME: 'Canton Courts Microsoft account',
    OIDC_ROLE_CLAIM: 'groups',
    OIDC_ROLE_MAP: 'court-clerks=forms, court-jury = jury,court-it=admin,court-clerks=jury',
  };
  it('is off, with passwords on, unless the OIDC_ settings are given', () => {
    expect(loadConfig({})).toMatchObject({ singleSignOn: null, localSignIn: true });
  });

  it('reads the provider, its role table and the multi-factor values', () => {
    const { singleSignOn, localSignIn } = loadConfig({ ...PROVIDER, LOCAL_SIGN_IN: 'false' });
    expect(localSignIn).toBe(false);
    expect(singleSignOn).toEqual({
      issuer: 'https://login.microsoftonline.com/0000-tenant/v2.0',
      clientId: 'court-site',
      clientSecret: 'a client secret nobody may read',
      providerName: 'Canton Courts Microsoft account',
      roleClaim: 'groups',
      // A value given twice gives both roles; several values may give one role.
      roleMap: new Map([
        ['court-clerks', ['forms', 'jury']],
        ['court-jury', ['jury']],
        ['court-it', ['admin']],
      ]),
      mfaAmr: ['mfa'],
      mfaAcr: [],
    });
    expect(
      loadConfig({ ...PROVIDER, OIDC_MFA_AMR: 'mfa, hwk', OIDC_MFA_ACR: 'urn:okta:loa:2fa:any' })
        .singleSignOn,
    ).toMatchObject({ mfaAmr: ['mfa', 'hwk'], mfaAcr: ['urn:okta:loa:2fa:any'] });
  });

  it('refuses some OIDC_ settings without the others, naming those missing', () => {
    const partial = { ...PROVIDER, OIDC_CLIENT_SECRET: '', OIDC_ROLE_MAP: ' ' };
    expect(() => loadConfig(partial)).toThrow(
      /Single sign-on needs all of .* missing: OIDC_CLIENT_SECRET, OIDC_ROLE_MAP/,
    );
    expect(() => loadConfig({ OIDC_MFA_AMR: 'mfa' })).toThrow(
      /Single sign-on needs all of .*; missing: OIDC_ISSUER, OIDC_CLIENT_ID/,
    );
  });

  it('refuses LOCAL_SIGN_IN=false without single sign-on: nobody could sign in', () => {
    expect(() => loadConfig({ LOCAL_SIGN_IN: 'false' })).toThrow(
      /LOCAL_SIGN_IN=false .* set the OIDC_ settings/,
    );
    expect(() => loadConfig({ LOCAL_SIGN_IN: 'sometimes' })).toThrow(/LOCAL_SIGN_IN/);
  });

  it('needs an https issuer in production, and takes plain http elsewhere', () => {
    const local = { ...PROVIDER, OIDC_ISSUER: 'http://127.0.0.1:4000' };
    expect(loadConfig(local).singleSignOn?.issuer).toBe('http://127.0.0.1:4000');
    expect(() => loadConfig({ ...PRODUCTION, ...local })).toThrow(
      /OIDC_ISSUER must be an https:\/\/ address in production/,
    );
    expect(loadConfig({ ...PRODUCTION, ...PROVIDER }).singleSignOn).not.toBeNull();
  });

  it.each([
    ['an issuer that is no address', { OIDC_ISSUER: 'login.example' }, /OIDC_ISSUER/],
    ['an issuer with a query', { OIDC_ISSUER: 'https://login.example/?tenant=1' }, /OIDC_ISSUER/],
    ['a role the site lacks', { OIDC_ROLE_MAP: 'court-clerks=clerk' }, /OIDC_ROLE_MAP must be/],
    ['a pair without its role', { OIDC_ROLE_MAP: 'court-clerks' }, /OIDC_ROLE_MAP must be/],
    ['a pair without its value', { OIDC_ROLE_MAP: '=admin' }, /OIDC_ROLE_MAP must be/],
  ])('refuses %s', (_description, change, message) => {
    expect(() => loadConfig({ ...PROVIDER, ...change })).toThrow(message);
  });

  it('never shows the client secret in a refusal', () => {
    expect(() => loadConfig({ ...PROVIDER, OIDC_ROLE_MAP: '' })).toThrow(
      expect.objectContaining({
        message: expect.not.stringContaining(PROVIDER.OIDC_CLIENT_SECRET),
      }),
    );
  });
});
