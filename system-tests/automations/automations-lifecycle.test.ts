import { expect } from 'chai';
import { ownerWithWorkspace, type TestUser } from '../../contract-tests/support/fixtures.ts';
import { startTestServer, type TestServer } from '../../contract-tests/support/server.ts';
import { createProject } from '../../contract-tests/projects/support/projects.ts';
import { createAutomation, eventBody, scheduledBody, setArchived, startRun } from '../../contract-tests/automations/support/api.ts';
import { expectNothingWritten, pausedByArchive, runIds, scheduleJob, storedAutomation } from './support/stored.ts';
import { waitFor } from '../../contract-tests/support/wait.ts';

describe('automations through their project’s life: archiving, unarchiving, deleting', () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer();
  });
  after(async () => {
    await server?.close();
  });

  const byId = (id: string) => ({ params: { path: { automation_id: id } } });

  /** A project with an enabled scheduled, an enabled event and a disabled scheduled automation, and an automation in another project. */
  async function projectWithAutomations() {
    const fixture = await ownerWithWorkspace(server);
    const { owner, workspaceId } = fixture;
    const project = await createProject(owner, workspaceId);
    const other = await createProject(owner, workspaceId, { name: 'Other' });
    const scheduled = await createAutomation(owner, scheduledBody(project.id, { name: 'Enabled scheduled' }));
    const onEvent = await createAutomation(owner, eventBody(project.id, { name: 'Enabled event' }));
    const disabled = await createAutomation(owner, scheduledBody(project.id, { name: 'Disabled scheduled', enabled: false }));
    const elsewhere = await createAutomation(owner, scheduledBody(other.id, { name: 'Other project' }));
    return { ...fixture, project, other, scheduled, onEvent, disabled, elsewhere };
  }

  async function get(user: TestUser, id: string) {
    const { data, response } = await user.client.GET('/v1/automations/{automation_id}', byId(id));
    expect(response.status).to.equal(200);
    return data!.data;
  }

  it('archiving disables exactly the enabled automations and removes their schedule jobs; the disabled one and other projects are untouched', async () => {
    const { owner, project, scheduled, onEvent, disabled, elsewhere } = await projectWithAutomations();
    await setArchived(owner, project.id, true);

    for (const automation of [scheduled, onEvent]) {
      const now = await get(owner, automation.id);
      expect(now, automation.name).to.deep.include({
        enabled: false,
        next_run_at: null,
        trigger: automation.trigger,
        actions: automation.actions,
      });
      expect(await storedAutomation(server, automation.id)).to.deep.equal(now);
      expect(await pausedByArchive(server, automation.id), automation.name).to.equal(true);
      expect(await scheduleJob(server, automation.id), automation.name).to.equal(undefined);
    }
    expect(await storedAutomation(server, disabled.id)).to.deep.equal(disabled);
    expect(await pausedByArchive(server, disabled.id)).to.equal(false);
    expect(await storedAutomation(server, elsewhere.id)).to.deep.equal(elsewhere);
    expect((await scheduleJob(server, elsewhere.id))?.run_at).to.equal(elsewhere.next_run_at);

    // Reads still work: the automations are listed, disabled.
    const { data } = await owner.client.GET('/v1/projects/{project_id}/automations', { params: { path: { project_id: project.id } } });
    expect(data!.data.map((a) => [a.name, a.enabled])).to.deep.equal([
      ['Disabled scheduled', false],
      ['Enabled event', false],
      ['Enabled scheduled', false],
    ]);
  });

  it('unarchiving re-enables exactly the automations archiving disabled and re-creates their schedule jobs; the one disabled before stays disabled', async () => {
    const { owner, project, scheduled, onEvent, disabled } = await projectWithAutomations();
    await setArchived(owner, project.id, true);
    await setArchived(owner, project.id, false);

    const resumed = await get(owner, scheduled.id);
    expect(resumed).to.deep.include({ enabled: true, next_run_at: scheduled.next_run_at });
    expect(await scheduleJob(server, scheduled.id)).to.deep.equal({
      task: 'fire_schedule',
      run_at: scheduled.next_run_at,
      payload: { automation_id: scheduled.id, at: scheduled.next_run_at },
    });
    expect(await get(owner, onEvent.id)).to.deep.include({ enabled: true, next_run_at: null });
    for (const automation of [scheduled, onEvent, disabled]) expect(await pausedByArchive(server, automation.id)).to.equal(false);

    expect(await get(owner, disabled.id)).to.deep.include({ enabled: false, next_run_at: null });
    expect(await scheduleJob(server, disabled.id)).to.equal(undefined);
  });

  it('does not let an automation that was disabled before archiving come back through a second archive cycle either', async () => {
    const { owner, project, disabled, scheduled } = await projectWithAutomations();
    for (let cycle = 0; cycle < 2; cycle++) {
      await setArchived(owner, project.id, true);
      await setArchived(owner, project.id, false);
    }
    expect(await get(owner, disabled.id)).to.include({ enabled: false });
    expect(await get(owner, scheduled.id)).to.include({ enabled: true });
    const jobs = await server
      .knex('graphile_worker.jobs')
      .where({ key: `schedule:${scheduled.id}` })
      .count({ n: '*' })
      .first();
    expect(Number(jobs!.n)).to.equal(1);
  });

  it('refuses every write to an automation of an archived project with 409 conflict, writing nothing', async () => {
    const { owner, workspaceId, project, scheduled, disabled } = await projectWithAutomations();
    await setArchived(owner, project.id, true);
    const writes: Array<[string, () => Promise<{ response: Response; error?: { error: { code: string; message: string } } }>]> = [
      ['create', () => owner.client.POST('/v1/automations', { body: eventBody(project.id) })],
      ['rename', () => owner.client.PATCH('/v1/automations/{automation_id}', { ...byId(scheduled.id), body: { name: 'Renamed' } })],
      ['enable', () => owner.client.PATCH('/v1/automations/{automation_id}', { ...byId(disabled.id), body: { enabled: true } })],
      [
        'replace actions',
        () => owner.client.PATCH('/v1/automations/{automation_id}', { ...byId(scheduled.id), body: { actions: scheduled.actions } }),
      ],
      ['delete', () => owner.client.DELETE('/v1/automations/{automation_id}', byId(scheduled.id))],
      ['start a run', () => owner.client.POST('/v1/automations/{automation_id}/runs', byId(scheduled.id))],
    ];
    for (const [label, write] of writes) {
      await expectNothingWritten(server, workspaceId, async () => {
        const { response, error } = await write();
        expect(response.status, label).to.equal(409);
        expect(error!.error.code, label).to.equal('conflict');
      });
    }
  });

  it('deleting the project removes its automations, their runs and their schedule jobs, and leaves other projects’ alone', async () => {
    const { owner, project, scheduled, onEvent, disabled, elsewhere } = await projectWithAutomations();
    const run = await startRun(owner, onEvent.id);
    await waitFor(async () => (await server.knex('automation_runs').where({ id: run.id, status: 'success' }).first()) !== undefined, {
      what: 'the run to finish',
    });
    const { response } = await owner.client.DELETE('/v1/projects/{project_id}', { params: { path: { project_id: project.id } } });
    expect(response.status).to.equal(204);
    for (const automation of [scheduled, onEvent, disabled]) {
      expect(await storedAutomation(server, automation.id), automation.name).to.equal(undefined);
      expect(await scheduleJob(server, automation.id), automation.name).to.equal(undefined);
      const { response: gone } = await owner.client.GET('/v1/automations/{automation_id}', byId(automation.id));
      expect(gone.status).to.equal(404);
    }
    expect(await runIds(server, onEvent.id)).to.deep.equal([]);
    expect(await storedAutomation(server, elsewhere.id)).to.deep.equal(elsewhere);
    expect((await scheduleJob(server, elsewhere.id))?.run_at).to.equal(elsewhere.next_run_at);
  });

  it('deleting an archived project removes its paused automations too', async () => {
    const { owner, project, scheduled, disabled } = await projectWithAutomations();
    await setArchived(owner, project.id, true);
    const { response } = await owner.client.DELETE('/v1/projects/{project_id}', { params: { path: { project_id: project.id } } });
    expect(response.status).to.equal(204);
    expect(await storedAutomation(server, scheduled.id)).to.equal(undefined);
    expect(await storedAutomation(server, disabled.id)).to.equal(undefined);
    expect(Number((await server.knex('automations').where({ project_id: project.id }).count({ n: '*' }).first())!.n)).to.equal(0);
  });
});
