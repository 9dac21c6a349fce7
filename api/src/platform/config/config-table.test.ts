import { defineConfig, formerNamesInUse, readConfig } from './config-table';
import { atLeast, flag, integer, oneOf, text } from './parsers';
import { withConfigTable } from './readme-table';

const TABLE = defineConfig([
  { name: 'NODE_ENV', ...oneOf(['production', 'development'], 'development'), description: 'mode' },
  {
    name: 'TRUST_PROXY_HOPS',
    ...integer({ min: 1, max: 10, default: 1 }),
    description: 'hops | proxies',
  },
  { name: 'SAMPLE_DATA', ...flag(), description: 'seed' },
  {
    name: 'API_KEY',
    ...atLeast(8, 'development key'),
    default: 'development key',
    secret: true,
    requiredInProduction: true,
    formerName: 'OLD_KEY',
    description: 'a key',
  },
  {
    name: 'TOKEN',
    default: '(none)',
    // A careless parser that repeats the value it refuses.
    parse: (raw) => {
      if (raw !== null && raw.startsWith('x')) throw new Error(`TOKEN "${raw}" is not a token`);
      return raw;
    },
    secret: true,
    description: 'a token',
  },
  { name: 'HOST', ...text('0.0.0.0'), description: 'interface' },
]);

describe('readConfig', () => {
  it('names each setting after its variable in camel case, with its parsed value', () => {
    const settings = readConfig(TABLE, { TRUST_PROXY_HOPS: ' 2 ', SAMPLE_DATA: 'yes', HOST: '' });
    expect(settings).toEqual({
      isProduction: false,
      nodeEnv: 'development',
      trustProxyHops: 2,
      sampleData: true,
      apiKey: 'development key',
      token: null,
      host: '0.0.0.0',
    });
  });

  it('refuses production without the variables production requires', () => {
    expect(() => readConfig(TABLE, { NODE_ENV: 'production' })).toThrow(
      'Missing required production settings: API_KEY',
    );
    expect(readConfig(TABLE, { NODE_ENV: 'production', API_KEY: 'a real key' })).toMatchObject({
      isProduction: true,
      apiKey: 'a real key',
    });
  });

  it('reads a renamed variable under its former name while the new one is unset', () => {
    const production = { NODE_ENV: 'production', OLD_KEY: 'an old key' };
    expect(readConfig(TABLE, production).apiKey).toBe('an old key');
    expect(formerNamesInUse(TABLE, production)).toEqual([
      { formerName: 'OLD_KEY', name: 'API_KEY' },
    ]);
    const renamed = { ...production, API_KEY: 'a new key' };
    expect(readConfig(TABLE, renamed).apiKey).toBe('a new key');
    expect(formerNamesInUse(TABLE, renamed)).toEqual([]);
    expect(() => readConfig(TABLE, { OLD_KEY: 'short' })).toThrow(
      /^API_KEY must be 8 characters or more$/,
    );
  });

  it('reports every malformed value at once, each with its variable', () => {
    expect(() => readConfig(TABLE, { NODE_ENV: 'staging', TRUST_PROXY_HOPS: '11' })).toThrow(
      'NODE_ENV must be production or development, got "staging"\n' +
        'TRUST_PROXY_HOPS must be a whole number from 1 to 10, got "11"',
    );
  });

  it('never prints the value of a secret, whatever its parser says', () => {
    expect(() => readConfig(TABLE, { API_KEY: 'short' })).toThrow(
      /^API_KEY must be 8 characters or more$/,
    );
    expect(() => readConfig(TABLE, { TOKEN: 'x-secret-token' })).toThrow(
      /^TOKEN is malformed \(its value is secret and not shown\)$/,
    );
  });
});

describe('withConfigTable', () => {
  const README = [
    '# Title',
    '<!-- generated from the API configuration table (api/src/config.ts) by npm run config:readme -->',
    'an old table',
    '<!-- end of the configuration table -->',
    'after',
  ].join('\n');

  it('puts the table between the markers, saying what production requires', () => {
    const written = withConfigTable(README, TABLE);
    expect(written.split('\n')).toEqual([
      '# Title',
      '<!-- generated from the API configuration table (api/src/config.ts) by npm run config:readme -->',
      '',
      '| variable | default | what it does |',
      '|---|---|---|',
      '| `NODE_ENV` | `development` | mode |',
      '| `TRUST_PROXY_HOPS` | `1` | hops \\| proxies |',
      '| `SAMPLE_DATA` | `false` | seed |',
      '| `API_KEY` | `(development key; required in production)` | a key (formerly `OLD_KEY`, still read while this one is unset) |',
      '| `TOKEN` | `(none)` | a token |',
      '| `HOST` | `0.0.0.0` | interface |',
      '',
      '<!-- end of the configuration table -->',
      'after',
    ]);
    expect(withConfigTable(written, TABLE)).toBe(written);
  });

  it('says where the table goes when the markers are missing', () => {
    expect(() => withConfigTable('# Title', TABLE)).toThrow(/needs the lines/);
  });
});
