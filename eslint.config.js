import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import { readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import tseslint from 'typescript-eslint';

const tableOwners = createRequire(import.meta.url)('./scripts/lint/table-owners.cjs');
const serverModules = readdirSync(new URL('./apps/server/src/modules', import.meta.url), {
  withFileTypes: true,
}).flatMap((entry) => (entry.isDirectory() ? [entry.name] : []));

/**
 * Raw SQL naming another module's table (dependency-cruiser sees imports of the schema, not the text of
 * a query): in module `name`, a template that reads or writes a table it neither owns nor shares.
 */
function foreignTablesInSql(name) {
  const foreign = Object.values(tableOwners)
    .filter(({ owner, shared = [] }) => owner !== name && !shared.includes(name))
    .flatMap(({ tables }) => tables);
  return {
    files: [`apps/server/src/modules/${name}/**/*.ts`],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: `TemplateElement[value.raw=/\\b(from|join|into|update)\\s+(${foreign.join('|')})\\b/i]`,
          message: `A table of another module: ask its public face (scripts/lint/table-owners.cjs)`,
        },
      ],
    },
  };
}

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', 'test-results/**', 'playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    // CommonJS configuration files (dependency-cruiser reads .cjs).
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  ...serverModules.map(foreignTablesInSql),
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // The page script of /prod-api/docs, served as it is.
    files: ['apps/server/src/modules/api-docs/viewer.js'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: [
      'bench/**',
      'scripts/**',
      'apps/server/src/main.ts',
      'apps/server/src/demo/cli.ts',
      'apps/server/src/cli/**',
    ],
    rules: { 'no-console': 'off' },
  },
);
