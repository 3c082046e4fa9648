/**
 * Issue 28, point 1: the events feed shows events within retention only (docs/decisions.md#retention),
 * before the job has removed what is past it: an event aged past 7 days in SQL is gone from the free
 * workspace's feed and its GET is 404, and shows again once the workspace is on pro (30 days).
 */
import { expect } from 'chai';
import { rawRequest } from '../../contract-tests/support/client.ts';
import { ownerWithWorkspace, setPlan } from '../../contract-tests/support/fixtures.ts';
import { startTestServer, type TestServer } from '../../contract-tests/support/server.ts';

describe('the events feed within retention', () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer({ RUN_WORKER: 'false' });
  });
  after(async () => {
    await server?.close();
  });

  it('leaves out an event past its plan’s days, in the list and by id, before anything removed it', async () => {
    const { owner, workspaceId } = await ownerWithWorkspace(server, 'Feed');
    const { client } = owner;
    await client.projects.create({ body: { workspace_id: workspaceId, name: 'Old', visibility: 'shared' } });
    await client.projects.create({ body: { workspace_id: workspaceId, name: 'New', visibility: 'shared' } });
    const [newer, older] = (await client.events.list({ workspace_id: workspaceId, type: 'project.created' })).data;
    await server
      .knex('events')
      .where({ id: older!.id })
      .update({ created_at: server.knex.raw(`now() - interval '8 days'`) });
    const listed = async () => (await client.events.list({ workspace_id: workspaceId, type: 'project.created' })).data.map((e) => e.id);
    const byId = async () => (await rawRequest(server.url, { method: 'GET', path: `/v1/events/${older!.id}`, apiKey: owner.key })).status;

    expect(await listed(), 'free keeps 7 days').to.deep.equal([newer!.id]);
    expect(await byId()).to.equal(404);
    expect(await server.knex('events').where({ id: older!.id }).first('id'), 'still stored').to.deep.equal({ id: older!.id });

    await setPlan(server, workspaceId, 'pro');
    expect(await listed(), 'pro keeps 30 days').to.deep.equal([newer!.id, older!.id]);
    expect(await byId()).to.equal(200);
  });
});
