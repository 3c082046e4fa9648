/**
 * Request bodies of the workflow API contract tests that are valid as they stand, and small calls
 * through the typed client that set up or read what a test then checks. Everything goes through the
 * API: the stored rows are the system tests' business.
 */
import type { components } from '../../../sdk/src/generated/openapi-types.ts';
import type { TestUser } from '../../support/fixtures.ts';
import type { CreateWorkflow, Workflow, WorkflowStep } from './workflows.ts';

export type EventWorkflowBody = Extract<CreateWorkflow, { type: 'event' }>;
export type ScheduledWorkflowBody = Extract<CreateWorkflow, { type: 'scheduled' }>;
export type WorkflowListItem = Omit<Workflow, 'steps'>;
export type UpdateWorkflow = components['schemas']['UpdateWorkflowRequest'];

/** A step that succeeds without any outside service: without SMTP the mail is kept in the service's outbox. */
export const mailStep = (to = 'ops@example.test'): WorkflowStep => ({
  type: 'action',
  action: { type: 'send_email', config: { to, subject: 'Workflow for {{project.name}}', body: 'Hello' } },
});

/** A step that makes a task named `name` in the workflow's project (templates allowed). */
export const taskStep = (name: string): WorkflowStep => ({ type: 'action', action: { type: 'create_task', config: { name } } });

export const waitStep = (minutes: number): WorkflowStep => ({ type: 'wait', minutes });

/** A valid body for an event workflow (task.created, one e-mail step), created disabled unless `overrides` says otherwise. */
export function eventWorkflowBody(projectId: string, overrides: Partial<EventWorkflowBody> = {}): EventWorkflowBody {
  return {
    project_id: projectId,
    name: 'Mail on new tasks',
    type: 'event',
    trigger: { event: 'task.created' },
    steps: [mailStep()],
    ...overrides,
  };
}

/** A valid body for a scheduled workflow (daily at 09:00, fine for every plan). */
export function scheduledWorkflowBody(projectId: string, overrides: Partial<ScheduledWorkflowBody> = {}): ScheduledWorkflowBody {
  return {
    project_id: projectId,
    name: 'Morning check',
    type: 'scheduled',
    trigger: { schedule: '0 9 * * *' },
    steps: [mailStep()],
    ...overrides,
  };
}

/** A workflow as lists show it: everything but `steps`. */
export const listItem = ({ steps: _steps, ...item }: Workflow): WorkflowListItem => item;

/** The path parameter of the workflow operations. */
export const workflowPath = (id: string) => ({ params: { path: { workflow_id: id } } });

/** The path parameters of the run operations. */
export const runPath = (workflowId: string, runId: string) => ({ params: { path: { workflow_id: workflowId, run_id: runId } } });

/** Changes a workflow through the API (fails the test if it cannot). */
export async function patchWorkflow(user: TestUser, id: string, body: UpdateWorkflow): Promise<Workflow> {
  const { data, error, response } = await user.client.PATCH('/v1/workflows/{workflow_id}', { ...workflowPath(id), body });
  if (!data) throw new Error(`setup: could not update workflow ${id}: HTTP ${response.status} ${JSON.stringify(error)}`);
  return data.data;
}

/** Well-formed ids that name nothing. */
export const unknownWorkflowId = 'wf_00000000000000000000000000';
export const unknownRunId = 'run_00000000000000000000000000';
