#!/usr/bin/env node
// The package's command, committed beside the dist/ a build makes: npm links a bin only if its file
// exists at install time, so a bin inside dist/ would be missing from a checkout installed before
// `npm run build -w sdk` (the README's first steps). The command itself is dist/cli/main.js.
try {
  await import('../dist/cli/main.js');
} catch (error) {
  if (error?.code !== 'ERR_MODULE_NOT_FOUND' || !String(error.message).includes('dist/cli/main.js')) throw error;
  process.stderr.write('The SDK is not built yet: run `npm run build -w sdk` in the repository first.\n');
  process.exit(1);
}
