/**
 * Files the service serves beside the API (the reference at /docs, the settings page at /settings):
 * GET and HEAD only, each loaded once per process when first asked for (most processes never serve
 * them), answered with a strong ETag and `Cache-Control: no-cache`, so a reloading browser gets 304s.
 */
import { createHash } from 'node:crypto';
import type { Context, Next } from 'koa';
import { methodNotAllowed } from './errors.ts';

export interface Asset {
  type: string;
  body: Buffer;
  etag: string;
  /** Response headers besides the content type and the cache validators. */
  headers?: Record<string, string>;
}

export type AssetLoaders = Record<string, () => Asset | Promise<Asset>>;

export function asset(type: string, body: Buffer, headers?: Record<string, string>): Asset {
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
  return { type, body, etag, ...(headers ? { headers } : {}) };
}

/** Serves each loader's path; every other path goes on to the API. A loader that fails is tried again on the next request. */
export function staticAssets(loaders: AssetLoaders) {
  const loaded = new Map<string, Promise<Asset>>();
  const assetAt = (path: string): Promise<Asset> | undefined => {
    const load = Object.hasOwn(loaders, path) ? loaders[path] : undefined;
    if (!load) return undefined;
    let found = loaded.get(path);
    if (!found) {
      found = Promise.resolve().then(load);
      found.catch(() => loaded.delete(path));
      loaded.set(path, found);
    }
    return found;
  };
  async function serve(ctx: Context): Promise<void> {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') {
      throw methodNotAllowed(ctx.method, ctx.path, 'GET, HEAD');
    }
    const found = await assetAt(ctx.path)!;
    ctx.set('ETag', found.etag);
    ctx.set('Cache-Control', 'no-cache');
    ctx.set('X-Content-Type-Options', 'nosniff');
    for (const [name, value] of Object.entries(found.headers ?? {})) ctx.set(name, value);
    if (ctx.get('If-None-Match') === found.etag) {
      ctx.status = 304;
      return;
    }
    ctx.type = found.type;
    ctx.body = found.body;
  }
  return function serveStaticAsset(ctx: Context, next: Next): Promise<void> {
    // Every API request passes here: handed on without a promise of this layer's own.
    return Object.hasOwn(loaders, ctx.path) ? serve(ctx) : next();
  };
}
