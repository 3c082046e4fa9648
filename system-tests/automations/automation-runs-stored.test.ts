/**
 * Starting a run, seen from inside: a manual run is stored and announced by automation.run.started
 * in the outbox, and its e-mails land in the mail outbox; a refused start (disabled, archived,
 * forbidden, not found) writes nothing; the runs list's order is the stored runs' order. (Runs as
 * clients see them are the contract test contract-tests/automations/automations-api-runs.test.ts.)
 */
import { expect } from 'chai';
import { ownerWithWorkspace } from '../../contract-tests/support/fixtures.ts';
import { startTestServer, type TestServer } from '../../contract-tests/support/server.ts';
import { createProject } from '../../contract-tests/projects/support/projects.ts';
import {
  createAutomation,
  emailAction,
  eventBody,
  expectMatchesSchema,
  setArchived,
  runWhen,
} from '../../contract-tests/automations/support/api.ts';
import { automationWithFinishedRuns, unseenAutomation } from '../../contract-tests/automations/support/fixtures.ts';
import { contractEventsOf } from '../support/outbox.ts';
import { expectNothingWritten, runIds, expectViewerAndReadOnlyRefused } from './support/stored.ts';

describe('automation runs, seen from inside', () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer();
  });
  after(async () => {
    await server?.close();
  });

  const byId = (id: string) => ({ params: { path: { automation_id: id } } });

  it('starts a manual run: 201 with a running run and pending steps, stored, announced by automation.run.started; it then completes with success', async () => {
    const { owner, workspaceId } = await ownerWithWorkspace(server);
    const project = await createProject(owner, workspaceId);
    const to = `manual-${Date.now()}@example.test`;
    const automation = await createAutomation(owner, eventBody(project.id, { actions: [emailAction(to), emailAction(to)] }));
    const { data, response } = await owner.client.POST('/v1/automations/{automation_id}/runs', byId(automation.id));
    expect(response.status).to.equal(201);
    const run = data!.data;
    expect(run.id).to.match(/^run_/);
    expect(run).to.deep.include({
      automation_id: automation.id,
      status: 'running',
      completed_at: null,
      error_message: null,
      trigger: { kind: 'manual' },
    });
    expect(run.steps).to.deep.equal(
      [0, 1].map((index) => ({ index, type: 'send_email', status: 'pending', started_at: null, completed_at: null, error: null })),
    );
    const stored = await server.knex('automation_runs').where({ id: run.id }).first();
    expect(stored).to.include({ automation_id: automation.id, workspace_id: workspaceId });
    expect(stored!.started_at.toISOString()).to.equal(run.started_at);
    expect(stored!.trigger.kind).to.equal('manual');

    const started = (await contractEventsOf(server, workspaceId, ['automation.run.started'])).filter((e) => e.data.run_id === run.id);
    expect(started).to.have.length(1);
    const actor = { type: 'user', id: owner.userId, name: owner.name };
    expect(started[0]!.actor).to.deep.equal(actor);
    expectMatchesSchema('AutomationRunEventData', started[0]!.data);
    expect(started[0]!.data).to.deep.include({
      workspace_id: workspaceId,
      project_id: project.id,
      automation_id: automation.id,
      run_id: run.id,
      status: 'running',
      actor,
    });

    const finished = await runWhen(owner, automation.id, run.id, (r) => r.status !== 'running');
    expect(finished).to.deep.include({ status: 'success', error_message: null, trigger: { kind: 'manual' }, started_at: run.started_at });
    expect(Date.parse(finished.completed_at!)).to.be.at.least(Date.parse(run.started_at));
    expect(finished.steps.map((s) => s.status)).to.deep.equal(['success', 'success']);
    expect(await server.knex('mail_outbox').where({ to_address: to }).pluck('subject')).to.deep.equal([
      `Automation for ${project.name}`,
      `Automation for ${project.name}`,
    ]);
  });

  it('refuses a disabled automation with 409, creating no run', async () => {
    const { owner, workspaceId } = await ownerWithWorkspace(server);
    const project = await createProject(owner, workspaceId);
    const automation = await createAutomation(owner, eventBody(project.id, { enabled: false }));
    await expectNothingWritten(server, workspaceId, async () => {
      const { error, response } = await owner.client.POST('/v1/automations/{automation_id}/runs', byId(automation.id));
      expect(response.status).to.equal(409);
      expect(error!.error).to.include({ code: 'conflict', status: 409 });
      expect(error!.error.message).to.contain('disabled');
    });
    expect(await runIds(server, automation.id)).to.deep.equal([]);
  });

  it('refuses an automation of an archived project with 409, creating no run', async () => {
    const { owner, workspaceId } = await ownerWithWorkspace(server);
    const project = await createProject(owner, workspaceId);
    const automation = await createAutomation(owner, eventBody(project.id));
    await setArchived(owner, project.id, true);
    await expectNothingWritten(server, workspaceId, async () => {
      const { error, response } = await owner.client.POST('/v1/automations/{automation_id}/runs', byId(automation.id));
      expect(response.status).to.equal(409);
      expect(error!.error).to.include({ code: 'conflict', status: 409 });
    });
  });

  it('refuses a viewer and a read-only key with 403, creating no run', async () => {
    const { owner, workspaceId } = await ownerWithWorkspace(server);
    const project = await createProject(owner, workspaceId, { visibility: 'shared' });
    const automation = await createAutomation(owner, eventBody(project.id));
    await expectViewerAndReadOnlyRefused(server, { owner, workspaceId }, (user) =>
      user.client.POST('/v1/automations/{automation_id}/runs', byId(automation.id)),
    );
  });

  it('answers 404 for an unknown id, a private project’s automation to a member not added to it, and a non-member, creating no run', async () => {
    const { workspaceId, cases } = await unseenAutomation(server);
    for (const [label, user, id] of cases) {
      await expectNothingWritten(server, workspaceId, async () => {
        const { error, response } = await user.client.POST('/v1/automations/{automation_id}/runs', byId(id));
        expect(response.status, label).to.equal(404);
        expect(error!.error).to.include({ code: 'not_found', status: 404, message: `Automation ${id} not found.` });
      });
    }
  });
  it('lists the runs most recent start first, with meta, and pages them', async () => {
    const { owner, automation, started } = await automationWithFinishedRuns(server);
    const newestFirst = started.map((r) => r.id).reverse();

    const { data, response } = await owner.client.GET('/v1/automations/{automation_id}/runs', byId(automation.id));
    expect(response.status).to.equal(200);
    expect(data!.data.map((r) => r.id)).to.deep.equal(newestFirst);
    expect(data!.data.map((r) => r.started_at)).to.deep.equal(started.map((r) => r.started_at).reverse());
    expect(data!.data.every((r) => r.automation_id === automation.id && r.status === 'success')).to.equal(true);
    expect(data!.meta).to.deep.equal({ total: 3, page: 1, per_page: 20 });
    expect(await runIds(server, automation.id)).to.deep.equal(newestFirst);

    const page2 = await owner.client.GET('/v1/automations/{automation_id}/runs', {
      params: { path: { automation_id: automation.id }, query: { page: 2, per_page: 2 } },
    });
    expect(page2.data!.data.map((r) => r.id)).to.deep.equal([newestFirst[2]]);
    expect(page2.data!.meta).to.deep.equal({ total: 3, page: 2, per_page: 2 });
  });
});
