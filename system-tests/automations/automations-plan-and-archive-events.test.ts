import { expect } from 'chai';
import { ownerWithWorkspace, setPlan } from '../../contract-tests/support/fixtures.ts';
import { contractEventsOf } from '../support/outbox.ts';
import { startTestServer, type TestServer } from '../../contract-tests/support/server.ts';
import { createProject } from '../../contract-tests/projects/support/projects.ts';
import { createAutomation, eventBody, patchAutomation, scheduledBody, setArchived } from '../../contract-tests/automations/support/api.ts';
import { storedAutomation } from './support/stored.ts';

describe('automation state changes made by plans and archiving', () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer({ RUN_WORKER: 'false' });
  });
  after(async () => {
    await server?.close();
  });

  it('writes automation.updated for each automation that archiving pauses and unarchiving resumes', async () => {
    const { owner, workspaceId } = await ownerWithWorkspace(server);
    const project = await createProject(owner, workspaceId);
    const enabled = await createAutomation(owner, eventBody(project.id));
    const disabled = await createAutomation(owner, eventBody(project.id, { enabled: false }));

    await setArchived(owner, project.id, true);
    const afterArchive = (await contractEventsOf(server, workspaceId, ['automation.updated'])).map((e) => e.data.automation);
    expect(afterArchive.map((a) => [a.id, a.enabled])).to.deep.equal([[enabled.id, false]]);

    await setArchived(owner, project.id, false);
    const all = (await contractEventsOf(server, workspaceId, ['automation.updated'])).map((e) => e.data.automation);
    expect(all.map((a) => [a.id, a.enabled])).to.deep.equal([
      [enabled.id, false],
      [enabled.id, true],
    ]);
    expect(all.some((a) => a.id === disabled.id)).to.equal(false);
  });

  it('re-checks a schedule against the plan when it is enabled again after a downgrade', async () => {
    const { owner, workspaceId } = await ownerWithWorkspace(server);
    await setPlan(server, workspaceId, 'pro');
    const project = await createProject(owner, workspaceId);
    const automation = await createAutomation(owner, scheduledBody(project.id, { trigger: { schedule: '*/15 * * * *' }, enabled: false }));
    await setPlan(server, workspaceId, 'free');

    const { response, error } = await owner.client.PATCH('/v1/automations/{automation_id}', {
      params: { path: { automation_id: automation.id } },
      body: { enabled: true },
    });

    expect(response.status).to.equal(422);
    expect(error!.error.details).to.deep.include({
      field: '/trigger/schedule',
      message: 'fires as often as every 15 minutes; the free plan allows one run every 60 minutes at most',
    });
    expect(await storedAutomation(server, automation.id)).to.include({ enabled: false });
    const hourly = await patchAutomation(owner, automation.id, { trigger: { schedule: '0 * * * *' }, enabled: true });
    expect(hourly.enabled).to.equal(true);
  });
});
