/**
 * Helpers shared by the project and task tests: make, and archive, projects and tasks through the
 * API. What these operations store is read in system-tests/projects/support/stored.ts.
 */
import type { Schemas } from '../../../sdk/src/index.ts';
import { type TestUser } from '../../support/fixtures.ts';

export type ProjectJson = Schemas['Project'];
export type TaskJson = Schemas['Task'];
export type CreateProjectBody = Schemas['CreateProjectRequest'];
export type CreateTaskBody = Schemas['CreateTaskRequest'];

/** The error envelope, as `rawRequest` returns it. */
export interface ErrorEnvelope {
  error: { code: string; message: string; status: number; details?: Array<{ field: string; message: string }>; request_id: string };
}

/** Creates a project through the API (fails the test if it cannot). */
export async function createProject(user: TestUser, workspaceId: string, body: Partial<CreateProjectBody> = {}): Promise<ProjectJson> {
  const { data, error } = await user.client.POST('/v1/projects', {
    body: { workspace_id: workspaceId, name: 'Website relaunch', ...body },
  });
  if (error || !data) throw new Error(`setup: could not create project: ${JSON.stringify(error)}`);
  return data.data;
}

/** Creates a task through the API (fails the test if it cannot). */
export async function createTask(user: TestUser, projectId: string, body: Partial<CreateTaskBody> = {}): Promise<TaskJson> {
  const { data, error } = await user.client.POST('/v1/projects/{project_id}/tasks', {
    params: { path: { project_id: projectId } },
    body: { name: 'Draft the announcement', ...body },
  });
  if (error || !data) throw new Error(`setup: could not create task: ${JSON.stringify(error)}`);
  return data.data;
}

/** Archives a project through the API (fails the test if it cannot). */
export async function archiveProject(user: TestUser, projectId: string): Promise<void> {
  const { error } = await user.client.PATCH('/v1/projects/{project_id}', {
    params: { path: { project_id: projectId } },
    body: { archived: true },
  });
  if (error) throw new Error(`setup: could not archive project: ${JSON.stringify(error)}`);
}

/** A string of `n` characters. */
export const chars = (n: number) => 'x'.repeat(n);
