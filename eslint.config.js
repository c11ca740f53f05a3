import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import tseslint from 'typescript-eslint';
import astro from 'eslint-plugin-astro';
import globals from 'globals';
import drizzle from 'eslint-plugin-drizzle';
import { architectureRules } from './eslint.architecture.js';

export default defineConfig(
  { ignores: ['dist/', 'node_modules/', '.astro/', 'data/', 'test-results/', 'playwright-report/', 'drizzle/', 'screenshots/', 'tmp/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...astro.configs.recommended,
  {
    plugins: { drizzle },
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['warn', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
      // A delete or update without .where() would empty a table (drizzle objects are named db or tx).
      'drizzle/enforce-delete-with-where': ['error', { drizzleObjectName: ['db', 'tx'] }],
      'drizzle/enforce-update-with-where': ['error', { drizzleObjectName: ['db', 'tx'] }],
    },
  },
  // Type-aware rules where they pay: a promise nobody awaits or hands to a void callback loses its error.
  // TypeScript files only (the Astro parser gives no type information); costs about a minute of lint time.
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: { '@typescript-eslint/no-floating-promises': 'error', '@typescript-eslint/no-misused-promises': 'error' },
  },
  ...architectureRules(),
);
