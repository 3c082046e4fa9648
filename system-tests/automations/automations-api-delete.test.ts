import { expect } from 'chai';
import { memberWithRole, ownerWithWorkspace } from '../../contract-tests/support/fixtures.ts';
import { startTestServer, type TestServer } from '../../contract-tests/support/server.ts';
import { createProject } from '../../contract-tests/projects/support/projects.ts';
import { createAutomation, eventBody, scheduledBody, setArchived, startRun } from '../../contract-tests/automations/support/api.ts';
import { unseenAutomation } from '../../contract-tests/automations/support/fixtures.ts';
import {
  expectAutomationEvent,
  expectNothingWritten,
  runIds,
  scheduleJob,
  storedAutomation,
  expectViewerAndReadOnlyRefused,
} from './support/stored.ts';
import { waitFor } from '../../contract-tests/support/wait.ts';

describe('DELETE /v1/automations/{automation_id} (deleteAutomation)', () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer();
  });
  after(async () => {
    await server?.close();
  });

  const byId = (id: string) => ({ params: { path: { automation_id: id } } });

  it('deletes the automation with its run history and its schedule job, answers 204 and writes automation.deleted', async () => {
    const { owner, workspaceId } = await ownerWithWorkspace(server);
    const project = await createProject(owner, workspaceId);
    const automation = await createAutomation(owner, scheduledBody(project.id));
    const kept = await createAutomation(owner, scheduledBody(project.id, { name: 'Kept' }));
    const runs = [await startRun(owner, automation.id), await startRun(owner, automation.id)];
    const keptRun = await startRun(owner, kept.id);
    await waitFor(
      async () =>
        (await server
          .knex('automation_runs')
          .whereIn(
            'id',
            [...runs, keptRun].map((r) => r.id),
          )
          .where('status', 'running')
          .first()) === undefined,
      { what: 'the runs to finish' },
    );
    expect(await runIds(server, automation.id)).to.have.members(runs.map((r) => r.id));
    expect(await scheduleJob(server, automation.id)).to.not.equal(undefined);

    const { response, error } = await owner.client.DELETE('/v1/automations/{automation_id}', byId(automation.id));
    expect(response.status).to.equal(204);
    expect(error).to.equal(undefined);
    expect(await response.clone().text()).to.equal('');
    expect(await storedAutomation(server, automation.id)).to.equal(undefined);
    expect(
      await server
        .knex('automation_runs')
        .whereIn(
          'id',
          runs.map((r) => r.id),
        )
        .pluck('id'),
    ).to.deep.equal([]);
    expect(await scheduleJob(server, automation.id)).to.equal(undefined);
    const event = await expectAutomationEvent(server, workspaceId, 'automation.deleted', {
      actor: owner,
      automationId: automation.id,
      projectId: project.id,
    });
    expect(event).to.deep.equal(automation);

    // The other automation of the project keeps everything.
    expect(await storedAutomation(server, kept.id)).to.deep.equal(kept);
    expect(await runIds(server, kept.id)).to.deep.equal([keptRun.id]);
    expect((await scheduleJob(server, kept.id))?.run_at).to.equal(kept.next_run_at);

    const gone = await owner.client.GET('/v1/automations/{automation_id}', byId(automation.id));
    expect(gone.response.status).to.equal(404);
  });

  it('lets an editor delete an automation of a shared project', async () => {
    const { owner, workspaceId } = await ownerWithWorkspace(server);
    const project = await createProject(owner, workspaceId, { visibility: 'shared' });
    const automation = await createAutomation(owner, eventBody(project.id));
    const editor = await memberWithRole(server, workspaceId, 'editor', 'editor');
    const { response } = await editor.client.DELETE('/v1/automations/{automation_id}', byId(automation.id));
    expect(response.status).to.equal(204);
    expect(await storedAutomation(server, automation.id)).to.equal(undefined);
    await expectAutomationEvent(server, workspaceId, 'automation.deleted', {
      actor: editor,
      automationId: automation.id,
      projectId: project.id,
    });
  });

  it('refuses a viewer and a read-only key with 403, deleting nothing', async () => {
    const { owner, workspaceId } = await ownerWithWorkspace(server);
    const project = await createProject(owner, workspaceId, { visibility: 'shared' });
    const automation = await createAutomation(owner, scheduledBody(project.id));
    await expectViewerAndReadOnlyRefused(server, { owner, workspaceId }, (user) =>
      user.client.DELETE('/v1/automations/{automation_id}', byId(automation.id)),
    );
    expect(await scheduleJob(server, automation.id)).to.not.equal(undefined);
  });

  it('answers 404 for an unknown id, a private project’s automation to a member not added to it, a non-member, and a second delete', async () => {
    const { owner, workspaceId, hidden, cases } = await unseenAutomation(server);
    const deleted = await createAutomation(owner, eventBody(hidden.id));
    await owner.client.DELETE('/v1/automations/{automation_id}', byId(deleted.id));
    cases.push(['already deleted', owner, deleted.id]);
    for (const [label, user, id] of cases) {
      await expectNothingWritten(server, workspaceId, async () => {
        const { error, response } = await user.client.DELETE('/v1/automations/{automation_id}', byId(id));
        expect(response.status, label).to.equal(404);
        expect(error!.error).to.include({ code: 'not_found', status: 404, message: `Automation ${id} not found.` });
      });
    }
  });

  it('refuses to delete an automation of an archived project with 409, keeping it and its runs', async () => {
    const { owner, workspaceId } = await ownerWithWorkspace(server);
    const project = await createProject(owner, workspaceId);
    const automation = await createAutomation(owner, eventBody(project.id));
    const run = await startRun(owner, automation.id);
    await waitFor(async () => (await server.knex('automation_runs').where({ id: run.id, status: 'success' }).first()) !== undefined, {
      what: 'the run to finish',
    });
    await setArchived(owner, project.id, true);
    await expectNothingWritten(server, workspaceId, async () => {
      const { error, response } = await owner.client.DELETE('/v1/automations/{automation_id}', byId(automation.id));
      expect(response.status).to.equal(409);
      expect(error!.error).to.include({ code: 'conflict', status: 409 });
      expect(error!.error.message).to.contain('archived');
    });
    expect(await runIds(server, automation.id)).to.deep.equal([run.id]);
  });
});
