/**
 * CORS for browser apps (issue 12, point 5): with `CORS_ORIGINS` the server answers an allowed
 * origin's preflight before asking for a key, marks every answer (errors included) readable by that
 * origin and exposes the headers a client reads; any other origin, and every origin by default, gets
 * no CORS header. A page on another 127.0.0.1 origin calls the API from headless Chromium.
 */
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { expect } from 'chai';
import { createUser, type TestUser } from '../support/fixtures.ts';
import { launchBrowser } from '../support/browser.ts';
import { runToExit } from '../support/processes.ts';
import { startTestServer, type TestServer } from '../support/server.ts';

/** A page on its own origin: the browser app. */
async function startAppOrigin(): Promise<{ origin: string; close(): Promise<void> }> {
  const server = http.createServer((_req, res) =>
    res.writeHead(200, { 'Content-Type': 'text/html' }).end('<!doctype html><title>app</title>'),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

describe('CORS', function () {
  this.timeout(90_000);
  let app: Awaited<ReturnType<typeof startAppOrigin>>;
  let server: TestServer;
  let owner: TestUser;

  before(async () => {
    app = await startAppOrigin();
    server = await startTestServer({ RUN_WORKER: 'false', CORS_ORIGINS: `https://app.example.test, ${app.origin}` });
    owner = await createUser(server);
  });
  after(async () => {
    await server?.close();
    await app?.close();
  });

  it('answers an allowed origin’s preflight with 204 before authentication', async () => {
    const res = await fetch(`${server.url}/v1/projects`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'https://app.example.test',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'authorization, content-type, idempotency-key, x-request-id',
      },
    });
    expect(res.status).to.equal(204);
    expect(res.headers.get('access-control-allow-origin')).to.equal('https://app.example.test');
    expect(res.headers.get('access-control-allow-methods')).to.equal('GET, POST, PATCH, DELETE');
    expect(res.headers.get('access-control-allow-headers')).to.equal('Authorization, Content-Type, Idempotency-Key, X-Request-Id');
    expect(res.headers.get('access-control-max-age')).to.equal('600');
    expect(res.headers.get('access-control-allow-credentials')).to.equal(null);
  });

  it('marks answers to an allowed origin readable, errors included, and exposes the headers clients read', async () => {
    for (const [apiKey, status] of [
      [owner.key, 200],
      ['wsa_not-a-key', 401],
    ] as const) {
      const res = await fetch(`${server.url}/v1/users/me`, {
        headers: { Origin: 'https://app.example.test', Authorization: `Bearer ${apiKey}` },
      });
      expect(res.status).to.equal(status);
      expect(res.headers.get('access-control-allow-origin')).to.equal('https://app.example.test');
      expect(res.headers.get('vary')).to.match(/Origin/);
      const exposed = res.headers.get('access-control-expose-headers')!;
      for (const name of [
        'X-Request-Id',
        'Retry-After',
        'RateLimit-Limit',
        'RateLimit-Remaining',
        'RateLimit-Reset',
        'Idempotent-Replayed',
      ]) {
        expect(exposed).to.include(name);
      }
    }
  });

  it('gives another origin no CORS header, preflight or not', async () => {
    const preflight = await fetch(`${server.url}/v1/projects`, {
      method: 'OPTIONS',
      headers: { Origin: 'https://evil.example.test', 'Access-Control-Request-Method': 'POST' },
    });
    expect(preflight.headers.get('access-control-allow-origin')).to.equal(null);
    expect(preflight.headers.get('access-control-allow-methods')).to.equal(null);
    const res = await fetch(`${server.url}/v1/users/me`, {
      headers: { Origin: 'https://evil.example.test', Authorization: `Bearer ${owner.key}` },
    });
    expect(res.status).to.equal(200);
    expect(res.headers.get('access-control-allow-origin')).to.equal(null);
  });

  it('sends no CORS header by default, allows every origin with *, and refuses an origin with a path at start', async () => {
    const plain = await startTestServer({ RUN_WORKER: 'false' });
    try {
      const res = await fetch(`${plain.url}/healthz`, { headers: { Origin: 'https://app.example.test' } });
      expect(res.headers.get('access-control-allow-origin')).to.equal(null);
    } finally {
      await plain.close();
    }
    const any = await startTestServer({ RUN_WORKER: 'false', CORS_ORIGINS: '*' });
    try {
      const res = await fetch(`${any.url}/healthz`, { headers: { Origin: 'https://anywhere.example.test' } });
      expect(res.headers.get('access-control-allow-origin')).to.equal('*');
    } finally {
      await any.close();
    }
    const refused = await runToExit('server/main.ts', {
      PORT: '0',
      DATA_DIR: path.join(os.tmpdir(), 'wsa-cors-refused'),
      CORS_ORIGINS: 'https://app.example.test/path',
    });
    expect(refused.code, refused.output.slice(-2000)).to.equal(1);
    expect(refused.output)
      .to.contain('Configuration error: ')
      .and.match(/CORS_ORIGINS: 'https:\/\/app.example.test\/path' is not an origin/);
  });

  it('lets a page on an allowed origin call the API from a real browser and read its headers', async function () {
    const browser = await launchBrowser(this);
    try {
      const page = await browser.newPage();
      await page.goto(app.origin);
      const seen = await page.evaluate(
        async ({ api, key }) => {
          const res = await fetch(`${api}/v1/workspaces`, {
            method: 'POST',
            headers: { Authorization: `Bearer ${key}`, 'Content-Type': 'application/json', 'Idempotency-Key': crypto.randomUUID() },
            body: JSON.stringify({ name: 'From the browser' }),
          });
          const body = (await res.json()) as { data: { name: string } };
          return {
            status: res.status,
            name: body.data.name,
            requestId: res.headers.get('x-request-id'),
            remaining: res.headers.get('ratelimit-remaining'),
          };
        },
        { api: server.url, key: owner.key },
      );
      expect(seen.status).to.equal(201);
      expect(seen.name).to.equal('From the browser');
      expect(seen.requestId).to.match(/^req_/);
      expect(Number(seen.remaining)).to.be.above(0);
    } finally {
      await browser.close();
    }
  });
});
