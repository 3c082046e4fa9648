/**
 * How many of a kind of resource carry a name, read through the API: the idempotency tests count
 * what a request made to show that a replay did not make it again.
 */
import type { TestUser } from '../../support/fixtures.ts';

const all = { per_page: 100 } as const;

/** Projects of the workspace named `name`, as `user` sees them. */
export async function projectsNamed(user: TestUser, workspaceId: string, name: string): Promise<number> {
  const { data, error } = await user.client.GET('/v1/workspaces/{workspace_id}/projects', {
    params: { path: { workspace_id: workspaceId }, query: all },
  });
  if (!data) throw new Error(`could not list the projects of ${workspaceId}: ${JSON.stringify(error)}`);
  return data.data.filter((project) => project.name === name).length;
}

/** Tasks of the project named `name`, as `user` sees them. */
export async function tasksNamed(user: TestUser, projectId: string, name: string): Promise<number> {
  const { data, error } = await user.client.GET('/v1/projects/{project_id}/tasks', {
    params: { path: { project_id: projectId }, query: all },
  });
  if (!data) throw new Error(`could not list the tasks of ${projectId}: ${JSON.stringify(error)}`);
  return data.data.filter((task) => task.name === name).length;
}

/** The user's API keys named `name`. */
export async function keysNamed(user: TestUser, name: string): Promise<number> {
  const { data, error } = await user.client.GET('/v1/api-keys', { params: { query: all } });
  if (!data) throw new Error(`could not list the API keys: ${JSON.stringify(error)}`);
  return data.data.filter((key) => key.name === name).length;
}
