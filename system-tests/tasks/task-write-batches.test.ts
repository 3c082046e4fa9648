import pg from 'pg';
import knexModule from 'knex';
import { createKnex } from '../../server/db/knex.ts';
import { isDatabaseUnreachable } from '../../server/db/availability.ts';
import { knexPoolUse } from '../../server/metrics/pool-gauges.ts';
import { newTaskRecord } from '../../server/modules/tasks/create-task-statement.ts';
import { writeTaskBatched } from '../../server/modules/tasks/task-write-batch.ts';
import { waitingCallers } from '../../server/db/waiting-callers.ts';
import { expect } from 'chai';
import { memberWithRole, ownerWithWorkspace, type TestUser } from '../../contract-tests/support/fixtures.ts';
import { startTestServer, type TestServer } from '../../contract-tests/support/server.ts';
import { archiveProject, createProject, createTask } from '../../contract-tests/projects/support/projects.ts';

type Write = { by: TestUser; projectId: string; name: string };
type Answer = { response: Response; data?: { data: { id: string; name: string; project_id: string } } };

const post = ({ by, projectId, name }: Write) =>
  by.client.POST('/v1/projects/{project_id}/tasks', { params: { path: { project_id: projectId } }, body: { name } }) as Promise<Answer>;

describe('task writes that arrive together', () => {
  let server: TestServer;
  let outside: pg.Client;
  before(async () => {
    // Half its pool of 10 are the task writes' places: five statements out, the rest queued.
    server = await startTestServer({ DATABASE_POOL_MAX: '10' });
  });
  beforeEach(async () => {
    // Locks are taken, and waits watched, on a connection of the test's own, not from the server's pool.
    outside = new pg.Client({ connectionString: server.connectionString });
    await outside.connect();
  });
  afterEach(async () => {
    await outside.end();
  });
  after(async () => {
    await server?.close();
  });

  /** Backends waiting for a lock the connection holds (pg_stat_activity may show a prepared statement's text late). */
  const waitingFor = async (holder: pg.Client) =>
    Number(
      (
        await outside.query<{ n: string }>(
          `select count(*) as n from pg_stat_activity
           where datname = current_database() and pg_blocking_pids(pid) @> array[$1::int]`,
          [(holder as pg.Client & { processID: number }).processID],
        )
      ).rows[0]!.n,
    );

  /** Polls until `holds` (every 50 ms, for at most 10 s), or fails naming what it waited for. */
  async function until(holds: () => boolean | Promise<boolean>, what: string): Promise<void> {
    for (let tries = 0; tries < 200; tries++) {
      if (await holds()) return;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error(`waited 10 s for ${what}`);
  }

  /**
   * Sends the writes while the outbox takes no insert, so the first statements wait at PostgreSQL and
   * those after them queue in the server; then lets them all go.
   */
  /** The first five writes, to take every place, and the rest, to queue behind them. */
  const split = (writes: Write[]): [Write[], Write[]] => [writes.slice(0, 5), writes.slice(5)];

  async function behindTheOutbox(writes: Write[]): Promise<Answer[]> {
    return Promise.all(await sentBehindTheOutbox(writes));
  }

  /** As behindTheOutbox, each write's answer apart; `queued` are sent once the first writes hold every place. */
  async function sentBehindTheOutbox(writes: Write[], queued: Write[] = []): Promise<Array<Promise<Answer>>> {
    await outside.query('begin');
    await outside.query('lock table events in share mode');
    const answers = writes.map(post);
    const queuing = (count: number) => until(() => waitingCallers(server.knex) === count, `${count} task writes queued`);
    try {
      // Five statements hold every place; each write after them is queued.
      await queuing(writes.length - 5);
      answers.push(...queued.map(post));
      await queuing(writes.length + queued.length - 5);
    } finally {
      await outside.query('commit');
    }
    return answers;
  }

  /** The tasks' rows with the transaction that wrote each (the dispatcher's update moves an event's), and their events. */
  async function stored(projectIds: string[]) {
    const tasks = (await server
      .knex('tasks')
      .whereIn('project_id', projectIds)
      .select('id', 'name', server.knex.raw('xmin::text as tx'))) as unknown as StoredTask[];
    const events: Array<{ data: { task: { id: string } } }> = await server
      .knex('events')
      .where({ type: 'task.created' })
      .whereIn('project_id', projectIds)
      .select('data');
    return { tasks, events };
  }

  type StoredTask = { id: string; name: string; tx: string };
  function byTransaction(tasks: StoredTask[]): Map<string, StoredTask[]> {
    const groups = new Map<string, StoredTask[]>();
    for (const t of tasks) groups.set(t.tx, [...(groups.get(t.tx) ?? []), t]);
    return groups;
  }
  const largestCommit = (tasks: StoredTask[]) => Math.max(...[...byTransaction(tasks).values()].map((group) => group.length));

  /** Editors whose keys and memberships the server has already seen, so their writes arrive at once. */
  async function editorsOf(workspaceId: string, count: number) {
    const editors = await Promise.all(Array.from({ length: count }, () => memberWithRole(server, workspaceId, 'editor')));
    for (const editor of editors)
      await editor.client.GET('/v1/workspaces/{workspace_id}', { params: { path: { workspace_id: workspaceId } } });
    return editors;
  }

  it('writes those queued behind the statements out as one statement, each task with its own event', async function () {
    this.timeout(30_000);
    const { owner, workspaceId } = await ownerWithWorkspace(server);
    const other = await ownerWithWorkspace(server);
    const project = await createProject(owner, workspaceId, { visibility: 'shared' });
    const elsewhere = await createProject(other.owner, other.workspaceId, { visibility: 'shared' });
    // Writers of two tenants, as a busy service has them.
    const editors = await editorsOf(workspaceId, 9);
    const writes: Write[] = Array.from({ length: 40 }, (_, i) =>
      i % 10 === 9
        ? { by: other.owner, projectId: elsewhere.id, name: `Elsewhere ${i}` }
        : { by: editors[i % 10]!, projectId: project.id, name: `Task ${i}` },
    );
    const answers = await behindTheOutbox(writes);
    expect(answers.map((a) => a.response.status)).to.deep.equal(writes.map(() => 201));
    const { tasks, events } = await stored([project.id, elsewhere.id]);
    expect(tasks).to.have.length(40);
    for (const [i, answer] of answers.entries()) {
      const task = answer.data!.data;
      expect(task).to.include({ name: writes[i]!.name, project_id: writes[i]!.projectId });
      const ofTask = events.filter((e) => e.data.task.id === task.id);
      expect(ofTask, `the event of ${task.name}`).to.have.length(1);
      expect(ofTask[0]!.data.task).to.deep.equal(task);
    }
    // The first five went alone, each to a free place; the 35 queued behind them went together.
    expect(largestCommit(tasks), 'the most tasks one commit wrote').to.be.at.least(10);
    const mixed = [...byTransaction(tasks).values()].some((group) => new Set(group.map((t) => t.name.split(' ')[0])).size === 2);
    expect(mixed, 'one statement wrote both tenants’ tasks').to.equal(true);
  });

  it('answers each write as its project stands: a private project the writer is not in 404, an archived one 409, the rest written', async function () {
    this.timeout(30_000);
    const { owner, workspaceId } = await ownerWithWorkspace(server);
    const open = await createProject(owner, workspaceId, { visibility: 'shared' });
    const hidden = await createProject(owner, workspaceId, { visibility: 'private' });
    const archived = await createProject(owner, workspaceId, { visibility: 'shared' });
    // Written to once, the server knows each project's workspace and checks the rest in the statement.
    for (const p of [open, hidden, archived]) await createTask(owner, p.id);
    await archiveProject(owner, archived.id);
    const editors = await editorsOf(workspaceId, 8);
    const target = (i: number) => [open, open, hidden, archived][i % 4]!;
    const writes: Write[] = Array.from({ length: 32 }, (_, i) => ({ by: editors[i % 8]!, projectId: target(i).id, name: `Task ${i}` }));
    const answers = await behindTheOutbox(writes);
    const expected = writes.map((_, i) => ({ [open.id]: 201, [hidden.id]: 404, [archived.id]: 409 })[target(i).id]);
    expect(answers.map((a) => a.response.status)).to.deep.equal(expected);
    const { tasks, events } = await stored([open.id, hidden.id, archived.id]);
    expect(tasks.filter((t) => t.name.startsWith('Task '))).to.have.length(16);
    expect(events).to.have.length(16 + 3);
    expect(largestCommit(tasks.filter((t) => t.name.startsWith('Task '))), 'the written ones went together').to.be.at.least(2);
  });

  it('writes the others of a statement that failed, each alone, and answers the one at fault for itself', async function () {
    this.timeout(30_000);
    const { owner, workspaceId } = await ownerWithWorkspace(server);
    const project = await createProject(owner, workspaceId, { visibility: 'shared' });
    const editors = await editorsOf(workspaceId, 8);
    const burst = (projectId: string, name: (i: number) => string): Write[] =>
      Array.from({ length: 32 }, (_, i) => ({ by: editors[i % 8]!, projectId, name: name(i) }));
    // Without the refusal, the 27 queued go together.
    const control = await createProject(owner, workspaceId, { visibility: 'shared' });
    const controlAnswers = await Promise.all(await sentBehindTheOutbox(...split(burst(control.id, (i) => `Control ${i}`))));
    expect(controlAnswers.map((a) => a.response.status)).to.deep.equal(controlAnswers.map(() => 201));
    expect(largestCommit((await stored([control.id])).tasks), 'the control burst’s largest commit').to.be.at.least(10);
    // Only PostgreSQL refuses this name: the statement holding it fails as a whole.
    await server.knex.raw(`alter table tasks add constraint test_refused_name check (name <> 'Refused') not valid`);
    try {
      const writes = burst(project.id, (i) => (i === 20 ? 'Refused' : `Task ${i}`));
      // The refused one is queued with 26 others once the first five hold every place.
      const answers = await Promise.all(await sentBehindTheOutbox(...split(writes)));
      const statuses = answers.map((a) => a.response.status);
      expect(statuses.filter((s, i) => i !== 20)).to.deep.equal(writes.slice(1).map(() => 201));
      expect(statuses[20]).to.be.at.least(400);
      const { tasks, events } = await stored([project.id]);
      expect(tasks.map((t) => t.name).sort()).to.deep.equal(
        writes
          .filter((_, i) => i !== 20)
          .map((w) => w.name)
          .sort(),
      );
      expect(events).to.have.length(31);
      expect(new Set(tasks.map((t) => t.tx)).size, 'each of the others written alone').to.equal(31);
    } finally {
      await server.knex.raw('alter table tasks drop constraint test_refused_name');
    }
  });

  it('does not hold the other writes of a statement for a project being changed: its own wait alone, and are written once it is done', async function () {
    this.timeout(30_000);
    const { owner, workspaceId } = await ownerWithWorkspace(server);
    const other = await ownerWithWorkspace(server);
    const busy = await createProject(other.owner, other.workspaceId, { visibility: 'shared' });
    const project = await createProject(owner, workspaceId, { visibility: 'shared' });
    await createTask(other.owner, busy.id);
    const editors = await editorsOf(workspaceId, 8);
    // As a change to the project's settings holds it, for as long as its transaction lasts.
    const changing = new pg.Client({ connectionString: server.connectionString });
    await changing.connect();
    await changing.query('begin');
    await changing.query('select id from projects where id = $1 for update', [busy.id]);
    try {
      // Three writes to the busy project, queued among the others: they go in the others' statement.
      const writes: Write[] = Array.from({ length: 32 }, (_, i) => ({ by: editors[i % 8]!, projectId: project.id, name: `Task ${i}` }));
      const busyWrites: Write[] = [0, 1, 2].map((i) => ({ by: other.owner, projectId: busy.id, name: `Busy ${i}` }));
      const answers = await sentBehindTheOutbox(writes.slice(0, 5), [...writes.slice(5, 15), ...busyWrites, ...writes.slice(15)]);
      const sent = [...writes.slice(0, 15), ...busyWrites, ...writes.slice(15)];
      const others = answers.filter((_, i) => sent[i]!.projectId === project.id);
      let timer: NodeJS.Timeout | undefined;
      const held = new Promise<'held'>((r) => (timer = setTimeout(() => r('held'), 10_000)));
      const settled = await Promise.race([Promise.all(others), held]).finally(() => clearTimeout(timer));
      expect(settled, 'the other writes, while the project is held').not.to.equal('held');
      expect((settled as Answer[]).map((a) => a.response.status)).to.deep.equal(others.map(() => 201));
      expect(largestCommit((await stored([project.id])).tasks), 'the others went together').to.be.at.least(10);
      // Each waits alone, in the transactional path, for the change to end.
      await until(async () => (await waitingFor(changing)) === 3, 'the busy project’s three writes waiting for it');
      await changing.query('commit');
      const own = await Promise.all(answers.filter((_, i) => sent[i]!.projectId === busy.id));
      expect(own.map((a) => a.response.status)).to.deep.equal([201, 201, 201]);
    } finally {
      await changing.end();
    }
  });

  it('counts a queued write as waiting for a connection, and answers it as the pool would once it waited as long', async function () {
    this.timeout(30_000);
    const { owner, workspaceId } = await ownerWithWorkspace(server);
    const project = await createProject(owner, workspaceId, { visibility: 'shared' });
    // A process of its own with a pool of 2 (one place) that lets a caller wait 500 ms for a connection.
    const knex = createKnex(server.connectionString, { pool: { max: 2 } });
    (knex.client as { config: { acquireConnectionTimeout: number } }).config.acquireConnectionTimeout = 500;
    const record = (name: string) =>
      newTaskRecord(
        { projectId: project.id, workspaceId, seesPrivate: true },
        { input: { name }, origin: { actor: { type: 'user', id: owner.userId, name: owner.name }, automationChain: [] } },
      );
    await outside.query('begin');
    await outside.query('lock table events in share mode');
    try {
      const first = writeTaskBatched(knex, record('First'));
      // The lock holds the server's dispatcher too: the first write has its connection only once its own pool says so.
      await until(
        async () => knexPoolUse(knex)()!.used === 1 && knexPoolUse(knex)()!.pending === 0 && (await waitingFor(outside)) >= 1,
        'the first write waiting for the outbox',
      );
      const queued = writeTaskBatched(knex, record('Queued')).then(
        () => 'written',
        (error: unknown) => error,
      );
      expect(waitingCallers(knex)).to.equal(1);
      expect(knexPoolUse(knex)()!.pending, 'the pool metric’s waiting callers').to.equal(1);
      const answer = await queued;
      expect(answer).to.be.instanceOf(knexModule.KnexTimeoutError);
      expect(isDatabaseUnreachable(answer), 'answered 503, as a caller the pool could not serve').to.equal(true);
      expect(waitingCallers(knex)).to.equal(0);
      await outside.query('commit');
      expect(await first).to.equal(true);
    } finally {
      await outside.query('rollback').catch(() => {});
      await knex.destroy();
    }
    expect((await stored([project.id])).tasks.map((t) => t.name)).to.deep.equal(['First']);
  });
});
