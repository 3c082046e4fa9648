/** The request parameters of the task operations, as the typed client takes them. */

/** GET /v1/projects/{project_id}/tasks with its paging and status filter. */
export const tasksOf = (projectId: string, query: { page?: number; per_page?: number; status?: 'open' | 'completed' } = {}) => ({
  params: { path: { project_id: projectId }, query },
});
