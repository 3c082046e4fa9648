import { keyFor, memberWithRole, ownerWithWorkspace, type TestUser } from '../../support/fixtures.ts';
import type { TestServer } from '../../support/server.ts';
import { createProject } from './projects.ts';

/**
 * A shared project in a fresh workspace and the callers who see it but may not change it
 * (docs/decisions.md#access): a viewer, and the owner's read-only key; each with the word a 403
 * must name.
 */
export async function sharedProjectWithReadOnlyCallers(server: TestServer) {
  const { owner, workspaceId } = await ownerWithWorkspace(server);
  const viewer = await memberWithRole(server, workspaceId, 'viewer');
  const readOnly = await keyFor(server, owner, 'read-only');
  const project = await createProject(owner, workspaceId, { visibility: 'shared' });
  const callers: Array<[user: TestUser, says: string]> = [
    [viewer, 'viewer'],
    [readOnly, 'read-only'],
  ];
  return { owner, workspaceId, project, callers };
}
