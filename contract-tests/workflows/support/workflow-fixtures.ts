/**
 * Workspaces the workflow API tests start from, made through the API: workflows in a shared and a
 * private project, and the callers who may read but not change them.
 */
import { keyFor, memberWithRole, ownerWithWorkspace, type TestUser } from '../../support/fixtures.ts';
import type { TestServer } from '../../support/server.ts';
import { createProject } from '../../automations/support/e2e.ts';
import { createWorkflow } from './workflows.ts';
import { eventWorkflowBody, scheduledWorkflowBody } from './workflow-bodies.ts';
import type { Workflow } from './workflows.ts';

/** A workspace with a shared and a private project, a workflow in each (shared first, event; private, scheduled), and an editor added to neither. */
export async function workspaceWithWorkflows(server: TestServer) {
  const fixture = await ownerWithWorkspace(server);
  const { owner, workspaceId } = fixture;
  const shared = await createProject(owner, workspaceId, 'Shared', 'shared');
  const hidden = await createProject(owner, workspaceId, 'Private', 'private');
  const inShared = await createWorkflow(owner, eventWorkflowBody(shared.id, { name: 'In shared' }));
  const inPrivate = await createWorkflow(owner, scheduledWorkflowBody(hidden.id, { name: 'In private' }));
  const editor = await memberWithRole(server, workspaceId, 'editor');
  return { ...fixture, shared, hidden, inShared, inPrivate, editor };
}

/** The callers who see a shared project but may not change it, each with the word its 403 names: a viewer, and the owner's read-only key. */
export async function readOnlyCallers(server: TestServer, workspaceId: string, owner: TestUser): Promise<Array<[TestUser, string]>> {
  const viewer = await memberWithRole(server, workspaceId, 'viewer');
  const readOnly = await keyFor(server, owner, 'read-only');
  return [
    [viewer, 'viewer'],
    [readOnly, 'read-only'],
  ];
}

/** A workspace of its own, a shared project, and an enabled workflow of `steps` that every task created there fires. */
export async function firingWorkflow(server: TestServer, tag: string, steps: Workflow['steps']) {
  const fixture = await ownerWithWorkspace(server, `Workflows ${tag}`);
  const project = await createProject(fixture.owner, fixture.workspaceId, `Project ${tag}`);
  const workflow = await createWorkflow(fixture.owner, eventWorkflowBody(project.id, { name: `Workflow ${tag}`, enabled: true, steps }));
  return { ...fixture, project, workflow };
}
