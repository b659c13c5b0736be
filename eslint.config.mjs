// ESLint flat config: @eslint/js and typescript-eslint recommended over src/, scripts/, test/
// (and the site's sources). `npm run lint`; CI runs it (.ci/run).
import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import tseslint from 'typescript-eslint';

// Node.js globals of the CommonJS scripts (the `globals` package is not a dependency).
const NODE_GLOBALS = Object.fromEntries(
  [
    'require', 'module', 'exports', '__dirname', '__filename', 'process', 'console', 'Buffer',
    'URL', 'URLSearchParams', 'TextEncoder', 'TextDecoder', 'fetch', 'AbortController', 'AbortSignal',
    'setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'setImmediate', 'clearImmediate',
    'queueMicrotask', 'structuredClone', 'performance', 'globalThis',
  ].map((name) => [name, 'readonly']),
);

export default defineConfig(
  // generated/ is made by `npm run generate` (checked by test/generated.test.ts), not by hand.
  { ignores: ['generated/**', 'dist/**', 'coverage/**', 'site/dist/**', 'node_modules/**', 'test/data/**', '.tmpbuild/**', '.scratch/**'] },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    files: ['scripts/**/*.js', '*.js'],
    languageOptions: { sourceType: 'commonjs', ecmaVersion: 2022, globals: NODE_GLOBALS },
    rules: {
      // The scripts are CommonJS by design (package.json "type": "commonjs").
      '@typescript-eslint/no-require-imports': 'off',
    },
  },
  {
    files: ['**/*.ts'],
    rules: {
      // Unused function parameters document a callback's signature; `_`-prefixed names are meant.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
    },
  },
  {
    rules: {
      // A URL library matches C0 controls (and the CLI's tests, terminal escapes) on purpose.
      'no-control-regex': 'off',
    },
  },
  {
    files: ['scripts/optimize.js'],
    rules: {
      // The optimizer's patterns match peggy's output line by line, indentation as peggy writes it.
      'no-regex-spaces': 'off',
    },
  },
  {
    files: ['test/types/**'],
    rules: {
      // Consumer fixtures for the types test: a CommonJS consumer require()s the package.
      '@typescript-eslint/no-require-imports': 'off',
    },
  },
  {
    files: ['src/fetch/data-url.ts'],
    rules: {
      // whatwg-mimetype ships no types: its local declaration travels with the one file using it.
      '@typescript-eslint/triple-slash-reference': 'off',
    },
  },
  {
    files: ['src/strict/rule-failure.ts', 'src/whatwg/search-params.ts'],
    rules: {
      // An interface merged into a class declares fields set by Object.assign (RuleFailure) or
      // the iterator protocol (URLSearchParamsIterator) once, without redeclaring each.
      '@typescript-eslint/no-empty-object-type': 'off',
      '@typescript-eslint/no-unsafe-declaration-merging': 'off',
    },
  },
);
