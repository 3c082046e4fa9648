// A refused read of a project's tasks changes nothing: no row and no outbox event, which only the
// database shows. The answers themselves are checked in contract-tests/tasks/list-tasks.test.ts.
import { expect } from 'chai';
import { memberWithRole, ownerWithWorkspace } from '../../contract-tests/support/fixtures.ts';
import { startTestServer, type TestServer } from '../../contract-tests/support/server.ts';
import { createProject, createTask } from '../../contract-tests/projects/support/projects.ts';
import { tasksOf } from '../../contract-tests/tasks/support/params.ts';
import { expectNothingWritten } from '../projects/support/stored.ts';

describe('a refused GET /v1/projects/{project_id}/tasks writes nothing', () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer();
  });
  after(async () => {
    await server?.close();
  });

  it('answers 404 not_found to a viewer not added to a private project, and for an unknown project', async () => {
    const { owner, workspaceId } = await ownerWithWorkspace(server);
    const viewer = await memberWithRole(server, workspaceId, 'viewer');
    const project = await createProject(owner, workspaceId);
    await createTask(owner, project.id);
    for (const [user, id] of [
      [viewer, project.id],
      [owner, 'proj_0000000000nonexistent'],
    ] as const) {
      await expectNothingWritten(server, async () => {
        const { error, response } = await user.client.GET('/v1/projects/{project_id}/tasks', tasksOf(id));
        expect(response.status).to.equal(404);
        expect(error!.error).to.include({ code: 'not_found', message: `Project ${id} not found.` });
      });
    }
  });
});
