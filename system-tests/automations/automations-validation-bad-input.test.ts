import { expect } from 'chai';
import { rawRequest } from '../../contract-tests/support/client.ts';
import { ownerWithWorkspace } from '../../contract-tests/support/fixtures.ts';
import { startTestServer, type TestServer } from '../../contract-tests/support/server.ts';
import { createProject } from '../../contract-tests/projects/support/projects.ts';
import { chars, createAutomation, eventBody, notAnObject, type BadInput } from '../../contract-tests/automations/support/api.ts';
import { expectRefused, storedAutomation } from './support/stored.ts';

/** A valid Slack action (all fields given), and copies of it with one part changed. */
const slack = { type: 'send_slack_message', config: { channel: '#launch', message: 'hi' } };
const slackWith = (extra: Record<string, unknown>) => ({ ...slack, ...extra });
const slackConfigWith = (extra: Record<string, unknown>) => ({ ...slack, config: { ...slack.config, ...extra } });

/** Invalid values, unknown fields and read-only fields both operations refuse with 422, naming the field. */
function sharedRefusals(base: Record<string, unknown>): BadInput[] {
  const refuse = (label: string, patch: Record<string, unknown>, field: string): BadInput => ({
    label,
    body: { ...base, ...patch },
    status: 422,
    field,
  });
  return [
    refuse('name empty', { name: '' }, '/name'),
    refuse('name of 256 characters', { name: chars(256) }, '/name'),
    refuse('name a number', { name: 5 }, '/name'),
    refuse('name null', { name: null }, '/name'),
    refuse('enabled a string', { enabled: 'yes' }, '/enabled'),
    refuse('enabled null', { enabled: null }, '/enabled'),
    refuse('trigger null', { trigger: null }, '/trigger'),
    refuse('actions null', { actions: null }, '/actions'),
    refuse('unknown top-level field enable', { enable: true }, '/enable'),
    refuse('read-only id', { id: 'auto_01jd7m8e7f8g9h0i1j2k' }, '/id'),
    refuse('read-only next_run_at', { next_run_at: '2030-01-01T00:00:00Z' }, '/next_run_at'),
    refuse('read-only created_at', { created_at: '2030-01-01T00:00:00Z' }, '/created_at'),
    refuse('unknown field inside trigger', { trigger: { event: 'task.created', cron: '0 9 * * *' } }, '/trigger/cron'),
    refuse(
      'unknown field inside a filter',
      { trigger: { event: 'task.created', filters: [{ field: 'task.name', operator: 'is', value: 'x', negate: true }] } },
      '/trigger/filters/0/negate',
    ),
    refuse('unknown field inside an action', { actions: [slackWith({ name: 'Post it' })] }, '/actions/0/name'),
    refuse('unknown field inside a config', { actions: [slackConfigWith({ channell: '#typo' })] }, '/actions/0/config/channell'),
    refuse(
      'a field of another action type inside a config',
      { actions: [slackConfigWith({ to: 'a@example.com' })] },
      '/actions/0/config/to',
    ),
  ];
}

describe('bad input to createAutomation and updateAutomation', () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer();
  });
  after(async () => {
    await server?.close();
  });

  it('POST /v1/automations answers 400 for each missing required field and a body that is not a JSON object, 422 for each invalid value or unknown field, writing nothing', async () => {
    const { owner, workspaceId } = await ownerWithWorkspace(server);
    const project = await createProject(owner, workspaceId);
    const valid = { ...eventBody(project.id), actions: [slack], enabled: true };
    const without = (field: string) => Object.fromEntries(Object.entries(valid).filter(([k]) => k !== field));
    const cases: BadInput[] = [
      ...['project_id', 'name', 'type', 'trigger', 'actions'].map((field): BadInput => ({
        label: `no ${field}`,
        body: without(field),
        status: 400,
        field: `/${field}`,
      })),
      { label: 'empty object', body: {}, status: 400 },
      ...notAnObject,
      ...sharedRefusals(valid),
      { label: 'type cron', body: { ...valid, type: 'cron' }, status: 422, field: '/type' },
      { label: 'type null', body: { ...valid, type: null }, status: 422, field: '/type' },
      { label: 'project_id a number', body: { ...valid, project_id: 7 }, status: 422, field: '/project_id' },
      { label: 'project_id not a proj_ id', body: { ...valid, project_id: 'ws_01jd7m4a2b3c4d5e6f7g' }, status: 422, field: '/project_id' },
      {
        label: 'workspace_id is not a field of an automation',
        body: { ...valid, workspace_id: workspaceId },
        status: 422,
        field: '/workspace_id',
      },
    ];
    for (const input of cases) await expectRefused(server, workspaceId, owner, 'POST', '/v1/automations', input);
    expect(await server.knex('automations').where({ project_id: project.id }).pluck('id')).to.deep.equal([]);
    expect(await server.knex('events').where({ workspace_id: workspaceId }).whereLike('type', 'automation.%').pluck('id')).to.deep.equal(
      [],
    );
  });

  it('POST /v1/automations accepts the boundary names of 1 and 255 characters', async () => {
    const { owner, workspaceId } = await ownerWithWorkspace(server);
    const project = await createProject(owner, workspaceId);
    for (const name of ['x', chars(255)]) {
      const { data, response } = await owner.client.POST('/v1/automations', { body: eventBody(project.id, { name }) });
      expect(response.status).to.equal(201);
      expect(data!.data.name).to.equal(name);
      expect(await storedAutomation(server, data!.data.id)).to.deep.equal(data!.data);
    }
  });

  it('PATCH /v1/automations/{automation_id} answers 400 for a body that is not a JSON object, 422 for each invalid value, unknown or fixed field, leaving the automation unchanged', async () => {
    const { owner, workspaceId } = await ownerWithWorkspace(server);
    const project = await createProject(owner, workspaceId);
    const automation = await createAutomation(owner, eventBody(project.id));
    const cases: BadInput[] = [
      ...notAnObject,
      ...sharedRefusals({}),
      { label: 'type cannot change', body: { type: 'scheduled' }, status: 422, field: '/type' },
      { label: 'type repeated unchanged', body: { type: 'event' }, status: 422, field: '/type' },
      { label: 'project_id cannot move', body: { project_id: project.id }, status: 422, field: '/project_id' },
      {
        label: 'a missing field inside a new action',
        body: { actions: [{ type: 'send_slack_message', config: { channel: '#x' } }] },
        status: 400,
        field: '/actions/0/config/message',
      },
    ];
    const path = `/v1/automations/${automation.id}`;
    for (const input of cases) await expectRefused(server, workspaceId, owner, 'PATCH', path, input);
    expect(await storedAutomation(server, automation.id)).to.deep.equal(automation);
    expect(
      await server
        .knex('events')
        .where({ workspace_id: workspaceId })
        .whereIn('type', ['automation.updated', 'automation.deleted'])
        .pluck('id'),
    ).to.deep.equal([]);
  });

  it('PATCH /v1/automations/{automation_id} also takes application/merge-patch+json', async () => {
    const { owner, workspaceId } = await ownerWithWorkspace(server);
    const project = await createProject(owner, workspaceId);
    const automation = await createAutomation(owner, eventBody(project.id));
    const res = await rawRequest<{ data: { name: string } }>(server.url, {
      method: 'PATCH',
      path: `/v1/automations/${automation.id}`,
      apiKey: owner.key,
      headers: { 'Content-Type': 'application/merge-patch+json' },
      body: JSON.stringify({ name: 'Merged' }),
    });
    expect(res.status).to.equal(200);
    expect(res.body.data.name).to.equal('Merged');
    expect(await storedAutomation(server, automation.id)).to.deep.include({ name: 'Merged' });
  });
});
