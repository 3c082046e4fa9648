/**
 * Idempotency keys on every POST (issue 9, point 2), seen in the database: the same key from the
 * same user with the same request replays the first response without doing the work again (one row,
 * one event); a stored response is sealed at rest; another request with the key gets 422; a
 * duplicate sent while the first runs waits for it, or gets 409; a malformed key gets 400; keys
 * expire after 24 hours and are purged. Rejections write nothing. What a client alone can see of
 * keys (per API key, a failed request not remembered) is contract-tests/idempotency/idempotency-keys.test.ts.
 */
import { randomUUID } from 'node:crypto';
import { expect } from 'chai';
import { purgeExpiredKeys } from '../../server/http/idempotency.ts';
import { rawRequest } from '../../contract-tests/support/client.ts';
import { createUser, ownerWithWorkspace } from '../../contract-tests/support/fixtures.ts';
import { startTestServer, type TestServer } from '../../contract-tests/support/server.ts';
import {
  callOperation,
  concretePath,
  routeOf,
  type OperationInfo,
  allOperations,
} from '../../contract-tests/cross-cutting/support/operation-table.ts';
import { rowCounts } from '../support/row-counts.ts';
import type { EventType } from '../../server/events/record-event.ts';

const posts: readonly OperationInfo[] = allOperations.filter((op) => op.method === 'post');

describe('Idempotency-Key on POST', function () {
  this.timeout(60_000);
  let server: TestServer;

  before(async () => {
    server = await startTestServer({ RUN_WORKER: 'false' });
  });
  after(async () => {
    await server?.close();
  });

  const projectsNamed = async (workspaceId: string, name: string) =>
    Number((await server.knex('projects').where({ workspace_id: workspaceId, name }).count({ n: '*' }).first())!.n);
  const eventsAbout = async (workspaceId: string, type: EventType) =>
    Number((await server.knex('events').where({ workspace_id: workspaceId, type }).count({ n: '*' }).first())!.n);

  it('a repeat with the same key and body replays the first response, status, body and headers, and does not do the work again', async () => {
    const { owner, workspaceId } = await ownerWithWorkspace(server);
    const key = randomUUID();
    const body = { workspace_id: workspaceId, name: 'Replayed', color: '#2563EB' };
    const first = await rawRequest<{ data: { id: string } }>(server.url, {
      method: 'POST',
      path: '/v1/projects',
      apiKey: owner.key,
      headers: { 'Idempotency-Key': key },
      body,
    });
    expect(first.status).to.equal(201);
    expect(first.headers.get('idempotent-replayed')).to.equal(null);
    // The same request laid out differently (key order, spacing) is the same request.
    const again = await rawRequest<{ data: { id: string } }>(server.url, {
      method: 'POST',
      path: '/v1/projects',
      apiKey: owner.key,
      headers: { 'Idempotency-Key': key, 'Content-Type': 'application/json' },
      body: `{ "color": "#2563EB",  "name": "Replayed", "workspace_id": "${workspaceId}" }`,
    });
    expect(again.status).to.equal(201);
    expect(again.headers.get('idempotent-replayed')).to.equal('true');
    expect(again.text).to.equal(first.text);
    expect(again.headers.get('x-request-id'), 'a replay is still its own request').to.not.equal(first.headers.get('x-request-id'));
    expect(await projectsNamed(workspaceId, 'Replayed')).to.equal(1);
    expect(await eventsAbout(workspaceId, 'project.created')).to.equal(1);

    // Through the SDK: the key is a typed header parameter of every POST.
    const viaSdk = await owner.client.POST('/v1/projects', { params: { header: { 'Idempotency-Key': key } }, body });
    expect(viaSdk.data?.data.id).to.equal(first.body.data.id);
    expect(viaSdk.response.headers.get('idempotent-replayed')).to.equal('true');
  });

  it('a stored response is sealed at rest: a new API key replayed to its creator is nowhere in the database in plain text', async () => {
    const { owner } = await ownerWithWorkspace(server);
    const key = randomUUID();
    const send = () =>
      rawRequest<{ data: { key: string } }>(server.url, {
        method: 'POST',
        path: '/v1/api-keys',
        apiKey: owner.key,
        headers: { 'Idempotency-Key': key },
        body: { name: 'Lost response', scope: 'editor' },
      });
    const first = await send();
    expect(first.status).to.equal(201);
    const replayed = await send();
    expect(replayed.headers.get('idempotent-replayed')).to.equal('true');
    expect(replayed.body.data.key, 'the creator gets the key they lost').to.equal(first.body.data.key);
    const stored = await server.knex('idempotency_keys').where({ api_key_id: owner.keyId, key }).first('response_body');
    expect(stored!.response_body).to.match(/^v2:/);
    expect(stored!.response_body).to.not.contain(first.body.data.key);
    expect(stored!.response_body).to.not.contain(first.body.data.key.slice(4, 20));
  });

  it('the same key with another body or path gets 422 naming the first request, and writes nothing', async () => {
    const { owner, workspaceId } = await ownerWithWorkspace(server);
    const key = randomUUID();
    const created = await rawRequest(server.url, {
      method: 'POST',
      path: '/v1/projects',
      apiKey: owner.key,
      headers: { 'Idempotency-Key': key },
      body: { workspace_id: workspaceId, name: 'First' },
    });
    expect(created.status).to.equal(201);
    const before = await rowCounts(server.knex);
    // Every POST of the contract, with this key: each is another request than the first.
    for (const op of posts) {
      const res = await callOperation(server.url, op, { apiKey: owner.key, headers: { 'Idempotency-Key': key } });
      expect(res.status, routeOf(op)).to.equal(422);
      expect(res.body.error.message, routeOf(op)).to.match(
        /Idempotency-Key was used with a different request \(POST \/v1\/projects with another body\)/,
      );
    }
    expect(await rowCounts(server.knex)).to.deep.equal(before);
    expect(await projectsNamed(workspaceId, 'First')).to.equal(1);
  });

  it('duplicates sent at once run once: the others wait for the first and replay its response', async () => {
    const { owner, workspaceId } = await ownerWithWorkspace(server);
    const key = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        rawRequest<{ data: { id: string } }>(server.url, {
          method: 'POST',
          path: '/v1/projects',
          apiKey: owner.key,
          headers: { 'Idempotency-Key': key },
          body: { workspace_id: workspaceId, name: 'Raced' },
        }),
      ),
    );
    expect(answers.map((a) => a.status)).to.deep.equal(Array(8).fill(201));
    expect(new Set(answers.map((a) => a.body.data.id)).size).to.equal(1);
    expect(answers.filter((a) => a.headers.get('idempotent-replayed') === 'true')).to.have.length(7);
    expect(await projectsNamed(workspaceId, 'Raced')).to.equal(1);
    expect(await eventsAbout(workspaceId, 'project.created')).to.equal(1);
  });

  it('a duplicate of a request still running past 5 s gets 409 on every POST, and writes nothing', async () => {
    const { owner } = await ownerWithWorkspace(server);
    const key = randomUUID();
    // The test holds the key as a first request still running would: claimed, not yet committed.
    const running = await server.knex.transaction();
    try {
      await running('idempotency_keys').insert({
        api_key_id: owner.keyId,
        user_id: owner.userId,
        key,
        request_hash: 'running',
        request_line: 'POST /v1/projects',
      });
      const before = await rowCounts(server.knex);
      const answers = await Promise.all(
        posts.map((op) => callOperation(server.url, op, { apiKey: owner.key, headers: { 'Idempotency-Key': key } })),
      );
      for (const [i, res] of answers.entries()) {
        expect(res.status, routeOf(posts[i]!)).to.equal(409);
        expect(res.body.error.message).to.match(/still running; retry in a moment/);
      }
      expect(await rowCounts(server.knex)).to.deep.equal(before);
    } finally {
      await running.rollback();
    }
  });

  it('a malformed key gets 400 on every POST before anything runs', async () => {
    const { owner } = await ownerWithWorkspace(server);
    const before = await rowCounts(server.knex);
    const bad: Array<[string, RegExp]> = [
      ['', /is empty/],
      ['k'.repeat(256), /is 256 characters long/],
      ['two words', /spaces, control or non-ASCII/],
    ];
    for (const op of posts) {
      for (const [key, message] of bad) {
        const res = await callOperation(server.url, op, { apiKey: owner.key, headers: { 'Idempotency-Key': key }, path: concretePath(op) });
        expect(res.status, `${routeOf(op)} with key '${key.slice(0, 10)}'`).to.equal(400);
        expect(res.body.error.message)
          .to.match(message)
          .and.match(/1 to 255 visible ASCII characters/);
      }
    }
    // The longest key allowed is a key.
    const longest = await callOperation(
      server.url,
      posts.find((op) => op.operationId === 'createProject')!,
      { apiKey: owner.key, headers: { 'Idempotency-Key': 'k'.repeat(255) } },
    );
    expect(longest.status).to.not.equal(400);
    expect(await rowCounts(server.knex)).to.deep.equal(before);
  });

  it('keys expire after 24 hours: an older key runs the request again, and the purge deletes it', async () => {
    const { owner, workspaceId } = await ownerWithWorkspace(server);
    const key = randomUUID();
    const send = () =>
      rawRequest(server.url, {
        method: 'POST',
        path: '/v1/projects',
        apiKey: owner.key,
        headers: { 'Idempotency-Key': key },
        body: { workspace_id: workspaceId, name: 'Expiring' },
      });
    expect((await send()).status).to.equal(201);
    await server
      .knex('idempotency_keys')
      .where({ api_key_id: owner.keyId, key })
      .update({ created_at: server.knex.raw(`now() - interval '23 hours'`) });
    expect((await send()).headers.get('idempotent-replayed'), 'still remembered after 23 hours').to.equal('true');
    await server
      .knex('idempotency_keys')
      .where({ api_key_id: owner.keyId, key })
      .update({ created_at: server.knex.raw(`now() - interval '25 hours'`) });
    const again = await send();
    expect(again.status).to.equal(201);
    expect(again.headers.get('idempotent-replayed')).to.equal(null);
    expect(await projectsNamed(workspaceId, 'Expiring')).to.equal(2);

    const other = await createUser(server);
    await server.knex('idempotency_keys').insert({
      api_key_id: other.keyId,
      user_id: other.userId,
      key: 'old',
      request_hash: 'x',
      request_line: 'POST /v1/projects',
      response_status: 201,
      created_at: server.knex.raw(`now() - interval '25 hours'`),
    });
    expect(await purgeExpiredKeys(server.knex)).to.equal(1);
    expect(await server.knex('idempotency_keys').where({ api_key_id: owner.keyId, key }).first()).to.not.equal(undefined);
  });
});
