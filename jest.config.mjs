// One jest run for every workspace: browser code under jsdom, the API and contract under node.
import { SWC_TYPESCRIPT } from './shell/kit/build/swc-options.mjs';

const swc = ['@swc/jest', { jsc: SWC_TYPESCRIPT, module: { type: 'commonjs' } }];

// These ship only ES modules; jest's module system needs them as CommonJS. openid-client (with
// oauth4webapi and jose) signs staff in; oidc-provider is the real provider its tests talk to.
const ESM_PACKAGES = ['kysely', 'openid-client', 'oauth4webapi', 'jose', 'oidc-provider'];

const common = {
  transform: { '^.+\\.(t|j|mj)sx?$': swc },
  transformIgnorePatterns: [`/node_modules/(?!(${ESM_PACKAGES.join('|')})/)`],
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'json'],
};

const browserProject = (name, roots) => ({
  ...common,
  displayName: name,
  roots,
  testEnvironment: '<rootDir>/scripts/jest-jsdom-environment.mjs',
  testEnvironmentOptions: {
    customExportConditions: ['court-source', 'browser', 'require', 'default'],
  },
  setupFiles: ['<rootDir>/shell/kit/src/testing/jest-setup-globals.ts'],
  setupFilesAfterEnv: ['<rootDir>/shell/kit/src/testing/jest-setup-dom.ts'],
  moduleNameMapper: {
    '\\.(s?css)$': '<rootDir>/shell/kit/src/testing/style-stub.ts',
    // Webpack emits images as files and imports their URL; tests see a fixed stand-in URL.
    '\\.(svg|png|jpe?g|woff2?)$': '<rootDir>/shell/kit/src/testing/file-stub.ts',
  },
  testMatch: ['**/*.test.ts?(x)'],
});

export default {
  // A form filled key by key in jsdom, or the log-privacy walk through every route (about a
  // second each), took over jest's 5 s on a two-core machine running a build beside it; a test
  // that hangs still fails, after 20 s. Only here does jest read it: a project's own is ignored.
  testTimeout: 20_000,
  // Every core: jest's default leaves one idle, and on a two-core machine that is half of it.
  // Suites that share a service keep apart by themselves (PostgreSQL: a database per worker).
  maxWorkers: '100%',
  // A worker that has run a hundred suites holds gigabytes (each suite's modules and apps stay
  // reachable until the worker ends), and the last suites then ran at a third of their speed in
  // collection pauses: a worker past this after a suite is replaced by a fresh one.
  workerIdleMemoryLimit: '1GB',
  // The fuzz suites first: see the sequencer.
  testSequencer: '<rootDir>/scripts/jest-sequencer.mjs',
  projects: [
    browserProject('kit', ['<rootDir>/shell/kit']),
    browserProject('shell', ['<rootDir>/shell/src']),
    browserProject('mfe-info', ['<rootDir>/mfe-info']),
    browserProject('mfe-jury', ['<rootDir>/mfe-jury']),
    browserProject('mfe-forms', ['<rootDir>/mfe-forms']),
    browserProject('mfe-careers', ['<rootDir>/mfe-careers']),
    {
      ...common,
      displayName: 'api',
      roots: ['<rootDir>/api'],
      testEnvironment: 'node',
      testEnvironmentOptions: {
        customExportConditions: ['court-source', 'node', 'require', 'default'],
      },
      testMatch: ['**/*.test.ts'],
      testPathIgnorePatterns: ['/node_modules/', '/dist/'],
    },
  ],
};
