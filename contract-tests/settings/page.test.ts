/**
 * Issue 26, points 2 and 4: the settings page as served. No key or database needed to load it;
 * nothing from another origin; a strict policy with no inline script or style and no framing; the
 * page's module imports the SDK's browser build (the same bytes the SDK's package builds) and makes
 * no request of its own; its JavaScript stays light (reported, and bounded at 150 KB gzipped).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { expect } from 'chai';
import { buildBrowserSdk } from '../../sdk/browser-build.mjs';
import { startTestServer, type TestServer } from '../support/server.ts';

const BUDGET_GZIPPED = 150 * 1024;
const sourceDir = new URL('../../settings/src/', import.meta.url).pathname;

describe('the settings page, served', function () {
  this.timeout(60_000);
  let server: TestServer;

  before(async () => {
    server = await startTestServer({ RUN_WORKER: 'false' });
  });
  after(async () => {
    await server?.close();
  });

  it('serves /settings without a key, under a policy that allows only its own script, style and API', async () => {
    const res = await fetch(`${server.directUrl}/settings`);
    expect(res.status).to.equal(200);
    expect(res.headers.get('content-type')).to.match(/^text\/html/);
    const policy = res.headers.get('content-security-policy') ?? '';
    for (const directive of [
      "default-src 'none'",
      "script-src 'self'",
      "style-src 'self'",
      "connect-src 'self'",
      "frame-ancestors 'none'",
      "base-uri 'none'",
    ]) {
      expect(policy, directive).to.include(directive);
    }
    expect(policy).not.to.include('unsafe-inline');
    expect(policy).not.to.include('unsafe-eval');
    expect(res.headers.get('x-frame-options')).to.equal('DENY');
    expect(res.headers.get('referrer-policy')).to.equal('no-referrer');
    const page = await res.text();
    expect(page, 'no inline script: every script names its file').not.to.match(/<script(?![^>]*\bsrc=)[^>]*>/);
    expect(page, 'no inline style').not.to.match(/<style|\sstyle=/);
    expect(page, 'nothing from another origin').not.to.match(/(?:src|href)="(?:https?:)?\/\//);

    const again = await fetch(`${server.directUrl}/settings`, { headers: { 'If-None-Match': res.headers.get('etag')! } });
    expect(again.status, 'revalidated').to.equal(304);
    const slash = await fetch(`${server.directUrl}/settings/`, { redirect: 'manual' });
    expect(slash.status, '/settings/').to.equal(308);
    expect(slash.headers.get('location')).to.equal('/settings');
    const post = await fetch(`${server.directUrl}/settings`, { method: 'POST' });
    expect(post.status).to.equal(405);
    expect(post.headers.get('allow')).to.equal('GET, HEAD');
  });

  it("loads the SDK's browser build beside its own module, and its JavaScript is at most 150 KB gzipped", async () => {
    const get = async (file: string) => {
      const res = await fetch(`${server.directUrl}/settings/${file}`);
      expect(res.status, file).to.equal(200);
      return { type: res.headers.get('content-type'), body: Buffer.from(await res.arrayBuffer()) };
    };
    const [app, sdk, css] = await Promise.all([get('app.js'), get('sdk.js'), get('settings.css')]);
    expect(app.type).to.match(/^text\/javascript/);
    expect(css.type).to.match(/^text\/css/);
    expect(app.body.toString(), 'the page imports the SDK from its browser build').to.match(/from\s*["']\.\/sdk\.js["']/);
    expect(sdk.body.equals(await buildBrowserSdk()), "sdk.js is the SDK's browser build").to.equal(true);
    expect(sdk.body.toString()).to.include('workspace-automation-sdk/');
    const gzipped = gzipSync(app.body).length + gzipSync(sdk.body).length;
    console.log(
      `      settings page JavaScript: app.js ${kb(app.body.length)} (${kb(gzipSync(app.body).length)} gzipped), ` +
        `sdk.js ${kb(sdk.body.length)} (${kb(gzipSync(sdk.body).length)} gzipped): ${kb(gzipped)} gzipped of the ${kb(BUDGET_GZIPPED)} budget`,
    );
    expect(gzipped).to.be.at.most(BUDGET_GZIPPED);
  });

  it("calls the API only through the SDK: the page's source makes no request of its own", () => {
    const files = readdirSync(sourceDir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.ts'));
    expect(files.length).to.be.above(5);
    for (const file of files) {
      const source = readFileSync(path.join(sourceDir, file), 'utf8');
      expect(source, file).not.to.match(/\bfetch\s*\(|XMLHttpRequest|sendBeacon|new\s+WebSocket|EventSource/);
      expect(source, `${file} keeps the key in session storage only`).not.to.match(/localStorage|document\.cookie/);
    }
  });
});

function kb(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`;
}
