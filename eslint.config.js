// ESLint: recommended JavaScript and TypeScript rules (syntax only, no type information, so a run
// takes seconds), the two React hooks rules for the app, and the core's purity rule.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** What the pure core may not import: it runs in a browser, a worker, Node and tests alike. */
const corePurity = {
  paths: ['react', 'react-dom', 'monaco-editor'].map((name) => ({
    name,
    message: 'src/core is pure TypeScript: move UI code to src/ui and pass plain data in.',
  })),
  patterns: [
    {
      group: ['react/*', 'react-dom/*', 'monaco-editor/*', '@dnd-kit/*'],
      message: 'src/core is pure TypeScript: move UI code to src/ui and pass plain data in.',
    },
    {
      regex: '^node:',
      message: 'src/core runs in the browser too: read files in src/io or src/cli and pass the text in.',
    },
    {
      regex: '^(\\.\\./)+(ui|io|cli|workers)(/|$)',
      message: 'src/core imports only src/core: the dependency runs ui -> io -> core and cli -> core.',
    },
  ],
};

export default tseslint.config(
  {
    ignores: ['test/fixtures/', 'e2e/fixtures/', 'public/', 'dist*/', 'scratch/', 'test-results/', 'playwright-report/', 'bench-profiles/'],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.node, ...globals.browser },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // A leading underscore marks a value left out on purpose (`const { handle: _h, ...plain }`).
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      // Walking a chain up from `this` (parent links, nested folders) starts from a local alias.
      '@typescript-eslint/no-this-alias': 'off',
    },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: {
      // CommonJS files load with require by design (the bin shim, the bench's time check).
      '@typescript-eslint/no-require-imports': 'off',
    },
  },
  {
    // The two classic hook rules only: the React Compiler rules of 'recommended-latest' judge code
    // for a compiler this app does not use, and took three quarters of the lint run.
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    // Tests, benches and e2e specs poke at parsed JSON and page globals whose shape they assert.
    files: ['test/**', 'bench/**', 'e2e/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    // A table of commands whose argument types differ; typed command links replace it (#19).
    files: ['src/core/commands/command-list.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['src/core/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', corePurity],
      'no-restricted-globals': [
        'error',
        ...['window', 'document', 'fetch', 'localStorage', 'navigator'].map((name) => ({
          name,
          message: 'src/core is pure: no DOM or network; the caller passes what it needs.',
        })),
      ],
    },
  },
);
