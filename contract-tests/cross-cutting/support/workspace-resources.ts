/**
 * One workspace holding one resource of every kind the contract's paths name, built through the
 * API where the server implements it, for the table tests that need real ids.
 */
import { expect } from 'chai';
import { newId } from '../../../server/db/ids.ts';
import { secretBox } from '../../../server/secrets/secret-box.ts';
import { rawRequest } from '../../support/client.ts';
import { memberWithRole, ownerWithWorkspace, type TestUser } from '../../support/fixtures.ts';
import type { TestServer } from '../../support/server.ts';
import { allOperations, exampleBody, isImplemented } from './operation-table.ts';

export interface WorkspaceResources {
  owner: TestUser;
  workspaceId: string;
  /** An editor member (not the owner), with memberId. */
  editor: TestUser & { memberId: string };
  /** Real ids by collection segment (`workspaces`, `projects`, `tasks`, `members`, …). */
  ids: Record<string, string>;
}

const operation = (operationId: string) => allOperations.find((op) => op.operationId === operationId);

export async function buildWorkspaceResources(server: TestServer, name: string): Promise<WorkspaceResources> {
  const { owner, workspaceId } = await ownerWithWorkspace(server, name);
  const ids: Record<string, string> = { workspaces: workspaceId, 'api-keys': owner.keyId };

  const project = await owner.client.POST('/v1/projects', {
    body: { workspace_id: workspaceId, name: `${name} project`, visibility: 'shared' },
  });
  expect(project.response.status, 'creating the project').to.equal(201);
  ids.projects = project.data!.data.id;
  const task = await owner.client.POST('/v1/projects/{project_id}/tasks', {
    params: { path: { project_id: ids.projects } },
    body: { name: `${name} task` },
  });
  expect(task.response.status, 'creating the task').to.equal(201);
  ids.tasks = task.data!.data.id;
  const editor = await memberWithRole(server, workspaceId, 'editor');
  ids.members = editor.memberId;
  const added = await owner.client.POST('/v1/projects/{project_id}/members', {
    params: { path: { project_id: ids.projects } },
    body: { member_id: editor.memberId },
  });
  expect(added.response.status, 'adding the editor to the project').to.equal(201);
  const invitation = await owner.client.POST('/v1/workspaces/{workspace_id}/invitations', {
    params: { path: { workspace_id: workspaceId } },
    body: { email: `invitee-${ids.projects}@resources.example`, role: 'viewer' },
  });
  expect(invitation.response.status, 'inviting').to.equal(201);
  ids.invitations = invitation.data!.data.id;

  // Automations and webhooks, once the server implements them.
  const createAutomation = operation('createAutomation');
  if (createAutomation && isImplemented(createAutomation)) {
    const created = await rawRequest<{ data: { id: string } }>(server.url, {
      method: 'POST',
      path: '/v1/automations',
      apiKey: owner.key,
      // Scheduled, so that every automation operation, the schedule preview included, has its success to give the owner.
      body: { ...exampleBody(createAutomation), project_id: ids.projects, type: 'scheduled', trigger: { schedule: '0 9 * * *' } },
    });
    expect(created.status, 'creating the automation').to.equal(201);
    ids.automations = created.body.data.id;
    const run = await rawRequest<{ data: { id: string } }>(server.url, {
      method: 'POST',
      path: `/v1/automations/${ids.automations}/runs`,
      apiKey: owner.key,
    });
    expect(run.status, 'starting a run').to.equal(201);
    ids.runs = run.body.data.id;
  }
  const getWebhook = operation('getWebhook');
  if (getWebhook && isImplemented(getWebhook)) {
    // Straight into the tables: creating one through the API needs an HTTPS receiver for its ping,
    // which is the webhook tests' business. The secret is sealed as the API seals it, so a request
    // that opens it (a changed URL is pinged) gets the answer the API gives, not a fixture's fault.
    ids.webhooks = newId('wh');
    await server.knex('webhooks').insert({
      id: ids.webhooks,
      workspace_id: workspaceId,
      url: 'https://receiver.resources.example/hook',
      events: ['project.created'],
      secret_ciphertext: secretBox(server.deps.config.secretKey!).seal(`whsec_${'0'.repeat(32)}`),
    });
    const event = await server.knex('events').where({ workspace_id: workspaceId }).first('id', 'type');
    ids.deliveries = newId('dlv');
    await server
      .knex('webhook_deliveries')
      .insert({ id: ids.deliveries, webhook_id: ids.webhooks, event_id: event!.id, event_type: event!.type, status: 'succeeded' });
  }
  return { owner, workspaceId, editor, ids };
}
