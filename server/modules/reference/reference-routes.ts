/**
 * The contract and its reference page, served by the service itself: `/openapi.json` and
 * `/openapi.yaml` (generated/, exactly as committed) and `/docs`, a Redoc page whose script is the
 * standalone bundle of the `redoc` npm package, served from here: the page loads nothing from any
 * other origin. None of it needs a key or the database; http/static-assets.ts serves it. With `PUBLIC_URL` the
 * documents name it as their one server (SDK generators, Redoc and Prism read it); without, they are
 * the committed files byte for byte.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { asset, staticAssets, type Asset, type AssetLoaders } from '../../http/static-assets.ts';

const REDOC_SCRIPT = '/docs/redoc.standalone.js';
const REMOTE_LOGO = 'https://cdn.redoc.ly/redoc/logo-mini.svg';
const EMPTY_IMAGE = 'data:image/svg+xml,%3Csvg xmlns=%22http://www.w3.org/2000/svg%22/%3E';

const page = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Workspace Automation Service API reference</title>
    <style>body { margin: 0; }</style>
  </head>
  <body>
    <redoc spec-url="/openapi.json"></redoc>
    <script src="${REDOC_SCRIPT}"></script>
  </body>
</html>
`;

/**
 * Redoc renders with inline styles, builds its search index in a blob: worker and draws icons as
 * data: images; nothing else is allowed, and nothing from another origin.
 */
const pagePolicy = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  'worker-src blob:',
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

/** The document naming `publicUrl` as its only server; `servers` is the last top-level key of the YAML. */
function servedAt(file: 'openapi.json' | 'openapi.yaml', publicUrl: string | undefined): Buffer {
  const committed = fromRepo(`generated/${file}`);
  if (publicUrl === undefined) return committed;
  const server = { url: publicUrl, description: 'This deployment (PUBLIC_URL)' };
  if (file === 'openapi.json') {
    const document = JSON.parse(committed.toString('utf8')) as Record<string, unknown>;
    return Buffer.from(`${JSON.stringify({ ...document, servers: [server] }, null, 2)}\n`);
  }
  const text = committed.toString('utf8');
  const block = /^servers:\n(?:[ \t].*\n)*/m;
  if (!block.test(text)) throw new Error('generated/openapi.yaml has no top-level servers block');
  // A JSON string is a YAML double-quoted scalar: whatever the URL holds, it stays one value.
  const entry = `servers:\n  - url: ${JSON.stringify(server.url)}\n    description: ${JSON.stringify(server.description)}\n`;
  return Buffer.from(text.replace(block, entry));
}

/** Each path's file, read when it is first asked for (not at start: most processes never serve it). */
function loadersFor(publicUrl: string | undefined): AssetLoaders {
  return {
    '/openapi.json': () => asset('application/json; charset=utf-8', servedAt('openapi.json', publicUrl)),
    '/openapi.yaml': () => asset('application/yaml; charset=utf-8', servedAt('openapi.yaml', publicUrl)),
    '/docs': () => asset('text/html; charset=utf-8', Buffer.from(page), { 'Content-Security-Policy': pagePolicy }),
    [REDOC_SCRIPT]: () => redocScript(),
  };
}

/** The Redoc bundle, the same for every deployment: read once per process. */
let redoc: Asset | undefined;
function redocScript(): Asset {
  if (!redoc) {
    const bundle = readFileSync(createRequire(import.meta.url).resolve('redoc/bundles/redoc.standalone.js'), 'utf8');
    // The bundle's one remote asset is the footer's Redocly logo; the credit stays, as text, without it.
    redoc = asset('text/javascript; charset=utf-8', Buffer.from(bundle.replaceAll(REMOTE_LOGO, EMPTY_IMAGE)));
  }
  return redoc;
}

function fromRepo(path: string): Buffer {
  return readFileSync(new URL(`../../../${path}`, import.meta.url));
}

/** Serves the reference paths for GET and HEAD; everything else goes on to the API. */
export function referenceRoutes(options: { publicUrl?: string | undefined } = {}) {
  return staticAssets(loadersFor(options.publicUrl));
}
