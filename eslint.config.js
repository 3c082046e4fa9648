import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: ['node_modules/', 'generated/', 'sdk/dist/', 'sdk/src/generated/', '.data/', '.test-data/', 'tsp-output/'],
  },
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      // Job payloads are declared by merging into graphile-worker's global `GraphileWorker.Tasks`.
      '@typescript-eslint/no-namespace': ['error', { allowDeclarations: true }],
    },
  },
  {
    // CommonJS by necessity (mocha loads its config and reporters with require).
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { require: 'readonly', module: 'writable', process: 'readonly' } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // Compile-only consumer checks keep values around just to inspect their types.
    files: ['sdk/test/**/*.ts'],
    rules: { '@typescript-eslint/no-unused-vars': 'off' },
  },
  {
    // The server logs through pino only; tests, scripts and the CLI may print.
    files: ['server/**/*.ts'],
    ignores: ['server/**/*.test.ts'],
    rules: { 'no-console': 'error' },
  },
);
