/**
 * One workspace holding one resource of every kind the contract's paths name, built through the
 * API, for the table tests that need real ids. The webhook is made to a peer the server trusts
 * (contract-tests/support/webhook-peer.ts), since the API pings it first. The workflow's run is
 * started as runs are, by a task its trigger matches, so it needs the server's worker.
 */
import { expect } from 'chai';
import { rawRequest } from '../../support/client.ts';
import { memberWithRole, ownerWithWorkspace, type TestUser } from '../../support/fixtures.ts';
import type { HttpsReceiver } from '../../support/https.ts';
import type { TestServer } from '../../support/server.ts';
import { waitFor } from '../../support/wait.ts';
import { createWebhookToPeer } from '../../support/webhook-peer.ts';
import { allOperations, exampleBody, type OperationInfo } from './operation-table.ts';

export interface WorkspaceResources {
  owner: TestUser;
  workspaceId: string;
  /** An editor member (not the owner), with memberId. */
  editor: TestUser & { memberId: string };
  /**
   * Real ids by collection segment (`workspaces`, `projects`, `tasks`, `members`, …); a workflow
   * run's id under `workflows/runs`, as `runs` is an automation run's (see {@link idKey}).
   */
  ids: Record<string, string>;
}

/**
 * The key of {@link WorkspaceResources.ids} for an operation's path parameter: its collection
 * segment, except under `/v1/workflows/`, where `runs` names a workflow run (`workflows/runs`):
 * automation runs and workflow runs share the segment and the `run_` prefix, not the resource.
 */
export function idKey(op: Pick<OperationInfo, 'path'>, segment: string): string {
  return segment === 'runs' && op.path.startsWith('/v1/workflows/') ? 'workflows/runs' : segment;
}

export interface ResourceOptions {
  /** The webhook peer the server trusts. */
  peer: HttpsReceiver;
  /**
   * Makes the delivery of the webhook's first event and returns its id. By default it is awaited
   * through the delivery log, which needs a server running its worker.
   */
  deliveryFor?: (webhookId: string) => Promise<string>;
}

const operation = (operationId: string) => allOperations.find((op) => op.operationId === operationId)!;

export async function buildWorkspaceResources(server: TestServer, name: string, options: ResourceOptions): Promise<WorkspaceResources> {
  const { owner, workspaceId } = await ownerWithWorkspace(server, name);
  const ids: Record<string, string> = { workspaces: workspaceId, 'api-keys': owner.keyId };

  // The webhook first, so the project created next is an event it is delivered.
  ids.webhooks = await createWebhookToPeer(owner, workspaceId, options.peer);
  const project = await owner.client.POST('/v1/projects', {
    body: { workspace_id: workspaceId, name: `${name} project`, visibility: 'shared' },
  });
  expect(project.response.status, 'creating the project').to.equal(201);
  ids.projects = project.data!.data.id;
  ids.deliveries = await (options.deliveryFor ?? ((webhookId) => firstDelivery(owner, webhookId)))(ids.webhooks);
  // The workflow before the task, so that the task starts its run; only this task, so that the
  // tasks the table tests make start nothing that writes behind their backs.
  const workflow = await owner.client.POST('/v1/workflows', {
    body: {
      ...(exampleBody(operation('createWorkflow')) as { type: 'event'; name: string }),
      project_id: ids.projects,
      enabled: true,
      trigger: { event: 'task.created', filters: [{ field: 'task.name', operator: 'is', value: `${name} task` }] },
      steps: [{ type: 'action', action: { type: 'send_email', config: { to: 'ops@resources.example', subject: 's', body: 'b' } } }],
    },
  });
  expect(workflow.response.status, 'creating the workflow').to.equal(201);
  ids.workflows = workflow.data!.data.id;
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

  const created = await rawRequest<{ data: { id: string } }>(server.url, {
    method: 'POST',
    path: '/v1/automations',
    apiKey: owner.key,
    // Scheduled, so that every automation operation, the schedule preview included, has its success to give the owner.
    body: {
      ...exampleBody(operation('createAutomation')),
      project_id: ids.projects,
      type: 'scheduled',
      trigger: { schedule: '0 9 * * *' },
    },
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
  // The feed lists an event once every older transaction on the server has ended (docs/decisions.md#events-feed):
  // on a server other tests share, one of theirs may still be open for a moment.
  let events = { body: { data: [] as Array<{ id: string }> } };
  for (const deadline = Date.now() + 10_000; events.body.data.length === 0 && Date.now() < deadline;) {
    events = await rawRequest<{ data: Array<{ id: string }> }>(server.url, {
      method: 'GET',
      path: `/v1/events?workspace_id=${workspaceId}&per_page=1`,
      apiKey: owner.key,
    });
    if (events.body.data.length === 0) await new Promise((resolve) => setTimeout(resolve, 50));
  }
  expect(events.body.data, 'the workspace has events').to.have.length(1);
  ids.events = events.body.data[0]!.id;
  // Without its worker the server starts no workflow run: tables that need one then have a placeholder.
  if (server.deps.config.runWorker) {
    ids['workflows/runs'] = await endedWorkflowRun(owner, ids.workflows);
    ids.notifications = await firstNotification(owner, workspaceId);
  }
  return { owner, workspaceId, editor, ids };
}

/** The id of the workflow's first run, once it has ended (so it changes no more). */
async function endedWorkflowRun(owner: TestUser, workflowId: string): Promise<string> {
  return waitFor(
    async () => {
      const { data } = await owner.client.GET('/v1/workflows/{workflow_id}/runs', { params: { path: { workflow_id: workflowId } } });
      const run = data?.data[0];
      return run && run.status !== 'running' && run.status !== 'waiting' ? run.id : undefined;
    },
    { what: `an ended run of workflow ${workflowId}` },
  );
}

/** The id of the owner's first notification: the workflow run's end, which the owner authored. */
async function firstNotification(owner: TestUser, workspaceId: string): Promise<string> {
  return waitFor(
    async () => {
      const { data } = await owner.client.GET('/v1/notifications', { params: { query: { workspace_id: workspaceId } } });
      return data?.data[0]?.id;
    },
    { what: `a notification of the owner in ${workspaceId}` },
  );
}

/** The id of the webhook's first delivery, once the worker has made it and the peer took it (so it changes no more). */
async function firstDelivery(owner: TestUser, webhookId: string): Promise<string> {
  return waitFor(
    async () => {
      const { data } = await owner.client.GET('/v1/webhooks/{webhook_id}/deliveries', { params: { path: { webhook_id: webhookId } } });
      const delivery = data?.data[0];
      return delivery?.status === 'succeeded' ? delivery.id : undefined;
    },
    { what: `a succeeded delivery of webhook ${webhookId}` },
  );
}
