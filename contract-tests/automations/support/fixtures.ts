/** Automations and their runs as a test needs them, made through the API. */
import { createUser, memberWithRole, ownerWithWorkspace, type TestUser } from '../../support/fixtures.ts';
import type { TestServer } from '../../support/server.ts';
import { createProject } from '../../projects/support/projects.ts';
import { createAutomation, eventBody, runWhen, startRun, type AutomationRunJson } from './api.ts';

/**
 * An automation in a private project, and who must get 404 for which id, as labelled cases: the
 * owner for an unknown id, an editor not added to the project and a user of no workspace for the
 * automation itself (docs/decisions.md#access: what a caller may not see, it is not told exists).
 */
export async function unseenAutomation(server: TestServer) {
  const { owner, workspaceId } = await ownerWithWorkspace(server);
  const hidden = await createProject(owner, workspaceId, { visibility: 'private' });
  const automation = await createAutomation(owner, eventBody(hidden.id));
  const editor = await memberWithRole(server, workspaceId, 'editor');
  const stranger = await createUser(server);
  const cases: Array<[label: string, user: TestUser, id: string]> = [
    ['unknown id', owner, 'auto_doesnotexist00000000000'],
    ['private project, editor not added', editor, automation.id],
    ['not a member', stranger, automation.id],
  ];
  return { owner, workspaceId, hidden, automation, cases };
}

/**
 * An automation with three runs started by hand, all finished with success, and one run of another
 * automation of the same project beside them; `started` is in the order they were started.
 */
export async function automationWithFinishedRuns(server: TestServer) {
  const { owner, workspaceId } = await ownerWithWorkspace(server);
  const project = await createProject(owner, workspaceId);
  const automation = await createAutomation(owner, eventBody(project.id));
  const other = await createAutomation(owner, eventBody(project.id));
  const started: AutomationRunJson[] = [];
  for (let i = 0; i < 3; i++) started.push(await startRun(owner, automation.id));
  await startRun(owner, other.id);
  await Promise.all(started.map((r) => runWhen(owner, automation.id, r.id, (x) => x.status === 'success')));
  return { owner, workspaceId, automation, started };
}
