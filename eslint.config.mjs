import js from '@eslint/js';
import {
  createTypeScriptImportResolver,
  defaultConditionNames,
} from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

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
    // Routing reaches the apps through @court/kit, so there is one small router on the page.
    files: ['shell/src/**/*.{ts,tsx}', 'mfe-*/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'react-router-dom', message: "Import routing from '@court/kit'." },
            { name: 'react-router', message: "Import routing from '@court/kit'." },
          ],
        },
      ],
    },
  },
  {
    // @court/kit/forms and @court/contract/schemas are separate shared entries: reaching their
    // package's core by a relative path would bundle a second copy of it (for the kit, a second
    // i18n instance and store) instead of using the page's singleton.
    files: ['shell/kit/src/forms/**/*.{ts,tsx}', 'api/contract/src/schemas/**/*.ts'],
    ignores: ['**/*.test.tsx', '**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['../*'], message: 'Import the package core by its name.' }] },
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
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['api/**/*.ts', 'scripts/**/*', 'tests/**/*'],
    rules: { 'no-console': 'off' },
  },
);
