import { expect } from 'chai';
import { ownerWithWorkspace } from '../../contract-tests/support/fixtures.ts';
import { startTestServer, type TestServer } from '../../contract-tests/support/server.ts';
import { createProject } from '../../contract-tests/projects/support/projects.ts';
import {
  chars,
  createAutomation,
  emailAction,
  eventBody,
  slackAction,
  type ActionJson,
  type BadInput,
} from '../../contract-tests/automations/support/api.ts';
import { expectRefused, storedAutomation } from './support/stored.ts';

describe('action validation: how many, each type’s config, template variables', () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer();
  });
  after(async () => {
    await server?.close();
  });

  async function project() {
    const fixture = await ownerWithWorkspace(server);
    const created = await createProject(fixture.owner, fixture.workspaceId);
    return { ...fixture, project: created };
  }

  /** A create body whose second action is `action` (the first is valid), so errors must name index 1. */
  const withAction = (projectId: string, action: unknown) => ({ ...eventBody(projectId), actions: [emailAction(), action] });

  /** A create body whose only action is a Slack message with this config. */
  const slack = (projectId: string, config: unknown) => ({ ...eventBody(projectId), actions: [{ type: 'send_slack_message', config }] });

  it('needs at least 1 and allows at most 20 actions: 0 and 21 get 422 naming /actions, 20 are accepted in order', async () => {
    const { owner, workspaceId, project: p } = await project();
    const cases: BadInput[] = [
      { label: 'no actions', body: { ...eventBody(p.id), actions: [] }, status: 422, field: '/actions' },
      {
        label: '21 actions',
        body: { ...eventBody(p.id), actions: Array.from({ length: 21 }, (_, i) => slackAction(`#c${i}`)) },
        status: 422,
        field: '/actions',
      },
      { label: 'actions not an array', body: { ...eventBody(p.id), actions: slackAction() }, status: 422, field: '/actions' },
    ];
    for (const input of cases) await expectRefused(server, workspaceId, owner, 'POST', '/v1/automations', input);
    const twenty = Array.from({ length: 20 }, (_, i) => slackAction(`#c${i}`));
    const { data, response } = await owner.client.POST('/v1/automations', { body: { ...eventBody(p.id), actions: twenty } });
    expect(response.status).to.equal(201);
    expect(data!.data.actions).to.deep.equal(twenty);
    expect(await storedAutomation(server, data!.data.id)).to.deep.equal(data!.data);
  });

  it('holds PATCH to the same bounds, leaving the automation unchanged', async () => {
    const { owner, workspaceId, project: p } = await project();
    const automation = await createAutomation(owner, eventBody(p.id));
    const cases: BadInput[] = [
      { label: 'no actions', body: { actions: [] }, status: 422, field: '/actions' },
      { label: '21 actions', body: { actions: Array.from({ length: 21 }, () => slackAction()) }, status: 422, field: '/actions' },
      {
        label: 'a Slack message without channel',
        body: { actions: [{ type: 'send_slack_message', config: { message: 'hi' } }] },
        status: 400,
        field: '/actions/0/config/channel',
      },
      {
        label: 'an unknown variable',
        body: { actions: [slackAction(), { type: 'send_slack_message', config: { channel: '#x', message: '{{unknown.x}}' } }] },
        status: 422,
        field: '/actions/1/config/message',
      },
    ];
    for (const input of cases) await expectRefused(server, workspaceId, owner, 'PATCH', `/v1/automations/${automation.id}`, input);
    expect(await storedAutomation(server, automation.id)).to.deep.equal(automation);
  });

  it('needs channel and message for send_slack_message: 400 naming /actions/0/config/channel, and so on', async () => {
    const { owner, workspaceId, project: p } = await project();
    const cases: BadInput[] = [
      { label: 'no channel', body: slack(p.id, { message: 'hello' }), status: 400, field: '/actions/0/config/channel' },
      { label: 'no message', body: slack(p.id, { channel: '#launch' }), status: 400, field: '/actions/0/config/message' },
      {
        label: 'neither',
        body: slack(p.id, {}),
        status: 400,
        field: '/actions/0/config/channel',
        alsoFields: ['/actions/0/config/message'],
      },
      {
        label: 'no config',
        body: { ...eventBody(p.id), actions: [{ type: 'send_slack_message' }] },
        status: 400,
        field: '/actions/0/config',
      },
      { label: 'empty channel', body: slack(p.id, { channel: '', message: 'hello' }), status: 422, field: '/actions/0/config/channel' },
      {
        label: 'channel of 81 characters',
        body: slack(p.id, { channel: chars(81), message: 'hello' }),
        status: 422,
        field: '/actions/0/config/channel',
      },
      {
        label: 'message of 4001 characters',
        body: slack(p.id, { channel: '#x', message: chars(4001) }),
        status: 422,
        field: '/actions/0/config/message',
      },
      { label: 'message not a string', body: slack(p.id, { channel: '#x', message: 5 }), status: 422, field: '/actions/0/config/message' },
    ];
    for (const input of cases) {
      const refused = await expectRefused(server, workspaceId, owner, 'POST', '/v1/automations', input);
      if (input.label === 'no channel') {
        expect(refused.error.details).to.deep.equal([{ field: '/actions/0/config/channel', message: 'is required' }]);
        expect(refused.error.message).to.equal("Request body is missing required field 'actions.0.config.channel'.");
      }
    }
  });

  it('refuses an action without type (400) or of an unknown type (422), naming /actions/1/type', async () => {
    const { owner, workspaceId, project: p } = await project();
    const cases: BadInput[] = [
      { label: 'no type', body: withAction(p.id, { config: { channel: '#x', message: 'hi' } }), status: 400, field: '/actions/1/type' },
      {
        label: 'unknown type',
        body: withAction(p.id, { type: 'run_script', config: { script: 'rm -rf /' } }),
        status: 422,
        field: '/actions/1/type',
      },
      {
        label: 'type of another case',
        body: withAction(p.id, { type: 'Send_Email', config: emailAction().config }),
        status: 422,
        field: '/actions/1/type',
      },
      { label: 'type not a string', body: withAction(p.id, { type: 3, config: {} }), status: 422, field: '/actions/1/type' },
      { label: 'an action that is not an object', body: withAction(p.id, 'send_email'), status: 422, field: '/actions/1' },
    ];
    for (const input of cases) await expectRefused(server, workspaceId, owner, 'POST', '/v1/automations', input);
  });

  it('checks each action type’s config: https-only webhooks, e-mail recipients, update_task that changes something, create_task ids', async () => {
    const { owner, workspaceId, project: p } = await project();
    const cases: BadInput[] = [
      {
        label: 'call_webhook over http',
        body: withAction(p.id, { type: 'call_webhook', config: { url: 'http://example.com/hook' } }),
        status: 422,
        field: '/actions/1/config/url',
      },
      {
        label: 'call_webhook without url',
        body: withAction(p.id, { type: 'call_webhook', config: { method: 'POST' } }),
        status: 400,
        field: '/actions/1/config/url',
      },
      {
        label: 'call_webhook unknown method',
        body: withAction(p.id, { type: 'call_webhook', config: { url: 'https://example.com', method: 'TRACE' } }),
        status: 422,
        field: '/actions/1/config/method',
      },
      {
        label: 'call_webhook header not a string',
        body: withAction(p.id, { type: 'call_webhook', config: { url: 'https://example.com', headers: { 'X-N': 1 } } }),
        status: 422,
        field: '/actions/1/config/headers/X-N',
      },
      {
        label: 'send_email to a non-address',
        body: withAction(p.id, { type: 'send_email', config: { to: 'not an address', subject: 's', body: 'b' } }),
        status: 422,
        field: '/actions/1/config/to',
      },
      {
        label: 'send_email to a bare name',
        body: withAction(p.id, { type: 'send_email', config: { to: 'ops', subject: 's', body: 'b' } }),
        status: 422,
        field: '/actions/1/config/to',
      },
      {
        label: 'send_email without subject',
        body: withAction(p.id, { type: 'send_email', config: { to: 'a@example.com', body: 'b' } }),
        status: 400,
        field: '/actions/1/config/subject',
      },
      {
        label: 'update_task changing nothing',
        body: withAction(p.id, { type: 'update_task', config: {} }),
        status: 422,
        field: '/actions/1/config',
      },
      {
        label: 'update_task with only a task_id',
        body: withAction(p.id, { type: 'update_task', config: { task_id: 'task_01jd7m4a2b3c4d5e6f7g' } }),
        status: 422,
        field: '/actions/1/config',
      },
      {
        label: 'update_task unknown status',
        body: withAction(p.id, { type: 'update_task', config: { status: 'done' } }),
        status: 422,
        field: '/actions/1/config/status',
      },
      {
        label: 'create_task without name',
        body: withAction(p.id, { type: 'create_task', config: { description: 'd' } }),
        status: 400,
        field: '/actions/1/config/name',
      },
      {
        label: 'create_task project_id not a project id',
        body: withAction(p.id, { type: 'create_task', config: { name: 'n', project_id: 'ws_123' } }),
        status: 422,
        field: '/actions/1/config/project_id',
      },
    ];
    for (const input of cases) await expectRefused(server, workspaceId, owner, 'POST', '/v1/automations', input);
  });

  it('accepts a valid config of every action type', async () => {
    const { owner, project: p } = await project();
    const actions: ActionJson[] = [
      slackAction(),
      emailAction('{{member.email}}'),
      { type: 'create_task', config: { name: 'Review {{task.name}}', description: 'from {{actor.name}}' } },
      { type: 'update_task', config: { status: 'completed' } },
      { type: 'update_task', config: { assignee_member_id: null } },
      {
        type: 'call_webhook',
        config: {
          url: 'https://example.com/hooks/{{project.id}}',
          method: 'PUT',
          headers: { 'X-Project': '{{project.name}}' },
          body: '{"task":"{{task.name}}"}',
        },
      },
    ];
    const { data, response } = await owner.client.POST('/v1/automations', { body: { ...eventBody(p.id), actions } });
    expect(response.status).to.equal(201);
    // Header values are write-only: they read back masked.
    const masked = actions.map((a) =>
      a.type === 'call_webhook' ? { ...a, config: { ...a.config, headers: { 'X-Project': '********' } } } : a,
    );
    expect(data!.data.actions).to.deep.equal(masked);
    expect(await storedAutomation(server, data!.data.id)).to.deep.equal(data!.data);
  });

  it('refuses template variables that are unknown, malformed or unclosed with 422 naming the field; known ones pass', async () => {
    const { owner, workspaceId, project: p } = await project();
    const message = (text: string) => slack(p.id, { channel: '#x', message: text });
    const cases: BadInput[] = [
      { label: 'unknown resource', body: message('Hi {{unknown.x}}'), status: 422, field: '/actions/0/config/message' },
      { label: 'unclosed {{', body: message('Hi {{task.name'), status: 422, field: '/actions/0/config/message' },
      { label: 'stray }}', body: message('Hi task.name}}'), status: 422, field: '/actions/0/config/message' },
      { label: 'not a dotted path', body: message('Hi {{task name}}'), status: 422, field: '/actions/0/config/message' },
      {
        label: 'in an e-mail subject',
        body: {
          ...eventBody(p.id),
          actions: [{ type: 'send_email', config: { to: 'a@example.com', subject: '{{secrets.key}}', body: 'b' } }],
        },
        status: 422,
        field: '/actions/0/config/subject',
      },
      {
        label: 'in a webhook header',
        body: {
          ...eventBody(p.id),
          actions: [{ type: 'call_webhook', config: { url: 'https://example.com', headers: { 'X-Thing': '{{env.HOME}}' } } }],
        },
        status: 422,
        field: '/actions/0/config/headers/X-Thing',
      },
      {
        label: 'in a task name',
        body: { ...eventBody(p.id), actions: [{ type: 'create_task', config: { name: '{{task.name' } }] },
        status: 422,
        field: '/actions/0/config/name',
      },
    ];
    for (const input of cases) {
      const refused = await expectRefused(server, workspaceId, owner, 'POST', '/v1/automations', input);
      if (input.label === 'unknown resource') expect(refused.error.details![0]!.message).to.contain('{{unknown.x}}');
    }
    for (const text of [
      '{{task.name}}',
      '{{ project.name }} by {{actor.name}} in {{workspace.name}}',
      '{{member.email}} {{project.id}}',
      'no variables at all',
    ]) {
      const { response, data } = await owner.client.POST('/v1/automations', { body: message(text) as never });
      expect(response.status, text).to.equal(201);
      expect((data!.data.actions[0]!.config as { message: string }).message).to.equal(text);
    }
  });
});
