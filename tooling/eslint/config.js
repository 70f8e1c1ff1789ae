// Shared flat ESLint config. Each package's eslint.config.js is one line:
//   export { default } from '@portal/tooling/eslint';
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import portal from './import-boundaries.js';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/storybook-static/**', '**/node_modules/**', '**/.data/**', '**/test-results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { portal, 'react-hooks': reactHooks },
    languageOptions: { ecmaVersion: 2023, sourceType: 'module' },
    rules: {
      'portal/import-boundaries': 'error',
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
    // ui-kit never fetches.
    files: ['**/packages/ui-kit/src/**'],
    rules: { 'no-restricted-globals': ['error', { name: 'fetch', message: 'ui-kit never fetches.' }] },
  },
);
