import { expect } from 'chai';
import { ownerWithWorkspace } from '../../contract-tests/support/fixtures.ts';
import { eventsOf } from '../support/outbox.ts';
import { startTestServer, type TestServer } from '../../contract-tests/support/server.ts';
import { createProject } from '../../contract-tests/projects/support/projects.ts';
import { storedProject } from './support/stored.ts';

describe('concurrent project writes', () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer();
  });
  after(async () => {
    await server?.close();
  });

  it('archives once when two requests archive at the same time: one 200, one 409, one project.archived', async () => {
    const { owner, workspaceId } = await ownerWithWorkspace(server);
    const project = await createProject(owner, workspaceId);
    const results = await Promise.all(
      [1, 2].map(() =>
        owner.client.PATCH('/v1/projects/{project_id}', { params: { path: { project_id: project.id } }, body: { archived: true } }),
      ),
    );
    expect(results.map((r) => r.response.status).sort()).to.deep.equal([200, 409]);
    const winner = results.find((r) => r.response.status === 200)!;
    expect(await storedProject(server, project.id)).to.deep.equal(winner.data!.data);
    expect(winner.data!.data.archived).to.equal(true);
    expect(await eventsOf(server, workspaceId, 'project.archived')).to.have.length(1);
  });

  it('creates tasks racing the deletion of their project before it (deleted with it) or answers 404 after it', async () => {
    const { owner, workspaceId } = await ownerWithWorkspace(server);
    for (let round = 0; round < 5; round++) {
      const project = await createProject(owner, workspaceId);
      const [deleted, ...creates] = await Promise.all([
        owner.client.DELETE('/v1/projects/{project_id}', { params: { path: { project_id: project.id } } }),
        ...[1, 2].map(() =>
          owner.client.POST('/v1/projects/{project_id}/tasks', { params: { path: { project_id: project.id } }, body: { name: 'racing' } }),
        ),
      ]);
      expect(deleted.response.status).to.equal(204);
      for (const { response } of creates) expect([201, 404]).to.include(response.status);
      expect(await server.knex('tasks').where({ project_id: project.id }).pluck('id')).to.deep.equal([]);
      expect(await storedProject(server, project.id)).to.equal(undefined);
    }
  });
});
