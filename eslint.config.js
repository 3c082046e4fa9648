import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: ['node_modules/', 'generated/', 'sdk/dist/', 'sdk/src/generated/', '.data/', '.test-data/', 'tsp-output/'],
  },
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      // Each .ts file is checked with the tsconfig that owns it (tsconfig.json, sdk/tsconfig.json,
      // sdk/test/*/tsconfig.json), so lint sees the types tsc sees.
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      // Job payloads are declared by merging into graphile-worker's global `GraphileWorker.Tasks`.
      '@typescript-eslint/no-namespace': ['error', { allowDeclarations: true }],
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
    },
  },
  {
    // Import cycles only: the type checker already reports unresolved and misnamed imports.
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.js', '.cjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts'] },
      // Relative imports name the file with its .ts extension, so plain node resolution finds it.
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.js'] })],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // Configuration files and build scripts are plain JavaScript outside every tsconfig.
    files: ['**/*.js', '**/*.cjs', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
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
    // Lit calls a template's event listeners (`@click=${this.save}`) with the element as `this`.
    files: ['settings/src/**/*.ts'],
    rules: { '@typescript-eslint/unbound-method': 'off' },
  },
  {
    // The server logs through pino only; tests, scripts and the CLI may print.
    files: ['server/**/*.ts'],
    ignores: ['server/**/*.test.ts'],
    rules: { 'no-console': 'error' },
  },
);
