import type { TestServer } from '../../../contract-tests/support/server.ts';
import { ownerWithWorkspace, type WorkspaceFixture } from '../../../contract-tests/support/fixtures.ts';
import { createProject } from '../../../contract-tests/webhooks/support/webhooks.ts';
import { createAutomation } from '../../../contract-tests/automations/support/api.ts';

/** A workspace with a project and an automation on `task.created` that creates a task: what the scale suite's engine claims run against. */
export async function workspaceWithEventAutomation(server: TestServer, name: string) {
  const fixture: WorkspaceFixture = await ownerWithWorkspace(server);
  const project = await createProject(fixture.owner, fixture.workspaceId);
  const automation = await createAutomation(fixture.owner, {
    project_id: project.id,
    name,
    type: 'event',
    trigger: { event: 'task.created' },
    actions: [{ type: 'create_task', config: { name: 'x' } }],
  });
  return { fixture, project, automation };
}
