/**
 * A keyed task creation, as the SDK sends every POST, goes in the statement other task writes share,
 * with its Idempotency-Key's row claimed and answered in it (http/idempotency.ts, KeyWrite): the task
 * and the key's answer are written together or not at all. A repeat replays it, a key reused for
 * another body gets 422, duplicates at once make one task; a key another request holds is passed
 * over by the statement, so the request waits for it the usual way, bounded, and no other write
 * waits with it.
 */
import { randomUUID } from 'node:crypto';
import { expect } from 'chai';
import { keyLockTaken } from '../../server/http/idempotency.ts';
import { rawRequest } from '../../contract-tests/support/client.ts';
import { ownerWithWorkspace } from '../../contract-tests/support/fixtures.ts';
import { startTestServer, type TestServer } from '../../contract-tests/support/server.ts';
import { createProject } from '../../contract-tests/projects/support/projects.ts';
import { within } from '../../contract-tests/support/wait.ts';
import { startServiceProcess } from '../../contract-tests/support/processes.ts';

describe('keyed task creation in one statement', function () {
  this.timeout(60_000);
  let server: TestServer;
  before(async () => {
    server = await startTestServer({ RUN_WORKER: 'false' });
  });
  after(async () => {
    await server?.close();
  });

  async function setup(name: string) {
    const fixture = await ownerWithWorkspace(server, name);
    const project = await createProject(fixture.owner, fixture.workspaceId, { name });
    const create = (key: string | undefined, taskName: string) =>
      rawRequest<{ data: { id: string; name: string } }>(server.url, {
        method: 'POST',
        path: `/v1/projects/${project.id}/tasks`,
        apiKey: fixture.owner.key,
        headers: key === undefined ? {} : { 'Idempotency-Key': key },
        body: { name: taskName },
      });
    const tasksNamed = async (taskName: string) => server.knex('tasks').where({ project_id: project.id, name: taskName }).pluck('id');
    return { ...fixture, project, create, tasksNamed };
  }

  it('writes the task with its key answered; a repeat replays it, another body gets 422, and nothing is written twice', async () => {
    const { owner, create, tasksNamed, workspaceId, project } = await setup('Keyed');
    const key = randomUUID();
    const first = await create(key, 'Once');
    expect(first.status).to.equal(201);
    expect(first.headers.get('idempotent-replayed')).to.equal(null);
    const stored = await server.knex('idempotency_keys').where({ api_key_id: owner.keyId, key }).first();
    expect(stored, 'the key is stored answered').to.include({
      response_status: 201,
      request_line: `POST /v1/projects/${project.id}/tasks`,
    });
    expect(stored?.response_body, 'sealed').to.match(/^v2:/);

    const again = await create(key, 'Once');
    expect(again.status).to.equal(201);
    expect(again.headers.get('idempotent-replayed')).to.equal('true');
    expect(again.body).to.deep.equal(first.body);
    const other = await create(key, 'Another');
    expect(other.status).to.equal(422);
    expect(await tasksNamed('Once')).to.deep.equal([first.body.data.id]);
    expect(await tasksNamed('Another')).to.deep.equal([]);
    const events = await server.knex('events').where({ workspace_id: workspaceId, type: 'task.created' }).count({ n: '*' }).first();
    expect(Number(events?.n)).to.equal(1);
  });

  it('duplicates sent at once make one task: the others replay its answer', async () => {
    const { create, tasksNamed } = await setup('Raced');
    const key = randomUUID();
    const answers = await Promise.all(Array.from({ length: 8 }, () => create(key, 'Raced')));
    expect(answers.map((a) => a.status)).to.deep.equal(Array(8).fill(201));
    expect(new Set(answers.map((a) => a.body.data.id)).size).to.equal(1);
    expect(answers.filter((a) => a.headers.get('idempotent-replayed') === 'true')).to.have.length(7);
    expect(await tasksNamed('Raced')).to.have.length(1);
  });

  it('passes over a key another request holds: that request gets 409 after the usual 5 s, other writes go on, and the key is free again after', async () => {
    const { owner, create, tasksNamed } = await setup('Held');
    const bystander = await setup('Bystander');
    const key = randomUUID();
    // The key held as a request of another process holds it while it runs: its lock taken, its row claimed, not committed.
    const running = await server.knex.transaction();
    try {
      await running.raw(`select ${keyLockTaken}`, [owner.keyId, key]);
      await running('idempotency_keys').insert({
        api_key_id: owner.keyId,
        user_id: owner.userId,
        key,
        request_hash: 'running',
        request_line: 'POST /v1/projects/elsewhere/tasks',
      });
      const held = create(key, 'Held');
      const meanwhile = await within(bystander.create(undefined, 'Meanwhile'), 4_000, "another workspace's task write");
      expect(meanwhile.status).to.equal(201);
      const answer = await within(held, 15_000, 'the request whose key is held');
      expect(answer.status).to.equal(409);
    } finally {
      await running.rollback();
    }
    expect(await tasksNamed('Held')).to.deep.equal([]);
    const retried = await create(key, 'Held');
    expect(retried.status).to.equal(201);
    expect(await tasksNamed('Held')).to.deep.equal([retried.body.data.id]);
  });
  it('passes over an expired key a purge is deleting: the request waits the usual bounded way, and other writes go on', async () => {
    const { owner, create, tasksNamed } = await setup('Purged');
    const bystander = await setup('Bystander2');
    const key = randomUUID();
    await server.knex('idempotency_keys').insert({
      api_key_id: owner.keyId,
      user_id: owner.userId,
      key,
      request_hash: 'old',
      request_line: 'POST /v1/projects/old/tasks',
      response_status: 201,
      created_at: server.knex.raw("now() - interval '25 hours'"),
    });
    // A purge that has deleted the expired row and not committed yet.
    const purge = await server.knex.transaction();
    try {
      await purge('idempotency_keys').where({ api_key_id: owner.keyId, key }).delete();
      const held = create(key, 'Purged');
      expect((await within(bystander.create(undefined, 'Meanwhile'), 4_000, "another workspace's task write")).status).to.equal(201);
      expect((await within(held, 15_000, 'the request whose expired key is being purged')).status).to.equal(409);
    } finally {
      await purge.commit();
    }
    const retried = await create(key, 'Purged');
    expect(retried.status).to.equal(201);
    expect(await tasksNamed('Purged')).to.deep.equal([retried.body.data.id]);
  });

  it('a retry reaching a process that does not know the project, after it was archived, replays the 201 rather than 409', async () => {
    const { owner, project, create, tasksNamed } = await setup('Archived');
    const key = randomUUID();
    const first = await create(key, 'Before archiving');
    expect(first.status).to.equal(201);
    const archived = await owner.client.PATCH('/v1/projects/{project_id}', {
      params: { path: { project_id: project.id } },
      body: { archived: true },
    });
    expect(archived.response.status).to.equal(200);
    // Another API process: it has not seen the project, so its one-statement way reads it first.
    const other = await startServiceProcess({ databaseUrl: server.connectionString, secretKey: server.deps.config.secretKey });
    try {
      const retry = await rawRequest<{ data: { id: string } }>(other.url, {
        method: 'POST',
        path: `/v1/projects/${project.id}/tasks`,
        apiKey: owner.key,
        headers: { 'Idempotency-Key': key },
        body: { name: 'Before archiving' },
      });
      expect(retry.status).to.equal(201);
      expect(retry.headers.get('idempotent-replayed')).to.equal('true');
      expect(retry.body).to.deep.equal(first.body);
      const reused = await rawRequest(other.url, {
        method: 'POST',
        path: `/v1/projects/${project.id}/tasks`,
        apiKey: owner.key,
        headers: { 'Idempotency-Key': key },
        body: { name: 'Another body' },
      });
      expect(reused.status, 'the key reused for another body').to.equal(422);
    } finally {
      await other.stop();
    }
    expect(await tasksNamed('Before archiving')).to.have.length(1);
  });
});
