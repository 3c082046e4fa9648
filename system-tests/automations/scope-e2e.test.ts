import { expect } from 'chai';
import type { TestServer } from '../../contract-tests/support/server.ts';
import type { FakeSlack } from '../../contract-tests/support/slack.ts';
import { announcer, runCount, scopeWorkspace } from '../../contract-tests/automations/support/announcers.ts';
import { createProject, finishedRuns } from '../../contract-tests/automations/support/e2e.ts';
import { useServiceWithSlack } from '../../contract-tests/automations/support/e2e-service.ts';
import { settled } from '../support/settled.ts';

// Which automations an event starts. Project-level events (task.*, project.updated, project.archived)
// start those of their own project; workspace-level events (member.*, project.created) start those of
// every non-archived project in the workspace; disabled automations and automations of archived
// projects never start. Each automation posts to its own channel of a fake Slack, so the peer shows
// which ones ran; each test waits until the workspace has settled before counting.
describe('which automations an event starts, end to end', () => {
  let slack: FakeSlack;
  let server: TestServer;
  useServiceWithSlack((started) => ({ slack, server } = started));

  it('an automation of an archived project never runs, even one left enabled in the database', async () => {
    // Archiving pauses the automations; here one is switched back on behind the API's back, so only
    // the fan-out's own archived check stands between the event and a run.
    const ws = await scopeWorkspace(server);
    const live = await createProject(ws.owner, ws.workspaceId, 'Live');
    const old = await createProject(ws.owner, ws.workspaceId, 'Old');
    const inLive = await announcer(ws.owner, live.id, 'member.invited', 'live');
    const inOld = await announcer(ws.owner, old.id, 'member.invited', 'old');
    await ws.owner.client.PATCH('/v1/projects/{project_id}', { params: { path: { project_id: old.id } }, body: { archived: true } });
    expect((await server.knex('automations').where({ id: inOld.automation.id }).first('enabled'))!.enabled).to.equal(false);
    await server.knex('automations').where({ id: inOld.automation.id }).update({ enabled: true });

    await ws.owner.client.POST('/v1/workspaces/{workspace_id}/invitations', {
      params: { path: { workspace_id: ws.workspaceId } },
      body: { email: `late-${ws.tag}@example.test`, role: 'viewer' },
    });
    await finishedRuns(ws.owner, inLive.automation.id);
    await settled(server, ws.workspaceId);
    expect(await runCount(ws.owner, inOld.automation)).to.equal(0);
    expect(slack.callsTo(inOld.channel)).to.have.length(0);
  });
});
