/**
 * Issue 21, point 5: inputs that passed every check and then made the server answer 500. A leap
 * second (`…T23:59:60Z`) passed the date-time format, became an invalid Date and reached PostgreSQL;
 * JSON nested thousands deep overflowed the stack in `JSON.stringify` (a dry run's `data`) or in the
 * idempotency key's canonical form; a body whose `Content-Encoding` was not what it said failed in
 * zlib. Each now gets its 4xx in the envelope, naming what to change, and the server stays healthy.
 */
import { gzipSync } from 'node:zlib';
import { expect } from 'chai';
import { rawRequest, type RawResponse } from '../support/client.ts';
import { ownerWithWorkspace, type TestUser } from '../support/fixtures.ts';
import type { TestServer } from '../support/server.ts';
import { createWebhookToPeer, startServerWithWebhookPeer, type ServerWithPeer } from '../support/webhook-peer.ts';
import { withHealthProbe } from '../support/stall.ts';
import { createProject } from '../projects/support/projects.ts';
import { createAutomation, eventBody } from '../automations/support/api.ts';
import type { ErrorBodyLike } from './support/operation-table.ts';

const leapSecond = '2016-12-31T23:59:60Z';
/** The router's nesting limit (server/http/router.ts): far above the deepest valid body. */
const MAX_DEPTH = 64;

/** `{"data": {"a": {"a": … 1}}}`: the body itself is level 1, so `data` holds `depth - 1` levels. */
const nestedData = (depth: number) => `{"data":${'{"a":'.repeat(depth - 1)}1${'}'.repeat(depth - 1)}}`;

function expectEnvelope(response: RawResponse<ErrorBodyLike>, status: number, field?: string): void {
  expect(response.status, response.text.slice(0, 300)).to.equal(status);
  expect(response.body.error.status).to.equal(status);
  expect(response.body.error.request_id).to.be.a('string');
  if (field) expect(response.body.error.details?.map((d) => d.field)).to.include(field);
}

describe('inputs that used to answer 500', () => {
  let started: ServerWithPeer;
  let server: TestServer;
  let owner: TestUser;
  let webhookId: string;
  let automationId: string;

  before(async () => {
    started = await startServerWithWebhookPeer({ RUN_WORKER: 'false' });
    server = started.server;
    const fixture = await ownerWithWorkspace(server);
    owner = fixture.owner;
    webhookId = await createWebhookToPeer(owner, fixture.workspaceId, started.peer);
    const project = await createProject(owner, fixture.workspaceId, { name: 'Deep' });
    automationId = (await createAutomation(owner, eventBody(project.id))).id;
  });
  after(async () => {
    await started?.close();
  });

  afterEach(async () => {
    expect((await rawRequest(server.url, { method: 'GET', path: '/healthz', coverage: false })).status, 'healthy afterwards').to.equal(200);
  });

  describe('date-times the format passed but no Date holds', () => {
    // RFC 3339 allows a leap second; ajv-formats also took an hour-only offset. Both became an invalid Date.
    for (const [label, text] of [
      ['a leap second', leapSecond],
      ['an hour-only offset', '2016-12-31T23:59:59+01'],
    ] as const) {
      for (const field of ['since', 'until']) {
        it(`GET …/deliveries with ${label} in ${field} answers 422 naming ${field}`, async () => {
          const response = await rawRequest<ErrorBodyLike>(server.url, {
            method: 'GET',
            path: `/v1/webhooks/${webhookId}/deliveries?${field}=${encodeURIComponent(text)}`,
            apiKey: owner.key,
          });
          expectEnvelope(response, 422, `/${field}`);
          expect(response.body.error.message).to.contain(`'${field}'`).and.to.contain('leap second');
        });

        it(`POST …/recover with ${label} in ${field} answers 422 naming ${field}`, async () => {
          const body = field === 'since' ? { since: text } : { since: '2016-12-01T00:00:00Z', until: text };
          const response = await rawRequest<ErrorBodyLike>(server.url, {
            method: 'POST',
            path: `/v1/webhooks/${webhookId}/recover`,
            apiKey: owner.key,
            body,
          });
          expectEnvelope(response, 422, `/${field}`);
        });
      }
    }

    it('a date-time the format always refused gets the same 422, and a valid one still passes', async () => {
      const refused = await rawRequest<ErrorBodyLike>(server.url, {
        method: 'GET',
        path: `/v1/webhooks/${webhookId}/deliveries?since=yesterday`,
        apiKey: owner.key,
      });
      expectEnvelope(refused, 422, '/since');
      const valid = await rawRequest(server.url, {
        method: 'GET',
        path: `/v1/webhooks/${webhookId}/deliveries?since=2016-12-31T23:59:59.999Z`,
        apiKey: owner.key,
      });
      expect(valid.status).to.equal(200);
    });
  });

  describe(`JSON nested deeper than ${MAX_DEPTH} levels`, () => {
    const post = (body: string, headers: Record<string, string> = {}) =>
      rawRequest<ErrorBodyLike>(server.url, {
        method: 'POST',
        path: `/v1/automations/${automationId}/test`,
        apiKey: owner.key,
        headers: { 'Content-Type': 'application/json', ...headers },
        body,
      });

    for (const [label, depth, headers] of [
      ['a dry run’s data 6,000 deep', 6_000, {}],
      ['a dry run’s data 4,000 deep with an Idempotency-Key', 4_000, { 'Idempotency-Key': 'deep-4000' }],
    ] as const) {
      it(`${label} answers 400 naming the limit, before anything walks it, and /healthz answers meanwhile`, async () => {
        const { answer, health } = await withHealthProbe(server.url, () => post(nestedData(depth), headers));
        expectEnvelope(answer.value, 400, '/');
        expect(answer.value.body.error.message).to.contain(`${MAX_DEPTH} levels`);
        expect(health.value).to.equal(200);
        expect(answer.ms, 'the answer').to.be.below(500);
        expect(health.ms, '/healthz meanwhile').to.be.below(500);
      });
    }

    it(`a body exactly ${MAX_DEPTH} levels deep is still taken`, async () => {
      const response = await post(nestedData(MAX_DEPTH), { 'Idempotency-Key': 'deep-at-limit' });
      expect(response.status, response.text.slice(0, 300)).to.equal(200);
    });
  });

  describe('a Content-Encoding the body does not match', () => {
    const send = (encoding: string, body: Uint8Array | string) =>
      rawRequest<ErrorBodyLike>(server.directUrl, {
        method: 'POST',
        path: '/v1/workspaces',
        apiKey: owner.key,
        headers: { 'Content-Type': 'application/json', 'Content-Encoding': encoding },
        body,
      });

    for (const encoding of ['gzip', 'deflate', 'br']) {
      it(`${encoding} that is not ${encoding} data answers 400 naming the coding`, async () => {
        const response = await send(encoding, '{"name":"Not compressed"}');
        expectEnvelope(response, 400);
        expect(response.body.error.message).to.contain(encoding).and.to.contain('Content-Encoding');
      });
    }

    it('a truncated gzip body answers 400 too', async () => {
      const whole = gzipSync(JSON.stringify({ name: 'Truncated' }));
      expectEnvelope(await send('gzip', whole.subarray(0, whole.length - 6)), 400);
    });

    it('a coding the server does not know answers 400 listing the ones it does', async () => {
      const response = await send('zstd', '{"name":"Unknown coding"}');
      expectEnvelope(response, 400);
      expect(response.body.error.message).to.contain('zstd').and.to.contain('gzip');
    });

    it('a valid gzip body is still taken', async () => {
      const response = await send('gzip', gzipSync(JSON.stringify({ name: 'Compressed' })));
      expect(response.status, response.text.slice(0, 300)).to.equal(201);
    });

    it('a gzip body that decodes past 1 MB answers 413, however small it was sent', async () => {
      const bomb = gzipSync(`{"name":"${' '.repeat(20_000_000)}"}`);
      expect(bomb.length).to.be.below(50_000);
      const response = await rawRequest<ErrorBodyLike>(server.directUrl, {
        method: 'POST',
        path: '/v1/workspaces',
        apiKey: owner.key,
        headers: { 'Content-Type': 'application/json', 'Content-Encoding': 'gzip' },
        body: bomb,
        // 413 is the body parser's own answer, not one the contract lists for each operation.
        contract: false,
      });
      expectEnvelope(response, 413);
    });
  });
});
