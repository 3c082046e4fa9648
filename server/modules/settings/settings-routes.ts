/**
 * The settings area (docs/decisions.md#the-settings-area): a page at /settings that a person signs
 * into with an API key, built from settings/ the first time it is asked for and served like /docs:
 * no key or database needed to load it, nothing from another origin, no inline script or style,
 * and never framed. What it shows and changes it asks the API for, with the key, through the SDK.
 */
import { buildSettingsPage, type SettingsFiles } from '../../../settings/build.ts';
import type { Context, Next } from 'koa';
import { asset, staticAssets } from '../../http/static-assets.ts';

/** The page's policy: its own script, style and API calls, and nothing else. */
const pagePolicy = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

/** The key is typed into this page: nothing about it goes to another site, and no other site may frame it. */
const pageHeaders = {
  'Content-Security-Policy': pagePolicy,
  'Referrer-Policy': 'no-referrer',
  'X-Frame-Options': 'DENY',
};

const FAILED_BUILD_RETRY_MS = 30_000;

export function settingsRoutes() {
  // One build for all four files, started by whichever is asked for first. A failed build answers 500
  // for a while before it is tried again, so requests (which need no key) cannot make it run in a loop.
  let files: Promise<SettingsFiles> | undefined;
  const built = async (): Promise<SettingsFiles> => {
    if (!files) {
      const building = buildSettingsPage();
      files = building;
      const forget = () => {
        if (files === building) files = undefined;
      };
      building.catch(() => setTimeout(forget, FAILED_BUILD_RETRY_MS).unref());
    }
    return files;
  };
  const script = 'text/javascript; charset=utf-8';
  const served = staticAssets({
    '/settings': async () => asset('text/html; charset=utf-8', (await built()).html, pageHeaders),
    '/settings/settings.css': async () => asset('text/css; charset=utf-8', (await built()).css),
    '/settings/app.js': async () => asset(script, (await built()).app),
    '/settings/sdk.js': async () => asset(script, (await built()).sdk),
  });
  return function serveSettings(ctx: Context, next: Next): Promise<void> {
    // `/settings/` is where people type it: the page lives at `/settings`.
    if (ctx.path === '/settings/' && (ctx.method === 'GET' || ctx.method === 'HEAD')) {
      ctx.status = 308;
      ctx.redirect('/settings');
      return Promise.resolve();
    }
    return served(ctx, next);
  };
}
