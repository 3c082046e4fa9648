/**
 * The SDK's browser build: `src/index.ts` and everything it imports (openapi-fetch included) as one
 * minified ES module with no bare imports, for a page to load as is (`import { createClient } from
 * "./sdk.js"`). `npm run build` writes it to dist/browser/index.js (the package's `./browser`
 * export); the service's settings page serves the same bundle at /settings/sdk.js.
 *
 *   node browser-build.mjs            writes dist/browser/index.js
 */
import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';

const entry = fileURLToPath(new URL('./src/index.ts', import.meta.url));

/** esbuild's options for the browser build; `write: false` keeps the output in memory. */
export function browserBuildOptions({ write = true } = {}) {
  return {
    entryPoints: [entry],
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    minify: true,
    legalComments: 'eof',
    write,
    outfile: fileURLToPath(new URL('./dist/browser/index.js', import.meta.url)),
    logLevel: 'silent',
  };
}

/** The browser build's bytes, built in memory. */
export async function buildBrowserSdk() {
  const result = await build(browserBuildOptions({ write: false }));
  return Buffer.from(result.outputFiles[0].contents);
}

// No top-level await: the service's process loads this module with require() (Node's require of ES
// modules refuses one that awaits at its top), and mocha then loads test files in two module systems.
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  build(browserBuildOptions()).catch((error) => {
    console.error(error);
    process.exitCode = 1;
  });
}
