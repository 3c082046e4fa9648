import { expect } from 'chai';
import { ownerWithWorkspace } from '../../contract-tests/support/fixtures.ts';
import { startTestServer, type TestServer } from '../../contract-tests/support/server.ts';
import { expectRefused, invalidValues, notAnObject, type BadInput } from '../projects/support/bad-input.ts';
import { chars, createProject, createTask } from '../../contract-tests/projects/support/projects.ts';
import { storedTask } from '../projects/support/stored.ts';

/** Invalid values of the fields both task operations take: 422 naming the field. */
const invalidTaskFields = (base: Record<string, unknown>): BadInput[] =>
  invalidValues(base, [
    ['name', ''],
    ['name', chars(256)],
    ['name', 1],
    ['name', null],
    ['description', chars(10001)],
    ['description', ['a']],
    ['status', 'done'],
    ['status', true],
    ['status', null],
    ['assignee_member_id', 'bob'],
    ['assignee_member_id', 'usr_1234'],
    ['assignee_member_id', 12],
  ]);

describe('bad input to the task operations', () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer();
  });
  after(async () => {
    await server?.close();
  });

  describe('POST /v1/projects/{project_id}/tasks', () => {
    it('answers 400 without a name or for a body that is not a JSON object, 422 for each invalid value or unknown field, writing nothing', async () => {
      const { owner, workspaceId } = await ownerWithWorkspace(server);
      const project = await createProject(owner, workspaceId);
      const valid = { name: 'Valid', description: 'ok', status: 'open' };
      const cases: BadInput[] = [
        { label: 'no name', body: { description: 'ok' }, status: 400, field: '/name' },
        { label: 'empty object', body: {}, status: 400, field: '/name' },
        ...notAnObject,
        ...invalidTaskFields(valid),
        { label: 'unknown field assignee', body: { ...valid, assignee: 'mem_1' }, status: 422, field: '/assignee' },
        { label: 'project_id is taken from the path', body: { ...valid, project_id: project.id }, status: 422, field: '/project_id' },
        {
          label: 'completed_at is read-only',
          body: { ...valid, completed_at: '2026-01-01T00:00:00Z' },
          status: 422,
          field: '/completed_at',
        },
      ];
      for (const input of cases) await expectRefused(server, owner, 'POST', `/v1/projects/${project.id}/tasks`, input);
      expect(await server.knex('tasks').where({ project_id: project.id }).pluck('id')).to.deep.equal([]);
    });

    it('accepts the boundary values: names of 1 and 255 characters and a description of 10000', async () => {
      const { owner, workspaceId } = await ownerWithWorkspace(server);
      const project = await createProject(owner, workspaceId);
      for (const body of [{ name: 'x' }, { name: chars(255), description: chars(10000) }]) {
        const { data, response } = await owner.client.POST('/v1/projects/{project_id}/tasks', {
          params: { path: { project_id: project.id } },
          body,
        });
        expect(response.status).to.equal(201);
        expect(data!.data).to.include(body);
        expect(await storedTask(server, data!.data.id)).to.deep.equal(data!.data);
      }
    });
  });

  describe('PATCH /v1/tasks/{task_id}', () => {
    it('answers 400 for a body that is not a JSON object, 422 for each invalid value or unknown field, leaving the task unchanged', async () => {
      const { owner, workspaceId } = await ownerWithWorkspace(server);
      const project = await createProject(owner, workspaceId);
      const task = await createTask(owner, project.id, { name: 'Untouched' });
      const cases: BadInput[] = [
        ...notAnObject,
        ...invalidTaskFields({}),
        { label: 'unknown field done', body: { name: 'Renamed', done: true }, status: 422, field: '/done' },
        { label: 'project_id cannot move', body: { project_id: project.id }, status: 422, field: '/project_id' },
        { label: 'completed_at is read-only', body: { completed_at: null }, status: 422, field: '/completed_at' },
      ];
      for (const input of cases) await expectRefused(server, owner, 'PATCH', `/v1/tasks/${task.id}`, input);
      expect(await storedTask(server, task.id)).to.deep.equal(task);
    });
  });
});
