/**
 * The contract cannot drift from the server (issue 12, point 6, in part): Prism in proxy mode, in
 * front of the real server, checks every request and answer against the 3.0 document (whose
 * `additionalProperties: false` it enforces, so an undocumented field in an answer is caught) and
 * reports each violation in its `sl-violations` header. Every operation is called through it, with
 * the example body and placeholder ids (the refusals), and a working flow over the main resources
 * (the successes); no answer may carry a violation.
 */
import { expect } from 'chai';
import { documentPath } from '../../scripts/mock.ts';
import { startPrism } from '../../scripts/prism-process.ts';
import { allOperations, callOperation, routeOf } from '../cross-cutting/support/operation-table.ts';
import { rawRequest } from '../support/client.ts';
import { createUser, type TestUser } from '../support/fixtures.ts';
import { startTestServer, type TestServer } from '../support/server.ts';

describe('Prism proxy in front of the server', function () {
  this.timeout(120_000);
  let server: TestServer;
  let proxy: Awaited<ReturnType<typeof startPrism>>;
  let owner: TestUser;
  const violations: string[] = [];

  before(async () => {
    server = await startTestServer({ RUN_WORKER: 'false' });
    proxy = await startPrism(['proxy', '--cors=false', documentPath, server.url]);
    owner = await createUser(server);
  });
  after(async () => {
    await proxy?.stop();
    await server?.close();
  });

  const through = async (what: string, request: Parameters<typeof rawRequest>[1]) => {
    const anonymous = request.path === '/healthz' || request.path === '/readyz';
    const res = await rawRequest<{ data: { id: string } }>(proxy.url, {
      ...request,
      ...(anonymous ? {} : { apiKey: owner.key }),
      coverage: false,
    });
    const reported = res.headers.get('sl-violations');
    if (reported) violations.push(`${what} → ${res.status}: ${reported}`);
    return res;
  };

  it('reports no violation for any operation’s refusal', async () => {
    for (const op of allOperations) {
      // The probes take no key; Prism flags one sent to an operation without security.
      const res = await callOperation(proxy.url, op, { ...(op.authenticated ? { apiKey: owner.key } : {}), contract: false });
      const reported = res.headers.get('sl-violations');
      if (reported) violations.push(`${routeOf(op)} → ${res.status}: ${reported}`);
    }
    expect(violations).to.deep.equal([]);
  });

  it('reports no violation along a working flow over workspaces, projects, tasks, automations and keys', async () => {
    const workspace = await through('create workspace', { method: 'POST', path: '/v1/workspaces', body: { name: 'Proxied' } });
    expect(workspace.status).to.equal(201);
    const ws = workspace.body.data.id;
    const project = await through('create project', {
      method: 'POST',
      path: '/v1/projects',
      body: { workspace_id: ws, name: 'P', visibility: 'shared' },
    });
    const proj = project.body.data.id;
    const task = await through('create task', { method: 'POST', path: `/v1/projects/${proj}/tasks`, body: { name: 'T' } });
    const taskId = task.body.data.id;
    const automation = await through('create automation', {
      method: 'POST',
      path: '/v1/automations',
      body: {
        project_id: proj,
        name: 'A',
        type: 'event',
        trigger: { event: 'task.created' },
        actions: [{ type: 'create_task', config: { name: 'x' } }],
      },
    });
    const auto = automation.body.data.id;
    for (const [what, method, path, body] of [
      ['list workspaces', 'GET', '/v1/workspaces'],
      ['get workspace', 'GET', `/v1/workspaces/${ws}`],
      ['update workspace', 'PATCH', `/v1/workspaces/${ws}`, { name: 'Proxied too' }],
      ['usage', 'GET', `/v1/workspaces/${ws}/usage`],
      ['members', 'GET', `/v1/workspaces/${ws}/members`],
      ['invitations', 'GET', `/v1/workspaces/${ws}/invitations`],
      ['projects', 'GET', `/v1/workspaces/${ws}/projects`],
      ['get project', 'GET', `/v1/projects/${proj}`],
      ['update project', 'PATCH', `/v1/projects/${proj}`, { color: '#112233' }],
      ['project members', 'GET', `/v1/projects/${proj}/members`],
      ['project tasks', 'GET', `/v1/projects/${proj}/tasks`],
      ['project automations', 'GET', `/v1/projects/${proj}/automations`],
      ['get task', 'GET', `/v1/tasks/${taskId}`],
      ['complete task', 'PATCH', `/v1/tasks/${taskId}`, { status: 'completed' }],
      ['get automation', 'GET', `/v1/automations/${auto}`],
      ['list automations', 'GET', `/v1/automations?project_id=${proj}`],
      ['pause automation', 'PATCH', `/v1/automations/${auto}`, { enabled: false }],
      ['runs', 'GET', `/v1/automations/${auto}/runs`],
      ['me', 'GET', '/v1/users/me'],
      ['keys', 'GET', '/v1/api-keys'],
      ['create key', 'POST', '/v1/api-keys', { name: 'proxied', scope: 'read-only' }],
      ['webhooks', 'GET', `/v1/webhooks?workspace_id=${ws}`],
      ['delete task', 'DELETE', `/v1/tasks/${taskId}`],
      ['delete automation', 'DELETE', `/v1/automations/${auto}`],
      ['delete project', 'DELETE', `/v1/projects/${proj}`],
      ['health', 'GET', '/healthz'],
      ['readiness', 'GET', '/readyz'],
    ] as Array<[string, string, string, object?]>) {
      const res = await through(what, { method, path, ...(body ? { body } : {}) });
      expect(res.status, `${what}: ${res.text}`).to.be.within(200, 299);
    }
    expect(violations).to.deep.equal([]);
  });
});
