import { expect } from 'chai';
import type { TestServer } from '../support/server.ts';
import type { FakeSlack } from '../support/slack.ts';
import { announcer, runCount, scopeWorkspace } from './support/announcers.ts';
import { createProject, createTask, finishedRuns, runsSettled } from './support/e2e.ts';
import { useServiceWithSlack } from './support/e2e-service.ts';

// Which automations an event starts. Project-level events (task.*, project.updated, project.archived)
// start those of their own project; workspace-level events (member.*, project.created) start those of
// every non-archived project in the workspace; disabled automations and automations of archived
// projects never start. Each automation posts to its own channel of a fake Slack, so the peer shows
// which ones ran; each test waits until the workspace has settled before counting. An automation
// switched back on behind the API's back is system-tests/automations/scope-e2e.test.ts.
describe('which automations an event starts, end to end', () => {
  let slack: FakeSlack;
  let server: TestServer;
  useServiceWithSlack((started) => ({ slack, server } = started));

  it('a task.created in project P1 starts the automations of P1 only, not those of P2 in the same workspace', async () => {
    const ws = await scopeWorkspace(server);
    const p1 = await createProject(ws.owner, ws.workspaceId, 'P1');
    const p2 = await createProject(ws.owner, ws.workspaceId, 'P2');
    const one = await announcer(ws.owner, p1.id, 'task.created', '{{project.name}}: {{task.name}}');
    const two = await announcer(ws.owner, p2.id, 'task.created', '{{project.name}}: {{task.name}}');

    await createTask(ws.owner, p1.id, 'Only here');
    await finishedRuns(ws.owner, one.automation.id);
    await runsSettled(ws.owner, ws.workspaceId);

    expect(await runCount(ws.owner, one.automation)).to.equal(1);
    expect(await runCount(ws.owner, two.automation)).to.equal(0);
    expect(slack.callsTo(one.channel).map((c) => c.body?.text)).to.deep.equal(['P1: Only here']);
    expect(slack.callsTo(two.channel)).to.have.length(0);
  });

  it('a member.invited (POST /v1/workspaces/{workspace_id}/invitations) starts the automations of every non-archived project, and none of another workspace', async () => {
    const ws = await scopeWorkspace(server);
    const other = await scopeWorkspace(server);
    const shared = await createProject(ws.owner, ws.workspaceId, 'Shared', 'shared');
    const secret = await createProject(ws.owner, ws.workspaceId, 'Secret', 'private');
    const archived = await createProject(ws.owner, ws.workspaceId, 'Old');
    const elsewhere = await createProject(other.owner, other.workspaceId, 'Elsewhere');
    const message = '{{invitation.email}} invited as {{invitation.role}} by {{actor.name}} ({{project.name}})';
    const inShared = await announcer(ws.owner, shared.id, 'member.invited', message);
    const inSecret = await announcer(ws.owner, secret.id, 'member.invited', message);
    const inArchived = await announcer(ws.owner, archived.id, 'member.invited', message);
    const inOther = await announcer(other.owner, elsewhere.id, 'member.invited', message);
    const archiving = await ws.owner.client.PATCH('/v1/projects/{project_id}', {
      params: { path: { project_id: archived.id } },
      body: { archived: true },
    });
    expect(archiving.response.status).to.equal(200);

    const invited = await ws.owner.client.POST('/v1/workspaces/{workspace_id}/invitations', {
      params: { path: { workspace_id: ws.workspaceId } },
      body: { email: `new-${ws.tag}@example.test`, role: 'editor' },
    });
    expect(invited.response.status).to.equal(201);
    await finishedRuns(ws.owner, inShared.automation.id);
    await finishedRuns(ws.owner, inSecret.automation.id);
    await runsSettled(ws.owner, ws.workspaceId);
    await runsSettled(other.owner, other.workspaceId);

    expect(slack.callsTo(inShared.channel).map((c) => c.body?.text)).to.deep.equal([
      `new-${ws.tag}@example.test invited as editor by ${ws.owner.name} (Shared)`,
    ]);
    expect(slack.callsTo(inSecret.channel).map((c) => c.body?.text)).to.deep.equal([
      `new-${ws.tag}@example.test invited as editor by ${ws.owner.name} (Secret)`,
    ]);
    expect(await runCount(ws.owner, inArchived.automation)).to.equal(0);
    expect(slack.callsTo(inArchived.channel)).to.have.length(0);
    expect(await runCount(other.owner, inOther.automation)).to.equal(0);
    expect(slack.callsTo(inOther.channel)).to.have.length(0);
  });

  it('a project.created starts the automations of every non-archived project of the workspace', async () => {
    const ws = await scopeWorkspace(server);
    const p1 = await createProject(ws.owner, ws.workspaceId, 'P1');
    const p2 = await createProject(ws.owner, ws.workspaceId, 'P2');
    // P1's and P2's own project.created events are dispatched before the automations exist (the
    // fan-out reads the automations at dispatch time, so a late dispatch would start them too).
    await runsSettled(ws.owner, ws.workspaceId);
    const one = await announcer(ws.owner, p1.id, 'project.created', '{{actor.name}} made a project');
    const two = await announcer(ws.owner, p2.id, 'project.created', '{{actor.name}} made a project');

    await createProject(ws.owner, ws.workspaceId, 'P3');
    await finishedRuns(ws.owner, one.automation.id);
    await finishedRuns(ws.owner, two.automation.id);
    await runsSettled(ws.owner, ws.workspaceId);
    expect(await runCount(ws.owner, one.automation)).to.equal(1);
    expect(await runCount(ws.owner, two.automation)).to.equal(1);
    expect(slack.callsTo(one.channel).map((c) => c.body?.text)).to.deep.equal([`${ws.owner.name} made a project`]);
  });

  it('a disabled automation never runs: neither one created disabled nor one disabled later (PATCH enabled=false)', async () => {
    const ws = await scopeWorkspace(server);
    const p = await createProject(ws.owner, ws.workspaceId, 'P');
    const createdOff = await announcer(ws.owner, p.id, 'task.created', 'off {{task.name}}', false);
    const turnedOff = await announcer(ws.owner, p.id, 'task.created', 'later off {{task.name}}');
    const on = await announcer(ws.owner, p.id, 'task.created', 'on {{task.name}}');
    const patched = await ws.owner.client.PATCH('/v1/automations/{automation_id}', {
      params: { path: { automation_id: turnedOff.automation.id } },
      body: { enabled: false },
    });
    expect(patched.data!.data.enabled).to.equal(false);

    await createTask(ws.owner, p.id, 'Go');
    await finishedRuns(ws.owner, on.automation.id);
    await runsSettled(ws.owner, ws.workspaceId);
    expect(await runCount(ws.owner, createdOff.automation)).to.equal(0);
    expect(await runCount(ws.owner, turnedOff.automation)).to.equal(0);
    expect(slack.callsTo(createdOff.channel).length + slack.callsTo(turnedOff.channel).length).to.equal(0);
    expect(slack.callsTo(on.channel)).to.have.length(1);
  });
});
