import { expect } from 'chai';
import { rawRequest } from '../../contract-tests/support/client.ts';
import { memberWithRole, ownerWithWorkspace } from '../../contract-tests/support/fixtures.ts';
import { eventsOf } from '../support/outbox.ts';
import { startTestServer, type TestServer } from '../../contract-tests/support/server.ts';
import { createProject } from '../../contract-tests/projects/support/projects.ts';
import {
  createAutomation,
  emailAction,
  eventBody,
  scheduledBody,
  setArchived,
  slackAction,
  type ErrorEnvelope,
} from '../../contract-tests/automations/support/api.ts';
import { unseenAutomation } from '../../contract-tests/automations/support/fixtures.ts';
import { expectAutomationEvent, expectNothingWritten, storedAutomation, expectViewerAndReadOnlyRefused } from './support/stored.ts';

describe('PATCH /v1/automations/{automation_id} (updateAutomation)', () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer();
  });
  after(async () => {
    await server?.close();
  });

  const byId = (id: string) => ({ params: { path: { automation_id: id } } });

  async function eventAutomation() {
    const fixture = await ownerWithWorkspace(server);
    const project = await createProject(fixture.owner, fixture.workspaceId, { visibility: 'shared' });
    const automation = await createAutomation(
      fixture.owner,
      eventBody(project.id, {
        trigger: { event: 'task.completed', filters: [{ field: 'task.name', operator: 'contains', value: 'launch' }], match: 'any' },
        actions: [slackAction(), emailAction()],
      }),
    );
    return { ...fixture, project, automation };
  }

  it('changes only the fields sent, moves updated_at, stores the result and writes automation.updated', async () => {
    const { owner, workspaceId, project, automation } = await eventAutomation();
    const { data, response } = await owner.client.PATCH('/v1/automations/{automation_id}', {
      ...byId(automation.id),
      body: { name: 'Renamed' },
    });
    expect(response.status).to.equal(200);
    const { updated_at, ...rest } = data!.data;
    expect(rest).to.deep.equal({ ...withoutUpdatedAt(automation), name: 'Renamed' });
    expect(Date.parse(updated_at)).to.be.greaterThan(Date.parse(automation.updated_at));
    expect(await storedAutomation(server, automation.id)).to.deep.equal(data!.data);
    const event = await expectAutomationEvent(server, workspaceId, 'automation.updated', {
      actor: owner,
      automationId: automation.id,
      projectId: project.id,
    });
    expect(event).to.deep.equal(data!.data);
  });

  it('replaces the whole trigger: filters and match not sent again are gone', async () => {
    const { owner, workspaceId, project, automation } = await eventAutomation();
    const { data, response } = await owner.client.PATCH('/v1/automations/{automation_id}', {
      ...byId(automation.id),
      body: { trigger: { event: 'task.created' } },
    });
    expect(response.status).to.equal(200);
    expect(data!.data.trigger).to.deep.equal({ event: 'task.created' });
    expect(data!.data.actions).to.deep.equal(automation.actions);
    expect(await storedAutomation(server, automation.id)).to.deep.equal(data!.data);
    const event = await expectAutomationEvent(server, workspaceId, 'automation.updated', {
      actor: owner,
      automationId: automation.id,
      projectId: project.id,
    });
    expect(event.trigger).to.deep.equal({ event: 'task.created' });
  });

  it('replaces the whole action list', async () => {
    const { owner, workspaceId, project, automation } = await eventAutomation();
    const actions = [{ type: 'create_task' as const, config: { name: 'Follow up on {{task.name}}' } }];
    const { data, response } = await owner.client.PATCH('/v1/automations/{automation_id}', { ...byId(automation.id), body: { actions } });
    expect(response.status).to.equal(200);
    expect(data!.data.actions).to.deep.equal(actions);
    expect(data!.data.trigger).to.deep.equal(automation.trigger);
    expect(await storedAutomation(server, automation.id)).to.deep.equal(data!.data);
    await expectAutomationEvent(server, workspaceId, 'automation.updated', {
      actor: owner,
      automationId: automation.id,
      projectId: project.id,
    });
  });

  it('lets an editor disable and re-enable an automation, keeping its configuration', async () => {
    const { workspaceId, project, automation } = await eventAutomation();
    const editor = await memberWithRole(server, workspaceId, 'editor', 'editor');
    const off = await editor.client.PATCH('/v1/automations/{automation_id}', { ...byId(automation.id), body: { enabled: false } });
    expect(off.response.status).to.equal(200);
    expect(off.data!.data).to.deep.include({
      enabled: false,
      trigger: automation.trigger,
      actions: automation.actions,
      name: automation.name,
    });
    expect(await storedAutomation(server, automation.id)).to.deep.equal(off.data!.data);
    const on = await editor.client.PATCH('/v1/automations/{automation_id}', { ...byId(automation.id), body: { enabled: true } });
    expect(on.data!.data.enabled).to.equal(true);
    expect(await storedAutomation(server, automation.id)).to.deep.equal(on.data!.data);
    const events = (await eventsOf(server, workspaceId, 'automation.updated')).map(
      (e) => (e.data as { automation: { enabled: boolean } }).automation.enabled,
    );
    expect(events).to.deep.equal([false, true]);
    expect((await eventsOf(server, workspaceId, 'automation.updated')).every((e) => e.project_id === project.id)).to.equal(true);
  });

  it('answers an empty body, or one that repeats the current values, with the automation unchanged, writing nothing', async () => {
    const { owner, workspaceId, automation } = await eventAutomation();
    const { name, enabled, trigger, actions } = automation;
    for (const body of [{}, { name, enabled, trigger, actions }, { enabled: true }]) {
      await expectNothingWritten(server, workspaceId, async () => {
        const { data, response } = await owner.client.PATCH('/v1/automations/{automation_id}', { ...byId(automation.id), body });
        expect(response.status, JSON.stringify(body)).to.equal(200);
        expect(data!.data).to.deep.equal(automation);
      });
    }
  });

  it('refuses to change the type with 422 naming /type, for either type, writing nothing', async () => {
    const { owner, workspaceId, project, automation } = await eventAutomation();
    const scheduled = await createAutomation(owner, scheduledBody(project.id));
    for (const [target, type] of [
      [automation, 'scheduled'],
      [scheduled, 'event'],
      [automation, 'event'],
    ] as const) {
      await expectNothingWritten(server, workspaceId, async () => {
        const res = await rawRequest<ErrorEnvelope>(server.url, {
          method: 'PATCH',
          path: `/v1/automations/${target.id}`,
          apiKey: owner.key,
          body: { type, name: 'New name' },
        });
        expect(res.status, `${target.type} → ${type}`).to.equal(422);
        expect(res.body.error.code).to.equal('unprocessable_entity');
        expect(res.body.error.details).to.deep.equal([{ field: '/type', message: 'is not a known field (check its spelling)' }]);
      });
    }
  });

  it('refuses a viewer and a read-only key with 403, writing nothing', async () => {
    const { owner, workspaceId, automation } = await eventAutomation();
    await expectViewerAndReadOnlyRefused(server, { owner, workspaceId }, (user) =>
      user.client.PATCH('/v1/automations/{automation_id}', { ...byId(automation.id), body: { enabled: false } }),
    );
  });

  it('answers 404 for an unknown id, a private project’s automation to a member not added to it, and a non-member, writing nothing', async () => {
    const { workspaceId, cases } = await unseenAutomation(server);
    for (const [label, user, id] of cases) {
      await expectNothingWritten(server, workspaceId, async () => {
        const { error, response } = await user.client.PATCH('/v1/automations/{automation_id}', { ...byId(id), body: { name: 'Nope' } });
        expect(response.status, label).to.equal(404);
        expect(error!.error).to.include({ code: 'not_found', status: 404, message: `Automation ${id} not found.` });
      });
    }
  });

  it('refuses a change to an automation of an archived project with 409, enabling it included, writing nothing', async () => {
    const { owner, workspaceId, project, automation } = await eventAutomation();
    await setArchived(owner, project.id, true);
    for (const body of [{ name: 'Renamed' }, { enabled: true }, { enabled: false }]) {
      await expectNothingWritten(server, workspaceId, async () => {
        const { error, response } = await owner.client.PATCH('/v1/automations/{automation_id}', { ...byId(automation.id), body });
        expect(response.status, JSON.stringify(body)).to.equal(409);
        expect(error!.error).to.include({ code: 'conflict', status: 409 });
        expect(error!.error.message).to.contain('archived');
      });
    }
  });
});

function withoutUpdatedAt<T extends { updated_at: string }>(value: T): Omit<T, 'updated_at'> {
  const { updated_at: _updatedAt, ...rest } = value;
  return rest;
}
