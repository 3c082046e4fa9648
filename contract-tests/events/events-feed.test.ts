/**
 * Issue 27, point 2: the events feed (docs/decisions.md#events-feed). A workspace's events as its
 * webhooks receive them (each checked against the document's `WebhookEvent`), newest first, with
 * its filters and pages; followed with `after`, oldest first, with no repeat; to each caller only
 * what they may read: a private project's events to those who see it, `member.invited` and
 * `notification.created` to admins and owners. Another workspace's event is 404.
 */
import { expect } from 'chai';
import type { WsaClient } from '../../sdk/src/index.ts';
import { createUser, memberWithRole, ownerWithWorkspace, type WorkspaceFixture } from '../support/fixtures.ts';
import { rawRequest } from '../support/client.ts';
import { startTestServer, type TestServer } from '../support/server.ts';
import { waitFor } from '../support/wait.ts';

describe('the events feed', () => {
  let server: TestServer;
  let acme: WorkspaceFixture;
  let shared: string;
  let secret: string;

  before(async () => {
    server = await startTestServer({ RUN_WORKER: 'false' });
    acme = await ownerWithWorkspace(server, 'Feed');
    const { client } = acme.owner;
    shared = (await client.projects.create({ body: { workspace_id: acme.workspaceId, name: 'Open plan', visibility: 'shared' } })).data.id;
    secret = (await client.projects.create({ body: { workspace_id: acme.workspaceId, name: 'Skunkworks', visibility: 'private' } })).data
      .id;
    await client.projects.tasks.create({ project_id: shared, body: { name: 'Shared task' } });
    await client.projects.tasks.create({ project_id: secret, body: { name: 'Secret task' } });
    await client.workspaces.invitations.create({
      workspace_id: acme.workspaceId,
      body: { email: 'newcomer@example.test', role: 'viewer' },
    });
    // The feed shows an event once every older transaction in the database has ended; beside other
    // test files on one PostgreSQL (the pooled pass), one of theirs can be running for a moment.
    await feedShows(client, 5);
  });
  after(async () => {
    await server?.close();
  });

  const feedShows = (client: WsaClient, total: number, query: Parameters<WsaClient['events']['list']>[0] = {}) =>
    waitFor(
      async () => ((await client.events.list({ workspace_id: acme.workspaceId, ...query })).meta.total === total ? true : undefined),
      {
        what: `${total} events in the feed`,
      },
    );

  const types = async (client: WsaClient, query: Parameters<WsaClient['events']['list']>[0] = {}) =>
    (await client.events.list({ workspace_id: acme.workspaceId, per_page: 100, ...query })).data.map((e) => e.type);

  it('lists the workspace’s events newest first, as webhooks receive them, filtered by type, project and time, in pages', async () => {
    const { client } = acme.owner;
    const all = await client.events.list({ workspace_id: acme.workspaceId });
    expect(all.data.map((e) => e.type)).to.deep.equal([
      'member.invited',
      'task.created',
      'task.created',
      'project.created',
      'project.created',
    ]);
    expect(all.meta).to.deep.equal({ total: 5, page: 1, per_page: 20 });
    const [invited, secretTask] = all.data;
    expect(invited!.id).to.match(/^evt_/);
    expect(secretTask).to.deep.include({ type: 'task.created' });
    expect((secretTask!.data as { task: { name: string } }).task.name).to.equal('Secret task');

    const one = await client.events.get({ event_id: secretTask!.id });
    expect(one.data).to.deep.equal(secretTask);

    expect(await types(client, { type: 'task.created' })).to.deep.equal(['task.created', 'task.created']);
    const sharedOnly = await client.events.list({ workspace_id: acme.workspaceId, project_id: shared });
    expect(sharedOnly.data.map((e) => e.type)).to.deep.equal(['task.created', 'project.created']);
    const second = await client.events.list({ workspace_id: acme.workspaceId, per_page: 2, page: 2 });
    expect(second.data.map((e) => e.id)).to.deep.equal(all.data.slice(2, 4).map((e) => e.id));
    expect(await types(client, { since: new Date(Date.now() + 60_000).toISOString() })).to.deep.equal([]);
    expect(await types(client, { until: new Date(Date.now() + 60_000).toISOString() })).to.have.length(5);
    // The key's home workspace is the default.
    expect((await client.events.list({})).meta.total).to.equal(5);
  });

  it('follows the feed with `after`: the events that came after one, oldest first, each once', async () => {
    const { client } = acme.owner;
    const newestFirst = (await client.events.list({ workspace_id: acme.workspaceId })).data.map((e) => e.id);
    const oldest = newestFirst.at(-1)!;
    const seen: string[] = [];
    let cursor = oldest;
    for (let page = 0; page < 10; page++) {
      const next = await client.events.list({ workspace_id: acme.workspaceId, after: cursor, per_page: 2 });
      if (next.data.length === 0) break;
      seen.push(...next.data.map((e) => e.id));
      cursor = next.data.at(-1)!.id;
    }
    expect(seen).to.deep.equal(newestFirst.slice(0, -1).reverse());
    // An event made now comes next, after the last one seen.
    await client.projects.tasks.create({ project_id: shared, body: { name: 'Later' } });
    await feedShows(client, 1, { after: cursor });
    const later = await client.events.list({ workspace_id: acme.workspaceId, after: cursor });
    expect(later.data.map((e) => e.type)).to.deep.equal(['task.created']);
    expect(later.meta.total).to.equal(1);
  });

  it('shows each member what they may read: a viewer sees no private project’s events and no invitation', async () => {
    const viewer = await memberWithRole(server, acme.workspaceId, 'viewer', 'read-only');
    const seen = (await viewer.client.events.list({ workspace_id: acme.workspaceId, per_page: 100 })).data;
    expect(seen.every((e) => e.type !== 'member.invited')).to.equal(true);
    expect(seen.every((e) => JSON.stringify(e.data).includes(secret) === false)).to.equal(true);
    expect(seen.filter((e) => e.type === 'task.created')).to.have.length(2); // the shared project's two tasks
    const admin = await memberWithRole(server, acme.workspaceId, 'admin', 'read-only');
    const adminSees = await types(admin.client);
    expect(adminSees).to.include('member.invited');

    const hidden = (await acme.owner.client.events.list({ workspace_id: acme.workspaceId, project_id: secret })).data[0]!;
    for (const [what, path] of [
      ['an event of a private project', `/v1/events/${hidden.id}`],
      ['a private project’s feed', `/v1/events?workspace_id=${acme.workspaceId}&project_id=${secret}`],
      ['after an event it cannot read', `/v1/events?workspace_id=${acme.workspaceId}&after=${hidden.id}`],
    ] as const) {
      const res = await rawRequest(server.url, { method: 'GET', path, apiKey: viewer.key });
      expect(res.status, what).to.equal(404);
    }
  });

  it('answers 404 for another workspace’s event and feed, 400 without a workspace, 422 for a bad filter', async () => {
    const other = await ownerWithWorkspace(server, 'Elsewhere');
    const theirs = (await other.owner.client.events.list({})).data;
    expect(theirs).to.have.length(0);
    const mine = (await acme.owner.client.events.list({})).data[0]!;
    const status = async (path: string, apiKey = other.owner.key) => (await rawRequest(server.url, { method: 'GET', path, apiKey })).status;
    expect(await status(`/v1/events/${mine.id}`), 'another workspace’s event').to.equal(404);
    expect(await status(`/v1/events?workspace_id=${acme.workspaceId}`), 'another workspace’s feed').to.equal(404);
    expect(await status(`/v1/events/evt_doesnotexist`), 'no such event').to.equal(404);
    const homeless = await createUser(server, { homeWorkspaceId: null });
    expect(await status('/v1/events', homeless.key), 'no workspace').to.equal(400);
    expect(await status(`/v1/events?workspace_id=${acme.workspaceId}&type=task.exploded`, acme.owner.key), 'unknown type').to.equal(422);
    expect(await status(`/v1/events?workspace_id=${acme.workspaceId}&since=yesterday`, acme.owner.key), 'since').to.equal(422);
    expect(await status(`/v1/events?workspace_id=${acme.workspaceId}&per_page=101`, acme.owner.key), 'per_page').to.equal(422);
    expect(await status(`/v1/events?workspace_id=${acme.workspaceId}&page=x`, acme.owner.key), 'page').to.equal(400);
  });
});
