import { expect } from 'chai';
import { ownerWithWorkspace } from '../../contract-tests/support/fixtures.ts';
import { startTestServer, type TestServer } from '../../contract-tests/support/server.ts';
import { expectRefused, invalidValues, notAnObject, type BadInput } from './support/bad-input.ts';
import { chars, createProject } from '../../contract-tests/projects/support/projects.ts';
import { storedProject } from './support/stored.ts';

/** Invalid values of the fields both project operations take: 422 naming the field. */
const invalidProjectFields = (base: Record<string, unknown>): BadInput[] =>
  invalidValues(base, [
    ['name', ''],
    ['name', chars(256)],
    ['name', 5],
    ['name', null],
    ['description', chars(10001)],
    ['description', false],
    ['color', 'red'],
    ['color', '#12345'],
    ['color', '#1234567'],
    ['color', '#GGGGGG'],
    ['color', '6B7280'],
    ['visibility', 'public'],
    ['visibility', null],
  ]);

describe('bad input to the project operations', () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer();
  });
  after(async () => {
    await server?.close();
  });

  describe('POST /v1/projects', () => {
    it('answers 400 for each missing required field and for a body that is not a JSON object, 422 for each invalid value or unknown field, writing nothing', async () => {
      const { owner, workspaceId } = await ownerWithWorkspace(server);
      const valid = { workspace_id: workspaceId, name: 'Valid', description: 'ok', color: '#6B7280', visibility: 'shared' };
      const without = (field: string) => Object.fromEntries(Object.entries(valid).filter(([k]) => k !== field));
      const cases: BadInput[] = [
        { label: 'no workspace_id', body: without('workspace_id'), status: 400, field: '/workspace_id' },
        { label: 'no name', body: without('name'), status: 400, field: '/name' },
        { label: 'empty object', body: {}, status: 400 },
        ...notAnObject,
        ...invalidProjectFields(valid),
        { label: 'workspace_id a number', body: { ...valid, workspace_id: 7 }, status: 422, field: '/workspace_id' },
        { label: 'workspace_id not a ws_ id', body: { ...valid, workspace_id: 'proj_123' }, status: 422, field: '/workspace_id' },
        { label: 'unknown field colour', body: { ...valid, colour: '#000000' }, status: 422, field: '/colour' },
        { label: 'archived is not settable at creation', body: { ...valid, archived: true }, status: 422, field: '/archived' },
      ];
      for (const input of cases) await expectRefused(server, owner, 'POST', '/v1/projects', input);
      expect(await server.knex('projects').where({ workspace_id: workspaceId }).pluck('id')).to.deep.equal([]);
    });

    it('accepts the boundary values: names of 1 and 255 characters and a description of 10000', async () => {
      const { owner, workspaceId } = await ownerWithWorkspace(server);
      for (const body of [{ name: 'x' }, { name: chars(255), description: chars(10000) }]) {
        const { data, response } = await owner.client.POST('/v1/projects', { body: { workspace_id: workspaceId, ...body } });
        expect(response.status).to.equal(201);
        expect(data!.data).to.include(body);
        expect(await storedProject(server, data!.data.id)).to.deep.equal(data!.data);
      }
    });
  });

  describe('PATCH /v1/projects/{project_id}', () => {
    it('answers 400 for a body that is not a JSON object, 422 for each invalid value or unknown field, leaving the project unchanged', async () => {
      const { owner, workspaceId } = await ownerWithWorkspace(server);
      const project = await createProject(owner, workspaceId, { name: 'Untouched' });
      const cases: BadInput[] = [
        ...notAnObject,
        ...invalidProjectFields({}),
        { label: 'archived a string', body: { archived: 'yes' }, status: 422, field: '/archived' },
        { label: 'archived a number', body: { archived: 1 }, status: 422, field: '/archived' },
        { label: 'unknown field colour', body: { name: 'Renamed', colour: '#000000' }, status: 422, field: '/colour' },
        { label: 'workspace_id cannot move', body: { workspace_id: workspaceId }, status: 422, field: '/workspace_id' },
        { label: 'id is read-only', body: { id: 'proj_other' }, status: 422, field: '/id' },
      ];
      for (const input of cases) await expectRefused(server, owner, 'PATCH', `/v1/projects/${project.id}`, input);
      expect(await storedProject(server, project.id)).to.deep.equal(project);
    });
  });
});
