// Every foreign key between two tables of a workspace's data holds the workspace on both sides (the
// shard key: docs/decisions.md, "The workspace on every row"), save a named few, so the database
// itself refuses a row naming another workspace's parent. Migration 20261215000000 brought a run's
// automation, a project member's member and a task's assignee into it. A system test: it reads the
// schema, writes rows the API would refuse, and migrates its own database down and up.
import { expect } from 'chai';
import { addMember, createUser, ownerWithWorkspace, type WorkspaceFixture } from '../../contract-tests/support/fixtures.ts';
import { waitFor } from '../../contract-tests/support/wait.ts';
import { startTestServer, type TestServer } from '../../contract-tests/support/server.ts';
import { createProject, createTask } from '../../contract-tests/projects/support/projects.ts';
import { createAutomation, eventBody } from '../../contract-tests/automations/support/api.ts';
import { migrationConfig } from '../../server/db/migrate.ts';

const migration = { ...migrationConfig, name: '20261215000000_foreign_keys_through_the_workspace.ts' };

/** Foreign keys between two workspace tables that do not hold the workspace, and why. */
const notThroughTheWorkspace = new Map([
  ['webhook_delivery_attempts.webhook_delivery_attempts_delivery_id_fkey', 'a second unique index on the deliveries, written with each'],
  ['webhook_deliveries.webhook_deliveries_event_id_fkey', 'a second unique index on events, the table every change writes'],
  ['automation_runs.automation_runs_retry_of_fkey', 'a second unique index on the runs, written with each'],
]);

interface ForeignKey {
  child: string;
  name: string;
  columns: string[];
  parentColumns: string[];
}

describe('foreign keys through the workspace', () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer();
  });
  after(async () => {
    await server?.close();
  });

  /** The foreign keys from a table carrying workspace_id to another that does (workspaces itself aside). */
  async function keysBetweenWorkspaceTables(): Promise<ForeignKey[]> {
    const { rows } = await server.knex.raw<{ rows: ForeignKey[] }>(
      `select c.conrelid::regclass::text as child, c.conname as name,
              array(select attname::text from unnest(c.conkey) with ordinality k(n, i)
                    join pg_attribute a on a.attrelid = c.conrelid and a.attnum = k.n order by k.i) as columns,
              array(select attname::text from unnest(c.confkey) with ordinality k(n, i)
                    join pg_attribute a on a.attrelid = c.confrelid and a.attnum = k.n order by k.i) as "parentColumns"
       from pg_constraint c
       where c.contype = 'f' and c.connamespace = current_schema()::regnamespace
         and c.confrelid <> 'workspaces'::regclass
         and exists (select 1 from pg_attribute a where a.attrelid = c.conrelid and a.attname = 'workspace_id' and not a.attisdropped)
         and exists (select 1 from pg_attribute a where a.attrelid = c.confrelid and a.attname = 'workspace_id' and not a.attisdropped)
       order by 1, 2`,
    );
    return rows;
  }

  const constraintNamed = async (name: string) =>
    (await server.knex.raw<{ rows: unknown[] }>('select 1 from pg_constraint where conname = ?', [name])).rows.length > 0;

  /** A project with a member of its own, a task assigned to them and an automation that has run. */
  async function seeded(
    name: string,
  ): Promise<WorkspaceFixture & { projectId: string; memberId: string; taskId: string; automationId: string }> {
    const fixture = await ownerWithWorkspace(server, name);
    const project = await createProject(fixture.owner, fixture.workspaceId, { name, visibility: 'private' });
    const memberId = await addMember(server, fixture.workspaceId, await createUser(server), 'editor');
    const added = await fixture.owner.client.POST('/v1/projects/{project_id}/members', {
      params: { path: { project_id: project.id } },
      body: { member_id: memberId },
    });
    expect(added.response.status, JSON.stringify(added.error)).to.equal(201);
    const automation = await createAutomation(fixture.owner, eventBody(project.id));
    const task = await createTask(fixture.owner, project.id, { name: 'Assigned', assignee_member_id: memberId });
    await waitFor(async () => (await server.knex('automation_runs').where({ automation_id: automation.id }).first('id')) !== undefined, {
      what: `${name}'s run`,
    });
    return { ...fixture, projectId: project.id, memberId, taskId: task.id, automationId: automation.id };
  }

  it('every foreign key between two workspace tables holds the workspace on both sides, save the named few', async () => {
    const keys = await keysBetweenWorkspaceTables();
    const without = keys
      .filter((k) => !(k.columns[0] === 'workspace_id' && k.parentColumns[0] === 'workspace_id'))
      .map((k) => `${k.child}.${k.name}`);
    expect(without, 'foreign keys between workspace tables without the workspace').to.have.members([...notThroughTheWorkspace.keys()]);
    expect(keys.length, 'the schema was read').to.be.at.least(7);
    const replaced = [
      'automation_runs_automation_id_fkey',
      'automation_runs_workspace_id_fkey',
      'project_members_member_id_fkey',
      'tasks_assignee_member_id_fkey',
    ];
    for (const name of replaced) {
      expect(await constraintNamed(name), `${name}, replaced, is gone`).to.equal(false);
    }
  });

  it("refuses a row naming another workspace's automation or member; a member's removal unassigns, an automation's removes its runs", async () => {
    const first = await seeded('First');
    const second = await seeded('Second');
    const refused = (insert: string, bindings: string[]) =>
      server.knex.raw(insert, bindings).then(
        () => 'written',
        (err: { code?: string }) => err.code,
      );
    expect(
      await refused(
        `insert into automation_runs (id, automation_id, workspace_id, status, trigger, actions, steps)
         values ('run_elsewhere', ?, ?, 'running', '{}', '[]', '[]')`,
        [second.automationId, first.workspaceId],
      ),
      "a run of another workspace's automation",
    ).to.equal('23503');
    expect(
      await refused(`insert into project_members (workspace_id, project_id, member_id) values (?, ?, ?)`, [
        first.workspaceId,
        first.projectId,
        second.memberId,
      ]),
      "another workspace's member added to a project",
    ).to.equal('23503');
    expect(
      await refused(`update tasks set assignee_member_id = ? where id = ?`, [second.memberId, first.taskId]),
      "a task assigned to another workspace's member",
    ).to.equal('23503');

    const removed = await first.owner.client.DELETE('/v1/workspaces/{workspace_id}/members/{member_id}', {
      params: { path: { workspace_id: first.workspaceId, member_id: first.memberId } },
    });
    expect(removed.response.status, JSON.stringify(removed.error)).to.equal(204);
    const task = await server.knex('tasks').where({ id: first.taskId }).first('workspace_id', 'assignee_member_id');
    expect(task, 'the task stays in its workspace, unassigned').to.deep.equal({
      workspace_id: first.workspaceId,
      assignee_member_id: null,
    });
    expect(await server.knex('project_members').where({ member_id: first.memberId }).first(), 'their project membership').to.equal(
      undefined,
    );

    // The key's own action, as a member's removal by any path (a workspace's deletion, a user's) takes it:
    // the assignee goes, the task's workspace stays (without the column list it would be nulled too, and refused).
    const other = await createTask(second.owner, second.projectId, { name: 'Assigned too', assignee_member_id: second.memberId });
    await server.knex('members').where({ id: second.memberId }).delete();
    expect(await server.knex('tasks').where({ id: other.id }).first('workspace_id', 'assignee_member_id')).to.deep.equal({
      workspace_id: second.workspaceId,
      assignee_member_id: null,
    });

    const runs = () => server.knex('automation_runs').where({ automation_id: second.automationId }).count({ n: '*' }).first();
    // Each of its two tasks started a run; the second's is made by the worker, whenever it dispatches.
    await waitFor(async () => Number((await runs())!.n) === 2, { what: 'a run for each of its two tasks' });
    const gone = await second.owner.client.DELETE('/v1/automations/{automation_id}', {
      params: { path: { automation_id: second.automationId } },
    });
    expect(gone.response.status, JSON.stringify(gone.error)).to.equal(204);
    expect(Number((await runs())!.n), 'its runs went with it').to.equal(0);
  });

  it("a workspace's deletion removes its runs, project members and assigned tasks through these keys", async () => {
    const doomed = await seeded('Doomed');
    const deleted = await doomed.owner.client.DELETE('/v1/workspaces/{workspace_id}', {
      params: { path: { workspace_id: doomed.workspaceId } },
    });
    expect(deleted.response.status, JSON.stringify(deleted.error)).to.equal(204);
    for (const table of ['automation_runs', 'project_members', 'tasks', 'members'] as const) {
      const left = await waitFor(
        async () => {
          const row = await server.knex(table).where({ workspace_id: doomed.workspaceId }).count({ n: '*' }).first();
          return Number(row!.n) === 0 ? 'gone' : undefined;
        },
        { what: `the deleted workspace's ${table}` },
      );
      expect(left).to.equal('gone');
    }
  });

  it('down restores the keys by id alone, and up brings the ones through the workspace back over the rows there', async function () {
    this.timeout(60_000);
    await seeded('Migrated');
    const named = async () => (await keysBetweenWorkspaceTables()).map((k) => k.name);
    await server.knex.migrate.down(migration);
    expect(await named()).to.include.members([
      'automation_runs_automation_id_fkey',
      'project_members_member_id_fkey',
      'tasks_assignee_member_id_fkey',
    ]);
    expect(await constraintNamed('automation_runs_workspace_id_fkey'), "the run's own key to its workspace, restored").to.equal(true);
    const { rows: restored } = await server.knex.raw<{ rows: unknown[] }>(
      `select 1 from pg_index i join pg_class c on c.oid = i.indexrelid where c.relname = 'automation_runs_workspace_idx' and i.indisvalid`,
    );
    expect(restored, 'with the index its lookup uses').to.have.length(1);
    expect(await named()).to.not.include.members(['automation_runs_automation_in_workspace']);
    // A start cut off midway: the automations' index built, the run's key through the workspace added
    // unchecked, the old keys still there.
    await server.knex.raw(`create unique index automations_workspace_id_id_key on automations (workspace_id, id)`);
    await server.knex.raw(`alter table automation_runs add constraint automation_runs_automation_in_workspace
      foreign key (workspace_id, automation_id) references automations (workspace_id, id) on delete cascade not valid`);
    await server.knex.migrate.up(migration);
    const keys = await named();
    expect(keys).to.include.members([
      'automation_runs_automation_in_workspace',
      'project_members_member_in_workspace',
      'tasks_assignee_in_workspace',
    ]);
    const { rows: unchecked } = await server.knex.raw<{ rows: unknown[] }>(
      `select conname from pg_constraint where contype = 'f' and not convalidated`,
    );
    expect(unchecked, 'every foreign key checked over the rows there').to.deep.equal([]);
    expect(await constraintNamed('automation_runs_workspace_id_fkey'), 'the old keys dropped on the second run').to.equal(false);
    const { rows: index } = await server.knex.raw<{ rows: unknown[] }>(
      `select 1 from pg_class where relname = 'automation_runs_workspace_idx'`,
    );
    expect(index, "the runs' index by workspace alone, which only that key's lookup used").to.deep.equal([]);
  });
});
