/**
 * Builds the settings page in memory with esbuild: the page's own module (src/main.ts, Lit included)
 * and, beside it, the SDK's browser build (sdk/browser-build.mjs), which the page imports as
 * `./sdk.js`: every call the page makes goes through the published SDK. The service builds it the
 * first time /settings is asked for (server/modules/settings/settings-routes.ts); nothing built is
 * committed, so the page cannot go stale.
 */
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'esbuild';
import { browserBuildOptions, buildBrowserSdk } from '../sdk/browser-build.mjs';

export interface SettingsFiles {
  html: Buffer;
  css: Buffer;
  /** The page's module. */
  app: Buffer;
  /** The SDK's browser build. */
  sdk: Buffer;
}

const SDK_PACKAGE = '@workspace-automation/sdk';

/** The page imports the SDK by its package name; in the browser that is the SDK's browser build beside it. */
const sdkFromItsBrowserBuild: Plugin = {
  name: 'sdk-from-its-browser-build',
  setup(build) {
    build.onResolve({ filter: new RegExp(`^${SDK_PACKAGE}$`) }, () => ({ path: './sdk.js', external: true }));
  },
};

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export async function buildSettingsPage(): Promise<SettingsFiles> {
  const [app, sdk, html, css] = await Promise.all([
    // The SDK's own browser options (one module, minified, for the same browsers), for the page's entry.
    build({
      ...browserBuildOptions({ write: false }),
      entryPoints: [here('./src/main.ts')],
      outfile: 'app.js',
      tsconfig: here('./tsconfig.json'),
      plugins: [sdkFromItsBrowserBuild],
    }),
    buildBrowserSdk(),
    readFile(here('./index.html')),
    readFile(here('./settings.css')),
  ]);
  const [module] = app.outputFiles ?? [];
  if (!module) throw new Error('esbuild gave no output for the settings page');
  return { html, css, app: Buffer.from(module.contents), sdk };
}
