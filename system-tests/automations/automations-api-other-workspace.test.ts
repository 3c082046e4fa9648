import { expect } from 'chai';
import { ownerWithWorkspace } from '../../contract-tests/support/fixtures.ts';
import { startTestServer, type TestServer } from '../../contract-tests/support/server.ts';
import { createProject } from '../../contract-tests/projects/support/projects.ts';
import { createAutomation, eventBody, scheduledBody, startRun } from '../../contract-tests/automations/support/api.ts';
import { eventsDispatched, expectNothingWritten, storedAutomation } from './support/stored.ts';
import { waitFor } from '../../contract-tests/support/wait.ts';

describe('automations of another workspace', () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer();
  });
  after(async () => {
    await server?.close();
  });

  it('answer 404 to every operation that names them, even for the owner of another workspace with an admin key, and nothing is written', async () => {
    const theirs = await ownerWithWorkspace(server, 'Theirs');
    const project = await createProject(theirs.owner, theirs.workspaceId, { visibility: 'shared' });
    const automation = await createAutomation(theirs.owner, scheduledBody(project.id));
    const run = await startRun(theirs.owner, automation.id);
    // Let the run finish and its events go out first: the snapshots compare every row of their workspace.
    await waitFor(async () => (await server.knex('automation_runs').where({ id: run.id, status: 'success' }).first()) !== undefined, {
      what: 'the run to finish',
    });
    await eventsDispatched(server, theirs.workspaceId);
    const { owner: intruder } = await ownerWithWorkspace(server, 'Mine');
    const id = { params: { path: { automation_id: automation.id } } };

    const calls: Array<[string, () => Promise<{ response: Response; error?: { error: { code: string; message: string } } }>, string]> = [
      ['getAutomation', () => intruder.client.GET('/v1/automations/{automation_id}', id), `Automation ${automation.id} not found.`],
      [
        'updateAutomation',
        () => intruder.client.PATCH('/v1/automations/{automation_id}', { ...id, body: { enabled: false } }),
        `Automation ${automation.id} not found.`,
      ],
      ['deleteAutomation', () => intruder.client.DELETE('/v1/automations/{automation_id}', id), `Automation ${automation.id} not found.`],
      [
        'listAutomationRuns',
        () => intruder.client.GET('/v1/automations/{automation_id}/runs', id),
        `Automation ${automation.id} not found.`,
      ],
      [
        'startAutomationRun',
        () => intruder.client.POST('/v1/automations/{automation_id}/runs', id),
        `Automation ${automation.id} not found.`,
      ],
      [
        'listProjectAutomations',
        () => intruder.client.GET('/v1/projects/{project_id}/automations', { params: { path: { project_id: project.id } } }),
        `Project ${project.id} not found.`,
      ],
      [
        'listAutomations by project_id',
        () => intruder.client.GET('/v1/automations', { params: { query: { project_id: project.id } } }),
        `Project ${project.id} not found.`,
      ],
      [
        'listAutomations by workspace_id',
        () => intruder.client.GET('/v1/automations', { params: { query: { workspace_id: theirs.workspaceId } } }),
        `Workspace ${theirs.workspaceId} not found.`,
      ],
      [
        'createAutomation in their project',
        () => intruder.client.POST('/v1/automations', { body: eventBody(project.id) }),
        `Project ${project.id} not found.`,
      ],
    ];
    for (const [label, call, message] of calls) {
      await expectNothingWritten(server, theirs.workspaceId, async () => {
        const { response, error } = await call();
        expect(response.status, label).to.equal(404);
        expect(error!.error, label).to.include({ code: 'not_found', message });
      });
    }
    expect(await storedAutomation(server, automation.id)).to.deep.equal(automation);
  });
});
