// Creating a task checks access without a lock (from the auth cache, or a read of the project), then
// writes the task and its event in one statement that takes the project FOR KEY SHARE, skipping it
// while another transaction changes it, and writes only if the project still allows it; a skipped or
// refused write takes the transactional path, which waits for the change and answers as the project
// then stands. Here the project changes in that gap: a transaction of the test's own holds the
// project FOR UPDATE while the POST waits on it, changes the project, and commits.
import pg from 'pg';
import { expect } from 'chai';
import { memberWithRole, ownerWithWorkspace } from '../../contract-tests/support/fixtures.ts';
import { eventsOf } from '../support/outbox.ts';
import { startTestServer, type TestServer } from '../../contract-tests/support/server.ts';
import { createProject, createTask } from '../../contract-tests/projects/support/projects.ts';
import type { TestUser } from '../../contract-tests/support/fixtures.ts';

describe('task creation racing a change to its project', () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer();
  });
  after(async () => {
    await server?.close();
  });

  /** POSTs a task while `change` runs in a transaction that holds the project; returns the response. */
  async function createDuring(user: TestUser, projectId: string, change: (client: pg.Client) => Promise<void>) {
    const outside = new pg.Client({ connectionString: server.connectionString });
    await outside.connect();
    try {
      await outside.query('begin');
      await outside.query('select id from projects where id = $1 for update', [projectId]);
      const write = user.client.POST('/v1/projects/{project_id}/tasks', {
        params: { path: { project_id: projectId } },
        body: { name: 'Racing' },
      });
      const waiting = async () =>
        Number(
          (
            await server.knex.raw<{ rows: Array<{ n: number }> }>(
              `select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock' and query like '%projects%'`,
            )
          ).rows[0]!.n,
        );
      let tries = 0;
      while ((await waiting()) < 1) {
        if (++tries > 200) throw new Error('the POST never waited on the project lock');
        await new Promise((r) => setTimeout(r, 25));
      }
      await change(outside);
      await outside.query('commit');
      return await write;
    } finally {
      await outside.end();
    }
  }

  for (const written of [false, true]) {
    // The first write to a project reads it; later ones in this process go by its known workspace.
    const when = written ? 'a later write' : 'the first write';
    it(`answers 409 and writes nothing when the project is archived while ${when} waits`, async () => {
      const { owner, workspaceId } = await ownerWithWorkspace(server);
      const project = await createProject(owner, workspaceId);
      if (written) await createTask(owner, project.id);
      const { response, error } = await createDuring(owner, project.id, async (c) => {
        await c.query('update projects set archived = true where id = $1', [project.id]);
      });
      expect(response.status).to.equal(409);
      expect(error!.error.message).to.contain(`Project ${project.id} is archived`);
      expect(await server.knex('tasks').where({ project_id: project.id })).to.have.length(written ? 1 : 0);
      expect(await eventsOf(server, workspaceId, 'task.created')).to.have.length(written ? 1 : 0);
    });
  }

  it('answers 404 when the project is deleted while a later write waits', async () => {
    const { owner, workspaceId } = await ownerWithWorkspace(server);
    const project = await createProject(owner, workspaceId);
    await createTask(owner, project.id);
    const { response } = await createDuring(owner, project.id, async (c) => {
      await c.query('delete from projects where id = $1', [project.id]);
    });
    expect(response.status).to.equal(404);
    expect(await eventsOf(server, workspaceId, 'task.created')).to.have.length(1);
  });

  it('answers 404 and writes nothing when a shared project turns private under an editor not added to it', async () => {
    const { owner, workspaceId } = await ownerWithWorkspace(server);
    const editor = await memberWithRole(server, workspaceId, 'editor');
    const project = await createProject(owner, workspaceId, { visibility: 'shared' });
    await createTask(editor, project.id);
    const { response } = await createDuring(editor, project.id, async (c) => {
      await c.query(`update projects set visibility = 'private' where id = $1`, [project.id]);
    });
    expect(response.status).to.equal(404);
    expect(await server.knex('tasks').where({ project_id: project.id })).to.have.length(1);
  });

  it('answers 404 when an editor is removed from a private project while the write waits', async () => {
    const { owner, workspaceId } = await ownerWithWorkspace(server);
    const editor = await memberWithRole(server, workspaceId, 'editor');
    const project = await createProject(owner, workspaceId, { visibility: 'private' });
    await server.knex('project_members').insert({ workspace_id: workspaceId, project_id: project.id, member_id: editor.memberId });
    await createTask(editor, project.id);
    const { response } = await createDuring(editor, project.id, async (c) => {
      await c.query('delete from project_members where project_id = $1 and member_id = $2', [project.id, editor.memberId]);
    });
    expect(response.status).to.equal(404);
    expect(await server.knex('tasks').where({ project_id: project.id })).to.have.length(1);
  });

  it('writes the task and an event carrying exactly the task the response holds, when nothing changed', async () => {
    const { owner, workspaceId } = await ownerWithWorkspace(server);
    const project = await createProject(owner, workspaceId);
    const { response, data } = await createDuring(owner, project.id, async () => {});
    expect(response.status).to.equal(201);
    const [event] = await eventsOf(server, workspaceId, 'task.created');
    expect(event!.data).to.deep.include({ project_id: project.id, task: data!.data, workspace_id: workspaceId });
    const stored = await server.knex('tasks').where({ id: data!.data.id }).first();
    expect(stored!.created_at.toISOString()).to.equal(data!.data.created_at);
  });
});
