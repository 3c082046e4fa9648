/**
 * The contract and its reference page, served (issue 12, point 3). The documents are the committed
 * ones, byte for byte, with cache validators; the page is opened in headless Chromium (Debian's
 * `chromium`, driven by playwright-core), which must list every operation and every webhook event,
 * log no console error, and load nothing from another origin. A screenshot is saved under
 * .test-data/. Where no Chromium can be found the browser test says so and is skipped.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import { expect } from 'chai';
import { Agent, fetch as fetchWith } from 'undici';
import { parse } from 'yaml';
import { launchBrowser } from '../support/browser.ts';
import { startTestServer, type TestServer } from '../support/server.ts';

const generated = (file: string) => readFileSync(new URL(`../../generated/${file}`, import.meta.url));
const document = JSON.parse(generated('openapi.json').toString()) as {
  paths: Record<string, Record<string, { operationId: string; summary: string }>>;
  webhooks: Record<string, { post: { summary: string } }>;
};

describe('The reference, served', function () {
  this.timeout(90_000);
  let server: TestServer;

  before(async () => {
    server = await startTestServer({ RUN_WORKER: 'false' });
  });
  after(async () => {
    await server?.close();
  });

  it('serves the committed documents at /openapi.json and /openapi.yaml without a key, with an ETag', async () => {
    for (const [path, file, type] of [
      ['/openapi.json', 'openapi.json', 'application/json'],
      ['/openapi.yaml', 'openapi.yaml', 'application/yaml'],
    ] as const) {
      const res = await fetch(`${server.url}${path}`);
      expect(res.status, path).to.equal(200);
      expect(res.headers.get('content-type'), path).to.match(new RegExp(`^${type}`));
      expect(Buffer.from(await res.arrayBuffer()).equals(generated(file)), `${path} is generated/${file}`).to.equal(true);
      const etag = res.headers.get('etag')!;
      const again = await fetch(`${server.url}${path}`, { headers: { 'If-None-Match': etag } });
      expect(again.status, `${path} revalidated`).to.equal(304);
    }
    expect(parse(await (await fetch(`${server.url}/openapi.yaml`)).text())).to.deep.equal(document);
    const post = await fetch(`${server.url}/openapi.json`, { method: 'POST' });
    expect(post.status).to.equal(405);
    expect(post.headers.get('allow')).to.equal('GET, HEAD');
  });

  it('with PUBLIC_URL names the deployment as the documents’ one server, in JSON and YAML alike, and changes nothing else', async () => {
    const deployed = await startTestServer({ RUN_WORKER: 'false', PUBLIC_URL: 'https://api.example.test/wsa/' });
    try {
      const json = (await (await fetch(`${deployed.url}/openapi.json`)).json()) as Record<string, unknown>;
      const yaml = parse(await (await fetch(`${deployed.url}/openapi.yaml`)).text()) as Record<string, unknown>;
      const servers = [{ url: 'https://api.example.test/wsa', description: 'This deployment (PUBLIC_URL)' }];
      expect(json.servers).to.deep.equal(servers);
      expect(yaml).to.deep.equal(json);
      expect({ ...json, servers: null }).to.deep.equal({ ...document, servers: null });
      // This server, started without it, still serves the committed files. On a connection of its own: the
      // one the last test left idled while the other server started, past the 5 s keep-alive, and a request
      // sent on it just as the server closed it was reset (seen in three loaded full runs).
      const fresh = new Agent();
      const committed = await fetchWith(`${server.url}/openapi.json`, { dispatcher: fresh });
      expect(((await committed.json()) as { servers: unknown[] }).servers).to.have.length(2);
      await fresh.close();
    } finally {
      await deployed.close();
    }
  });

  it('serves /docs with a policy that allows nothing from another origin', async () => {
    const res = await fetch(`${server.url}/docs`);
    expect(res.status).to.equal(200);
    expect(res.headers.get('content-type')).to.match(/^text\/html/);
    expect(res.headers.get('content-security-policy')).to.include("default-src 'none'").and.include("script-src 'self'");
    const html = await res.text();
    expect(html).to.include('spec-url="/openapi.json"');
    expect(html).not.to.match(/https?:\/\//);
    const script = await fetch(`${server.url}/docs/redoc.standalone.js`);
    expect(script.status).to.equal(200);
    expect(script.headers.get('content-type')).to.match(/^text\/javascript/);
  });

  it('renders every operation and every webhook event in headless Chromium, without console errors', async function () {
    const browser = await launchBrowser(this);
    try {
      const page = await browser.newPage({ viewport: { width: 1400, height: 1000 } });
      const problems: string[] = [];
      const elsewhere: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') problems.push(message.text());
      });
      page.on('pageerror', (error) => problems.push(error.message));
      await page.route('**/*', (route) => {
        const url = route.request().url();
        if (url.startsWith(server.url) || url.startsWith('blob:') || url.startsWith('data:')) return route.continue();
        elsewhere.push(url);
        return route.abort();
      });
      await page.goto(`${server.url}/docs`);
      await page.waitForSelector('.menu-content li', { timeout: 60_000 });
      // Collapsed tag groups keep their items in the menu, hidden: textContent reads them too.
      const menu = (await page.locator('.menu-content').textContent()) ?? '';
      const operations = Object.values(document.paths).flatMap((methods) => Object.values(methods));
      expect(operations.length).to.be.above(40);
      for (const op of operations) expect(menu, `the menu lists ${op.operationId}`).to.include(op.summary);
      for (const [eventType, { post }] of Object.entries(document.webhooks)) {
        expect(menu, `the menu lists the ${eventType} webhook`).to.include(post.summary);
      }
      mkdirSync(new URL('../../.test-data/', import.meta.url), { recursive: true });
      await page.screenshot({ path: new URL('../../.test-data/reference-page.png', import.meta.url).pathname });
      expect(problems, 'console errors').to.deep.equal([]);
      expect(elsewhere, 'requests to other origins').to.deep.equal([]);
    } finally {
      await browser.close();
    }
  });
});
