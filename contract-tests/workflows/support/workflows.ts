/**
 * Helpers for the workflow tests, through the API only: create a workflow, read its runs, and wait
 * (bounded) for a run to reach a status.
 */
import type { components } from '../../../sdk/src/generated/openapi-types.ts';
import type { TestUser } from '../../support/fixtures.ts';
import { waitFor } from '../../support/wait.ts';

export type Workflow = components['schemas']['Workflow'];
export type WorkflowRun = components['schemas']['WorkflowRun'];
export type CreateWorkflow = components['schemas']['CreateWorkflowRequest'];
export type WorkflowStep = components['schemas']['WorkflowStep'];
export type WorkflowDryRun = components['schemas']['WorkflowDryRun'];

function fail(what: string, response: Response, error: unknown): never {
  throw new Error(`${what}: HTTP ${response.status} ${JSON.stringify(error)}`);
}

export async function createWorkflow(user: TestUser, body: CreateWorkflow): Promise<Workflow> {
  const { data, error, response } = await user.client.POST('/v1/workflows', { body });
  if (!data) fail(`create workflow ${body.name}`, response, error);
  return data.data;
}

/** The workflow's runs through the API, newest first. */
export async function workflowRuns(user: TestUser, workflowId: string): Promise<WorkflowRun[]> {
  const { data, error, response } = await user.client.GET('/v1/workflows/{workflow_id}/runs', {
    params: { path: { workflow_id: workflowId }, query: { per_page: 100 } },
  });
  if (!data) fail(`list runs of ${workflowId}`, response, error);
  return data.data;
}

/** Waits until the workflow has `count` runs that all pass `test`, and returns them oldest first. */
export async function runsWhere(
  user: TestUser,
  workflowId: string,
  test: (run: WorkflowRun) => boolean,
  { count = 1, timeoutMs = 15_000, what = 'runs' }: { count?: number; timeoutMs?: number; what?: string } = {},
): Promise<WorkflowRun[]> {
  let last: WorkflowRun[] = [];
  return waitFor(
    async () => {
      last = await workflowRuns(user, workflowId);
      return last.length >= count && last.every(test) ? [...last].reverse() : undefined;
    },
    { what: () => `${count} ${what} of ${workflowId}; so far ${JSON.stringify(last)}`, timeoutMs },
  );
}

/** Waits for `count` runs of the workflow to end (success, failed or cancelled). */
export const endedRuns = (user: TestUser, workflowId: string, count = 1, timeoutMs = 15_000) =>
  runsWhere(user, workflowId, (r) => r.status !== 'running' && r.status !== 'waiting', { count, timeoutMs, what: 'ended runs' });

/** Waits for `count` runs of the workflow to be waiting. */
export const waitingRuns = (user: TestUser, workflowId: string, count = 1, timeoutMs = 15_000) =>
  runsWhere(user, workflowId, (r) => r.status === 'waiting', { count, timeoutMs, what: 'waiting runs' });
