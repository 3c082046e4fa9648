import { expect } from 'chai';
import { ownerWithWorkspace, type TestUser, type WorkspaceFixture } from '../support/fixtures.ts';
import { startTestServer, type TestServer } from '../support/server.ts';
import { startFakeSlack, type FakeSlack } from '../support/slack.ts';
import { createAutomation, createProject, createTask, finishedRuns, runsOf, settled, type Automation } from './support/e2e.ts';

// Which automations an event starts. Project-level events (task.*, project.updated, project.archived)
// start those of their own project; workspace-level events (member.*, project.created) start those of
// every non-archived project in the workspace; disabled automations and automations of archived
// projects never start. Each automation posts to its own channel of a fake Slack, so the peer shows
// which ones ran; each test waits until the workspace has settled before counting.
describe('which automations an event starts, end to end', () => {
  let slack: FakeSlack;
  let server: TestServer;
  let n = 0;

  before(async () => {
    slack = await startFakeSlack();
    server = await startTestServer({ SLACK_API_URL: slack.apiUrl, SLACK_BOT_TOKEN: slack.token });
  });
  after(async () => {
    await server?.close();
    await slack?.close();
  });

  async function workspace(): Promise<WorkspaceFixture> {
    return ownerWithWorkspace(server, `Scope ${++n}`);
  }

  /** An automation on `event` that posts `{{…}}` details to a channel of its own; returns it and the channel. */
  async function announcer(
    user: TestUser,
    projectId: string,
    event: 'task.created' | 'member.invited' | 'project.created',
    message: string,
    enabled = true,
  ) {
    const channel = `#scope-${++n}-${process.pid}`;
    const automation = await createAutomation(user, {
      project_id: projectId,
      name: `On ${event} (${channel})`,
      type: 'event',
      enabled,
      trigger: { event },
      actions: [{ type: 'send_slack_message', config: { channel, message } }],
    });
    return { automation, channel };
  }

  async function runCount(user: TestUser, automation: Automation): Promise<number> {
    return (await runsOf(user, automation.id)).length;
  }

  it('a task.created in project P1 starts the automations of P1 only, not those of P2 in the same workspace', async () => {
    const ws = await workspace();
    const p1 = await createProject(ws.owner, ws.workspaceId, 'P1');
    const p2 = await createProject(ws.owner, ws.workspaceId, 'P2');
    const one = await announcer(ws.owner, p1.id, 'task.created', '{{project.name}}: {{task.name}}');
    const two = await announcer(ws.owner, p2.id, 'task.created', '{{project.name}}: {{task.name}}');

    await createTask(ws.owner, p1.id, 'Only here');
    await finishedRuns(ws.owner, one.automation.id);
    await settled(server, ws.workspaceId);

    expect(await runCount(ws.owner, one.automation)).to.equal(1);
    expect(await runCount(ws.owner, two.automation)).to.equal(0);
    expect(slack.callsTo(one.channel).map((c) => c.body?.text)).to.deep.equal(['P1: Only here']);
    expect(slack.callsTo(two.channel)).to.have.length(0);
  });

  it('a member.invited (POST /v1/workspaces/{workspace_id}/invitations) starts the automations of every non-archived project, and none of another workspace', async () => {
    const ws = await workspace();
    const other = await workspace();
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
      body: { email: `new-${n}@example.test`, role: 'editor' },
    });
    expect(invited.response.status).to.equal(201);
    await finishedRuns(ws.owner, inShared.automation.id);
    await finishedRuns(ws.owner, inSecret.automation.id);
    await settled(server, ws.workspaceId);
    await settled(server, other.workspaceId);

    expect(slack.callsTo(inShared.channel).map((c) => c.body?.text)).to.deep.equal([
      `new-${n}@example.test invited as editor by ${ws.owner.name} (Shared)`,
    ]);
    expect(slack.callsTo(inSecret.channel).map((c) => c.body?.text)).to.deep.equal([
      `new-${n}@example.test invited as editor by ${ws.owner.name} (Secret)`,
    ]);
    expect(await runCount(ws.owner, inArchived.automation)).to.equal(0);
    expect(slack.callsTo(inArchived.channel)).to.have.length(0);
    expect(await runCount(other.owner, inOther.automation)).to.equal(0);
    expect(slack.callsTo(inOther.channel)).to.have.length(0);
  });

  it('a project.created starts the automations of every non-archived project of the workspace', async () => {
    const ws = await workspace();
    const p1 = await createProject(ws.owner, ws.workspaceId, 'P1');
    const p2 = await createProject(ws.owner, ws.workspaceId, 'P2');
    // P1's and P2's own project.created events are dispatched before the automations exist (the
    // fan-out reads the automations at dispatch time, so a late dispatch would start them too).
    await settled(server, ws.workspaceId);
    const one = await announcer(ws.owner, p1.id, 'project.created', '{{actor.name}} made a project');
    const two = await announcer(ws.owner, p2.id, 'project.created', '{{actor.name}} made a project');

    await createProject(ws.owner, ws.workspaceId, 'P3');
    await finishedRuns(ws.owner, one.automation.id);
    await finishedRuns(ws.owner, two.automation.id);
    await settled(server, ws.workspaceId);
    expect(await runCount(ws.owner, one.automation)).to.equal(1);
    expect(await runCount(ws.owner, two.automation)).to.equal(1);
    expect(slack.callsTo(one.channel).map((c) => c.body?.text)).to.deep.equal([`${ws.owner.name} made a project`]);
  });

  it('a disabled automation never runs: neither one created disabled nor one disabled later (PATCH enabled=false)', async () => {
    const ws = await workspace();
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
    await settled(server, ws.workspaceId);
    expect(await runCount(ws.owner, createdOff.automation)).to.equal(0);
    expect(await runCount(ws.owner, turnedOff.automation)).to.equal(0);
    expect(slack.callsTo(createdOff.channel).length + slack.callsTo(turnedOff.channel).length).to.equal(0);
    expect(slack.callsTo(on.channel)).to.have.length(1);
  });

  it('an automation of an archived project never runs, even one left enabled in the database', async () => {
    // Archiving pauses the automations; here one is switched back on behind the API's back, so only
    // the fan-out's own archived check stands between the event and a run.
    const ws = await workspace();
    const live = await createProject(ws.owner, ws.workspaceId, 'Live');
    const old = await createProject(ws.owner, ws.workspaceId, 'Old');
    const inLive = await announcer(ws.owner, live.id, 'member.invited', 'live');
    const inOld = await announcer(ws.owner, old.id, 'member.invited', 'old');
    await ws.owner.client.PATCH('/v1/projects/{project_id}', { params: { path: { project_id: old.id } }, body: { archived: true } });
    expect((await server.knex('automations').where({ id: inOld.automation.id }).first('enabled'))!.enabled).to.equal(false);
    await server.knex('automations').where({ id: inOld.automation.id }).update({ enabled: true });

    await ws.owner.client.POST('/v1/workspaces/{workspace_id}/invitations', {
      params: { path: { workspace_id: ws.workspaceId } },
      body: { email: `late-${n}@example.test`, role: 'viewer' },
    });
    await finishedRuns(ws.owner, inLive.automation.id);
    await settled(server, ws.workspaceId);
    expect(await runCount(ws.owner, inOld.automation)).to.equal(0);
    expect(slack.callsTo(inOld.channel)).to.have.length(0);
  });
});
