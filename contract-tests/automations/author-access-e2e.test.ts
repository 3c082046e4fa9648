import { expect } from 'chai';
import { memberWithRole, ownerWithWorkspace, type TestUser, type WorkspaceFixture } from '../support/fixtures.ts';
import type { TestServer } from '../support/server.ts';
import type { FakeSlack } from '../support/slack.ts';
import { useServiceWithSlack } from './support/e2e-service.ts';
import {
  createAutomation,
  createProject,
  createTask,
  finishedRuns,
  runsOf,
  runsSettled,
  tasksOf,
  type Action,
  type Automation,
} from './support/e2e.ts';

// docs/decisions.md#author-access: an automation acts as the member
// who created it or last changed its trigger or actions, with that member's current role and
// project access. Each test builds a workspace with a shared project S and a private project P that
// only the owner (and admins) can see, then tries what the issue found an editor could do. That
// call_webhook headers are stored sealed is system-tests/automations/header-secrets-sealed.test.ts.
describe("automations act within their author's access", () => {
  let slack: FakeSlack;
  let server: TestServer;
  let n = 0;
  useServiceWithSlack((started) => ({ slack, server } = started));

  interface Setup extends WorkspaceFixture {
    shared: { id: string };
    hidden: { id: string };
    hiddenTask: { id: string; name: string };
    editor: TestUser & { memberId: string };
  }

  async function setup(): Promise<Setup> {
    const ws = await ownerWithWorkspace(server, `Author ${++n}`);
    const shared = await createProject(ws.owner, ws.workspaceId, `Shared ${n}`, 'shared');
    const hidden = await createProject(ws.owner, ws.workspaceId, `Hidden ${n}`, 'private');
    const hiddenTask = await createTask(ws.owner, hidden.id, 'Secret plan');
    const editor = await memberWithRole(server, ws.workspaceId, 'editor', 'admin');
    return { ...ws, shared, hidden, hiddenTask, editor };
  }

  const setRole = (s: Setup, memberId: string, role: 'viewer' | 'editor' | 'admin') =>
    s.owner.client.PATCH('/v1/workspaces/{workspace_id}/members/{member_id}', {
      params: { path: { workspace_id: s.workspaceId, member_id: memberId } },
      body: { role },
    });

  /** The names of the project's tasks in the order they were made (ids sort by creation). */
  const tasksIn = async (s: Setup, projectId: string) =>
    (await tasksOf(s.owner, projectId)).sort((a, b) => (a.id < b.id ? -1 : 1)).map((t) => t.name);
  const automationCount = async (s: Setup) =>
    (await s.owner.client.GET('/v1/automations', { params: { query: { workspace_id: s.workspaceId, per_page: 100 } } })).data!.meta.total;
  const authorOf = async (s: Setup, automationId: string) =>
    (await s.owner.client.GET('/v1/automations/{automation_id}', { params: { path: { automation_id: automationId } } })).data!.data.author;

  const onTaskCreated = (projectId: string, actions: Action[]) => ({
    project_id: projectId,
    name: `auto ${++n}`,
    type: 'event' as const,
    trigger: { event: 'task.created' as const },
    actions,
  });

  describe('at save', () => {
    it('refuses 422 an editor whose create_task or update_task targets a private project they cannot see, naming the field and writing nothing', async () => {
      const s = await setup();
      const before = await automationCount(s);
      const cases: Array<[Action, string]> = [
        [{ type: 'create_task', config: { name: 'x', project_id: s.hidden.id } }, '/actions/0/config/project_id'],
        [{ type: 'update_task', config: { task_id: s.hiddenTask.id, name: 'renamed' } }, '/actions/0/config/task_id'],
      ];
      for (const [action, field] of cases) {
        const { response, error } = await s.editor.client.POST('/v1/automations', { body: onTaskCreated(s.shared.id, [action]) });
        expect(response.status).to.equal(422);
        expect(error!.error.code).to.equal('unprocessable_entity');
        expect(error!.error.details).to.deep.equal([{ field, message: error!.error.details![0]!.message }]);
        expect(error!.error.message).to.match(/cannot see or edit/);
      }
      expect(await automationCount(s)).to.deep.equal(before);
    });

    it('answers a project that does not exist exactly as one the author cannot see, so existence does not leak', async () => {
      const s = await setup();
      const hidden = await s.editor.client.POST('/v1/automations', {
        body: onTaskCreated(s.shared.id, [{ type: 'create_task', config: { name: 'x', project_id: s.hidden.id } }]),
      });
      const missing = await s.editor.client.POST('/v1/automations', {
        body: onTaskCreated(s.shared.id, [{ type: 'create_task', config: { name: 'x', project_id: 'proj_0000000000000000000000' } }]),
      });
      expect(hidden.response.status).to.equal(422);
      expect(missing.response.status).to.equal(422);
      expect(missing.error!.error.message).to.equal(hidden.error!.error.message);
      expect(missing.error!.error.details).to.deep.equal(hidden.error!.error.details);
    });

    it('lets the owner, who sees every project, save the same targets; the automation names its author', async () => {
      const s = await setup();
      const automation = await createAutomation(
        s.owner,
        onTaskCreated(s.shared.id, [{ type: 'create_task', config: { name: 'x', project_id: s.hidden.id } }]),
      );
      expect(automation.author).to.deep.equal({ member_id: s.ownerMemberId, name: s.owner.name });
      expect((await authorOf(s, automation.id)).member_id).to.equal(s.ownerMemberId);
    });

    it("an editor's PATCH of actions is checked the same way and makes them the author; a PATCH of name alone keeps the author", async () => {
      const s = await setup();
      const automation = await createAutomation(
        s.owner,
        onTaskCreated(s.shared.id, [{ type: 'send_slack_message', config: { channel: '#a', message: 'hi' } }]),
      );
      const renamed = await s.editor.client.PATCH('/v1/automations/{automation_id}', {
        params: { path: { automation_id: automation.id } },
        body: { name: 'Renamed by editor' },
      });
      expect(renamed.data!.data.author.member_id).to.equal(s.ownerMemberId);

      const refused = await s.editor.client.PATCH('/v1/automations/{automation_id}', {
        params: { path: { automation_id: automation.id } },
        body: { actions: [{ type: 'update_task', config: { task_id: s.hiddenTask.id, status: 'completed' } }] },
      });
      expect(refused.response.status).to.equal(422);
      expect(refused.error!.error.details![0]!.field).to.equal('/actions/0/config/task_id');
      expect((await authorOf(s, automation.id)).member_id).to.equal(s.ownerMemberId);

      const taken = await s.editor.client.PATCH('/v1/automations/{automation_id}', {
        params: { path: { automation_id: automation.id } },
        body: { actions: [{ type: 'create_task', config: { name: 'follow-up' } }] },
      });
      expect(taken.response.status).to.equal(200);
      expect(taken.data!.data.author).to.deep.equal({ member_id: s.editor.memberId, name: s.editor.name });
    });
  });

  describe('at run time', () => {
    it('a demoted admin: the run fails at the step that writes into the private project, saying the author lacks access, and writes nothing there', async () => {
      const s = await setup();
      const admin = await memberWithRole(server, s.workspaceId, 'admin', 'admin');
      const automation = await createAutomation(
        admin,
        onTaskCreated(s.shared.id, [
          { type: 'send_slack_message', config: { channel: `#demoted-${n}`, message: 'ok' } },
          { type: 'create_task', config: { name: 'Leaked {{task.name}}', project_id: s.hidden.id } },
        ]),
      );
      expect((await setRole(s, admin.memberId, 'editor')).response.status).to.equal(200);

      await createTask(s.owner, s.shared.id, 'Trigger');
      const [run] = await finishedRuns(s.owner, automation.id);
      expect(run!.status).to.equal('failed');
      expect(run!.error_message).to.equal(
        "Step 2 (create_task) failed: create_task: the automation's author lacks access to the target project",
      );
      expect(run!.steps.map((step) => step.status)).to.deep.equal(['success', 'failed']);
      expect(await tasksIn(s, s.hidden.id)).to.deep.equal(['Secret plan']);
    });

    it('an update_task aimed at a private task by a member who lost sight of it changes nothing', async () => {
      const s = await setup();
      const admin = await memberWithRole(server, s.workspaceId, 'admin', 'admin');
      const automation = await createAutomation(
        admin,
        onTaskCreated(s.shared.id, [{ type: 'update_task', config: { task_id: s.hiddenTask.id, name: 'Renamed', status: 'completed' } }]),
      );
      await setRole(s, admin.memberId, 'editor');
      await createTask(s.owner, s.shared.id, 'Trigger');
      const [run] = await finishedRuns(s.owner, automation.id);
      expect(run!.error_message).to.equal(
        "Step 1 (update_task) failed: update_task: the automation's author lacks access to the target project",
      );
      const task = (await s.owner.client.GET('/v1/tasks/{task_id}', { params: { path: { task_id: s.hiddenTask.id } } })).data!.data;
      expect([task.name, task.status]).to.deep.equal(['Secret plan', 'open']);
    });

    it('an editor turned viewer cannot write through their automation; turned editor again, it works', async () => {
      const s = await setup();
      const automation = await createAutomation(
        s.editor,
        onTaskCreated(s.shared.id, [{ type: 'create_task', config: { name: 'Follow-up of {{task.name}}' } }]),
      );
      await setRole(s, s.editor.memberId, 'viewer');
      await createTask(s.owner, s.shared.id, 'First');
      const [refused] = await finishedRuns(s.owner, automation.id);
      expect(refused!.status).to.equal('failed');
      expect(refused!.error_message).to.match(/author lacks access/);
      expect(await tasksIn(s, s.shared.id)).to.deep.equal(['First']);

      await setRole(s, s.editor.memberId, 'editor');
      await createTask(s.owner, s.shared.id, 'Second');
      const runs = await finishedRuns(s.owner, automation.id, 2);
      expect(runs[1]!.status).to.equal('success');
      expect(await tasksIn(s, s.shared.id)).to.include('Follow-up of Second');
    });

    it('a removed author: events start no run, a manual run gets 409, GET still names them with enabled unchanged; re-saved by the owner it runs again', async () => {
      const s = await setup();
      const channel = `#removed-${n}`;
      const automation = await createAutomation(
        s.editor,
        onTaskCreated(s.shared.id, [{ type: 'send_slack_message', config: { channel, message: '{{task.name}}' } }]),
      );
      const removed = await s.owner.client.DELETE('/v1/workspaces/{workspace_id}/members/{member_id}', {
        params: { path: { workspace_id: s.workspaceId, member_id: s.editor.memberId } },
      });
      expect(removed.response.status).to.equal(204);

      await createTask(s.owner, s.shared.id, 'Nobody acts on this');
      await runsSettled(s.owner, s.workspaceId);
      expect(await runsOf(s.owner, automation.id)).to.have.length(0);
      const manual = await s.owner.client.POST('/v1/automations/{automation_id}/runs', {
        params: { path: { automation_id: automation.id } },
      });
      expect(manual.response.status).to.equal(409);
      expect(manual.error!.error.message).to.match(/author left the workspace/);
      const read = await s.owner.client.GET('/v1/automations/{automation_id}', { params: { path: { automation_id: automation.id } } });
      expect(read.data!.data.author.member_id).to.equal(s.editor.memberId);
      expect(read.data!.data.enabled).to.equal(true);

      const taken = await s.owner.client.PATCH('/v1/automations/{automation_id}', {
        params: { path: { automation_id: automation.id } },
        body: { actions: [{ type: 'send_slack_message', config: { channel, message: 'taken over: {{task.name}}' } }] },
      });
      expect(taken.data!.data.author.member_id).to.equal(s.ownerMemberId);
      await createTask(s.owner, s.shared.id, 'Now it runs');
      const [run] = await finishedRuns(s.owner, automation.id);
      expect(run!.status).to.equal('success');
      expect(slack.callsTo(channel).map((c) => c.body?.text)).to.deep.equal(['taken over: Now it runs']);
    });
  });

  describe('workspace-level events and template data', () => {
    async function announcer(
      author: TestUser,
      s: Setup,
      event: 'project.created' | 'member.invited',
      message: string,
    ): Promise<{ automation: Automation; channel: string }> {
      const channel = `#ws-${++n}-${process.pid}`;
      const automation = await createAutomation(author, {
        project_id: s.shared.id,
        name: `On ${event}`,
        type: 'event',
        trigger: { event },
        actions: [{ type: 'send_slack_message', config: { channel, message } }],
      });
      return { automation, channel };
    }

    it("project.created of a private project starts only automations whose author can see it: the editor's never renders its name", async () => {
      const s = await setup();
      const editors = await announcer(s.editor, s, 'project.created', 'new: {{project.name}} / {{project.description}}');
      const owners = await announcer(s.owner, s, 'project.created', 'new: {{project.name}}');
      const secret = await s.owner.client.POST('/v1/projects', {
        body: { workspace_id: s.workspaceId, name: 'Acquisition target', description: 'confidential', visibility: 'private' },
      });
      expect(secret.response.status).to.equal(201);
      await finishedRuns(s.owner, owners.automation.id);
      await runsSettled(s.owner, s.workspaceId);
      expect(await runsOf(s.owner, editors.automation.id)).to.have.length(0);
      expect(slack.callsTo(editors.channel)).to.have.length(0);
      expect(slack.callsTo(owners.channel).map((c) => c.body?.text)).to.deep.equal(['new: Acquisition target']);

      await createProject(s.owner, s.workspaceId, 'Open roadmap', 'shared');
      await finishedRuns(s.owner, editors.automation.id);
      expect(slack.callsTo(editors.channel).map((c) => c.body?.text)).to.deep.equal(['new: Open roadmap / ']);
    });

    it("member.invited (it carries the invitee's e-mail) starts only automations whose author is an admin or owner", async () => {
      const s = await setup();
      const editors = await announcer(s.editor, s, 'member.invited', 'invited {{invitation.email}}');
      const owners = await announcer(s.owner, s, 'member.invited', 'invited {{invitation.email}}');
      const invited = await s.owner.client.POST('/v1/workspaces/{workspace_id}/invitations', {
        params: { path: { workspace_id: s.workspaceId } },
        body: { email: `new-${n}@example.test`, role: 'viewer' },
      });
      expect(invited.response.status).to.equal(201);
      await finishedRuns(s.owner, owners.automation.id);
      await runsSettled(s.owner, s.workspaceId);
      expect(await runsOf(s.owner, editors.automation.id)).to.have.length(0);
      expect(slack.callsTo(editors.channel)).to.have.length(0);
      expect(slack.callsTo(owners.channel).map((c) => c.body?.text)).to.deep.equal([`invited new-${n}@example.test`]);
    });

    it('an automation in a private project whose author was taken off that project stops running', async () => {
      const s = await setup();
      const channel = `#private-${n}`;
      await s.owner.client.POST('/v1/projects/{project_id}/members', {
        params: { path: { project_id: s.hidden.id } },
        body: { member_id: s.editor.memberId },
      });
      const automation = await createAutomation(
        s.editor,
        onTaskCreated(s.hidden.id, [{ type: 'send_slack_message', config: { channel, message: '{{task.name}}' } }]),
      );
      const off = await s.owner.client.DELETE('/v1/projects/{project_id}/members/{member_id}', {
        params: { path: { project_id: s.hidden.id, member_id: s.editor.memberId } },
      });
      expect(off.response.status).to.equal(204);
      await createTask(s.owner, s.hidden.id, 'Still secret');
      await runsSettled(s.owner, s.workspaceId);
      expect(await runsOf(s.owner, automation.id)).to.have.length(0);
      expect(slack.callsTo(channel)).to.have.length(0);
    });
  });
});
