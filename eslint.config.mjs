import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import {
  createTypeScriptImportResolver,
  defaultConditionNames,
} from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** The API's files beside app.ts that platform/ and the features may import. */
/**
 * Libraries the apps and the kit's separately bundled entries take from the kit core: a copy of
 * them bundled anywhere else would be a second router on the page.
 */
const KIT_ONLY_IMPORTS = [
  { name: 'react-router-dom', message: "Import routing from '@court/kit'." },
  { name: 'react-router', message: "Import routing from '@court/kit'." },
];

const API_TOP_FILES = {
  // The request state every middleware and route shares: platform code.
  platform: 'types.ts',
  // A feature declares its own dependencies and settings (platform/feature-deps.ts): the root's
  // configuration, dependencies and app are what compose it, never what it imports.
  features: 'types.ts',
};

/**
 * The two platform files that join what each feature declares of the database, and the feature
 * files they may read: a feature's tables and its migrations live beside its code.
 */
const PLATFORM_JOINS = 'database/{schema,migrate}.ts';
const FEATURE_DATABASE_FILES = '*-{tables,migrations}.ts';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-server/**',
      '**/node_modules/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'data/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['**/*.tsx'],
    ...jsxA11y.flatConfigs.strict,
  },
  {
    // No import cycles, dynamic imports included: a cycle through shared entries (the kit core
    // reaching a staff module that imports @court/kit) works only as long as it stays lazy.
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx'],
      // Workspace packages resolve to their TypeScript source (the build's condition), so cycles
      // through package names are followed; npm packages are not walked, to keep lint quick.
      'import-x/internal-regex': '^@court/',
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          conditionNames: ['court-source', ...defaultConditionNames],
        }),
      ],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // Who may import whom. The API is one folder per feature beside platform/ (what every
    // feature uses); the front ends are one workspace per app. A violation names the rule below.
    files: ['**/*.{ts,tsx}'],
    // API tests reach into what they test and build the app through testing/.
    ignores: ['api/src/**/*.test.ts'],
    plugins: { boundaries },
    settings: {
      'boundaries/include': ['api/**', 'shell/**', 'mfe-*/**'],
      'boundaries/elements': [
        { type: 'api-platform', pattern: 'api/src/platform' },
        // Command-line scripts and test helpers use whatever they need.
        { type: 'api-tools', pattern: 'api/src/{cli,testing,fuzz,resilience}' },
        { type: 'api-feature', pattern: 'api/src/*', capture: ['feature'] },
        // The files beside app.ts, told apart by name below (API_TOP_FILES).
        { type: 'api-top', pattern: 'api/src' },
        { type: 'contract', pattern: 'api/contract' },
        { type: 'kit', pattern: 'shell/kit' },
        { type: 'shell', pattern: 'shell' },
        { type: 'remote', pattern: 'mfe-*', capture: ['remote'] },
      ].map((element) => ({ ...element, partialMatch: false, stopMatching: true })),
      // boundaries resolves imports with eslint-module-utils, which reads this setting.
      'import/resolver': {
        typescript: { conditionNames: ['court-source', ...defaultConditionNames] },
      },
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'allow',
          policies: [
            {
              from: [
                { element: { type: 'api-platform', fileInternalPath: `!${PLATFORM_JOINS}` } },
                { element: { type: 'api-top', fileInternalPath: API_TOP_FILES.platform } },
              ],
              disallow: {
                to: [
                  { element: { types: ['api-feature', 'api-tools'] } },
                  { element: { type: 'api-top', fileInternalPath: `!${API_TOP_FILES.platform}` } },
                ],
              },
              message:
                'platform/ (and types.ts) use no feature and not the app: move what both need into platform/, or hand it in as a value.',
            },
            {
              from: { element: { type: 'api-platform', fileInternalPath: PLATFORM_JOINS } },
              disallow: {
                to: [
                  {
                    element: {
                      type: 'api-feature',
                      fileInternalPath: `!${FEATURE_DATABASE_FILES}`,
                    },
                  },
                  { element: { type: 'api-tools' } },
                  { element: { type: 'api-top', fileInternalPath: `!${API_TOP_FILES.platform}` } },
                ],
              },
              message:
                "The database's schema and migration list join each feature's tables and migrations (<feature>/<feature>-tables.ts, <feature>/<feature>-migrations.ts), and nothing else of a feature.",
            },
            {
              from: { element: { type: 'api-feature' } },
              disallow: {
                to: {
                  element: {
                    type: 'api-feature',
                    captured: { feature: '!{{ from.element.captured.feature }}' },
                    fileInternalPath: '!index.ts',
                  },
                },
              },
              message:
                "A feature uses another feature only through its index.ts: import '../{{ to.element.captured.feature }}' and export what it needs there.",
            },
            {
              from: { element: { type: 'api-feature' } },
              disallow: {
                to: [
                  { element: { type: 'api-tools' } },
                  { element: { type: 'api-top', fileInternalPath: `!${API_TOP_FILES.features}` } },
                ],
              },
              message:
                "A feature uses platform/, the contract, other features (index.ts) and types.ts; not the app, its configuration or its route dependencies (declare the feature's own with FeatureDeps from platform/feature-deps.ts), nor test or CLI helpers.",
            },
            {
              from: { element: { type: 'api-top' } },
              disallow: { to: { element: { type: 'api-feature', fileInternalPath: '!index.ts' } } },
              message:
                "The app composes features through their index.ts: import './{{ to.element.captured.feature }}'.",
            },
            {
              from: { element: { type: 'remote' } },
              disallow: {
                to: [
                  {
                    element: {
                      type: 'remote',
                      captured: { remote: '!{{ from.element.captured.remote }}' },
                    },
                  },
                  { element: { types: ['shell', 'api-*'] } },
                ],
              },
              message:
                'A remote imports only itself, @court/kit and @court/contract: another remote or the shell is loaded at run time, the API is reached over HTTP.',
            },
            {
              from: { element: { type: 'shell' } },
              disallow: { to: { element: { types: ['remote', 'api-*'] } } },
              message:
                'The shell loads remotes at run time and reaches the API over HTTP; it imports neither.',
            },
            {
              from: { element: { type: 'kit' } },
              disallow: { to: { element: { types: ['shell', 'remote', 'api-*'] } } },
              message:
                'The kit is shared by every app: it imports none of them (only @court/contract).',
            },
            {
              from: { element: { type: 'contract' } },
              disallow: { to: { element: { types: ['kit', 'shell', 'remote', 'api-*'] } } },
              message: 'The contract is shared by the API and the front ends: it imports neither.',
            },
          ],
        },
      ],
    },
  },
  {
    // Routing reaches the apps through @court/kit, so there is one small router on the page.
    files: ['shell/src/**/*.{ts,tsx}', 'mfe-*/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: KIT_ONLY_IMPORTS,
        },
      ],
    },
  },
  {
    // @court/kit/forms and @court/contract/responses are separate shared entries: reaching their
    // package's core by a relative path would bundle a second copy of it (for the kit, a second
    // i18n instance and store) instead of using the page's singleton. The contract's schemas,
    // staff messages and hearing words, separate entries too, reach its core the same way.
    files: [
      'shell/kit/src/forms/**/*.{ts,tsx}',
      'api/contract/src/schemas/**/*.ts',
      'api/contract/src/responses/**/*.ts',
      'api/contract/src/staff-messages/**/*.ts',
      'api/contract/src/hearing-words/**/*.ts',
    ],
    ignores: ['**/*.test.tsx', '**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: KIT_ONLY_IMPORTS,
          patterns: [{ group: ['../*'], message: 'Import the package core by its name.' }],
        },
      ],
    },
  },
  {
    // @court/kit/staff is a shared entry too, holding the page's one staff store: its files reach
    // the kit core and forms by package name, so the core stays a single copy and the forms code
    // stays out of the staff entry, which every public page loads (the staff forms are lazy).
    files: ['shell/kit/src/staff/**/*.{ts,tsx}'],
    ignores: ['**/*.test.tsx', '**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: KIT_ONLY_IMPORTS,
          patterns: [
            {
              group: ['../*'],
              message: "Import the kit core and forms by name ('@court/kit', '@court/kit/forms').",
            },
          ],
        },
      ],
    },
  },
  {
    // @court/kit/day-notices, the FAQ, rich text, the masked field and the stop link's page are not shared: each is
    // bundled into each app that shows it. Its files reach the kit core, forms and staff entries by name, so the page's singletons
    // serve it rather than copies bundled with it (a second i18n instance, a second staff store).
    files: [
      'shell/kit/src/day-notices/**/*.{ts,tsx}',
      'shell/kit/src/faq/**/*.{ts,tsx}',
      'shell/kit/src/rich-text/**/*.{ts,tsx}',
      'shell/kit/src/masked-field/**/*.{ts,tsx}',
      'shell/kit/src/stop-link/**/*.{ts,tsx}',
    ],
    ignores: ['**/*.test.tsx', '**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: KIT_ONLY_IMPORTS,
          patterns: [
            {
              group: ['../*'],
              message:
                "Import the kit core, forms and staff entries by name ('@court/kit', '@court/kit/forms', '@court/kit/staff').",
            },
          ],
        },
      ],
    },
  },
  {
    // @court/kit/trans is bundled into each app that uses it: it reaches the kit core by name, for
    // the page's one i18n instance.
    files: ['shell/kit/src/trans/**/*.{ts,tsx}'],
    ignores: ['**/*.test.tsx', '**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['../*'], message: "Import the kit core by name ('@court/kit')." }] },
      ],
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['api/**/*.ts', 'scripts/**/*', 'tests/**/*'],
    rules: { 'no-console': 'off' },
  },
  {
    // A feature's tests may reach into any feature (the boundaries rule leaves them out), but
    // not into the root either: they build the app through testing/ like every API test.
    files: ['api/src/*/**/*.test.ts'],
    ignores: ['api/src/{platform,cli,testing,fuzz,resilience}/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\.\\./(app|config|route-deps|server)$',
              message:
                "A feature's test builds the app through testing/ (createTestApp, testConfig) and reads paths from platform/paths.ts.",
            },
          ],
        },
      ],
    },
  },
);
