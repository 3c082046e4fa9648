// Workspaces made through the API for the workspace tests.
import { expect } from 'chai';
import { createUser, ownerWithWorkspace } from '../../support/fixtures.ts';
import type { TestServer } from '../../support/server.ts';

/** A workspace with a project, a task, an automation, a pending invitation and a member who joined through one, all made through the API. */
export async function populatedWorkspace(server: TestServer, name: string) {
  const { owner, workspaceId } = await ownerWithWorkspace(server, name);
  const project = await owner.client.POST('/v1/projects', { body: { workspace_id: workspaceId, name: `${name} project` } });
  const projectId = project.data!.data.id;
  await owner.client.POST('/v1/projects/{project_id}/tasks', { params: { path: { project_id: projectId } }, body: { name: 'A task' } });
  const automation = await owner.client.POST('/v1/automations', {
    body: {
      project_id: projectId,
      name: 'Shout on completion',
      type: 'event',
      trigger: { event: 'task.completed' },
      actions: [{ type: 'send_email', config: { to: 'team@example.test', subject: 'Done', body: '{{task.name}} is done' } }],
    },
  });
  expect(automation.response.status, 'creating the automation').to.equal(201);
  await owner.client.POST('/v1/workspaces/{workspace_id}/invitations', {
    params: { path: { workspace_id: workspaceId } },
    body: { email: `pending-${workspaceId}@example.test`, role: 'viewer' },
  });
  const joiner = await createUser(server);
  const invitation = await owner.client.POST('/v1/workspaces/{workspace_id}/invitations', {
    params: { path: { workspace_id: workspaceId } },
    body: { email: joiner.email, role: 'editor' },
  });
  const accepted = await joiner.client.POST('/v1/invitations/{invitation_id}/accept', {
    params: { path: { invitation_id: invitation.data!.data.id } },
  });
  expect(accepted.response.status, 'accepting the invitation').to.equal(201);
  await owner.client.POST('/v1/projects/{project_id}/members', {
    params: { path: { project_id: projectId } },
    body: { member_id: accepted.data!.data.id },
  });
  return { owner, workspaceId, projectId, joiner };
}
