// Shared flat ESLint config. Each package's eslint.config.js is one line:
//   export { default } from '@portal/tooling/eslint';
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importBoundaries from './import-boundaries.js';
import serverLayers from './server-layers.js';

const portal = { rules: { ...importBoundaries.rules, ...serverLayers.rules } };

export default tseslint.config(
  { ignores: ['**/dist/**', '**/storybook-static/**', '**/node_modules/**', '**/.data/**', '**/test-results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { portal, 'react-hooks': reactHooks },
    languageOptions: { ecmaVersion: 2023, sourceType: 'module' },
    rules: {
      'portal/import-boundaries': 'error',
      // apps/server/src only (the rule finds the file's layer from its absolute path)
      'portal/server-layers': 'error',
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    // Plain JavaScript here is Node code: scripts, presets, config files.
    files: ['**/*.js', '**/*.mjs', '**/*.cjs'],
    languageOptions: { globals: globals.node },
    rules: { 'no-console': 'off' },
  },
  {
    // §6/ARCHITECTURE: core and contract are pure TypeScript, never React.
    files: ['packages/core/**', 'packages/contract/**'].map((glob) => `**/${glob}`),
    rules: {
      'no-restricted-imports': ['error', { patterns: ['react', 'react-*', 'react/*', 'styled-components'] }],
    },
  },
  {
    // The React packages' test files share one module graph (the dom preset's
    // isolate: false), where vi.mock() would replace a module only when no
    // earlier file loaded it: such a test is named *.isolated.test.* and runs alone.
    // (Patterns are relative to the package linted, so these match by file name alone.)
    files: ['**/*.test.{ts,tsx}'],
    ignores: ['**/*.isolated.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.object.name='vi'][callee.property.name=/^(mock|doMock)$/]",
          message: 'vi.mock() needs a module graph of its own: name the file *.isolated.test.ts(x).',
        },
      ],
    },
  },
  {
    // ui-kit never fetches.
    files: ['**/packages/ui-kit/src/**'],
    rules: { 'no-restricted-globals': ['error', { name: 'fetch', message: 'ui-kit never fetches.' }] },
  },
);
