/**
 * call_webhook headers are write-only, seen from inside: clients read `********`, and the values are
 * stored sealed (never in plain text in the row or the events); a PATCH that sends the mask back
 * keeps the stored value and writes no event.
 */
import { expect } from 'chai';
import { rawRequest } from '../../contract-tests/support/client.ts';
import { ownerWithWorkspace, type WorkspaceFixture } from '../../contract-tests/support/fixtures.ts';
import { startTestServer, type TestServer } from '../../contract-tests/support/server.ts';
import { createAutomation, createProject, type Action } from '../../contract-tests/automations/support/e2e.ts';

describe('call_webhook headers at rest', () => {
  let server: TestServer;
  let n = 0;

  before(async () => {
    server = await startTestServer({ RUN_WORKER: 'false' });
  });
  after(async () => {
    await server?.close();
  });

  async function setup(): Promise<WorkspaceFixture & { shared: { id: string } }> {
    const ws = await ownerWithWorkspace(server, `Sealed ${++n}`);
    const shared = await createProject(ws.owner, ws.workspaceId, `Shared ${n}`, 'shared');
    return { ...ws, shared };
  }

  const onTaskCreated = (projectId: string, actions: Action[]) => ({
    project_id: projectId,
    name: `auto ${++n}`,
    type: 'event' as const,
    trigger: { event: 'task.created' as const },
    actions,
  });

  const action = (value: string): Action => ({
    type: 'call_webhook',
    config: { url: 'https://hooks.example.test/in', headers: { Authorization: value, 'X-Team': 'blue' } },
  });

  it('reads back as ******** in the response, the stored actions, the event and later reads; the value is stored sealed', async () => {
    const s = await setup();
    const secret = `Bearer tok-${process.pid}-${n}-very-secret`;
    const automation = await createAutomation(s.owner, onTaskCreated(s.shared.id, [action(secret)]));
    expect(automation.actions[0]!.config).to.deep.include({ headers: { Authorization: '********', 'X-Team': '********' } });
    const read = await rawRequest(server.url, { method: 'GET', path: `/v1/automations/${automation.id}`, apiKey: s.owner.key });
    expect(JSON.stringify(read.body)).not.to.contain('tok-');
    const row = await server.knex('automations').where({ id: automation.id }).first();
    expect(JSON.stringify(row)).not.to.contain(secret.slice(7, 20));
    expect(Object.keys(row!.header_secrets).sort()).to.deep.equal(['0/Authorization', '0/X-Team']);
    const events = await server.knex('events').where({ workspace_id: s.workspaceId, type: 'automation.created' });
    expect(JSON.stringify(events)).not.to.contain('tok-');
  });

  it('a PATCH that sends the mask back keeps the stored value (no change, no event); a mask for a header never stored is 422', async () => {
    const s = await setup();
    const automation = await createAutomation(s.owner, onTaskCreated(s.shared.id, [action('Bearer keep-me')]));
    const sealed = (await server.knex('automations').where({ id: automation.id }).first())!.header_secrets;
    const same = await s.owner.client.PATCH('/v1/automations/{automation_id}', {
      params: { path: { automation_id: automation.id } },
      body: { actions: automation.actions },
    });
    expect(same.response.status).to.equal(200);
    expect(same.data!.data.updated_at).to.equal(automation.updated_at);
    expect((await server.knex('automations').where({ id: automation.id }).first())!.header_secrets).to.deep.equal(sealed);
    expect(await server.knex('events').where({ workspace_id: s.workspaceId, type: 'automation.updated' })).to.have.length(0);

    const unknown = await s.owner.client.PATCH('/v1/automations/{automation_id}', {
      params: { path: { automation_id: automation.id } },
      body: { actions: [{ type: 'call_webhook', config: { url: 'https://hooks.example.test/in', headers: { 'X-New': '********' } } }] },
    });
    expect(unknown.response.status).to.equal(422);
    expect(unknown.error!.error.details![0]!.field).to.equal('/actions/0/config/headers/X-New');
  });
});
