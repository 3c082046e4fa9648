/**
 * Small helpers shared by the member and invitation tests: inviting through the API, a task assigned
 * to a member, event-data checks against the OpenAPI schemas, and repeated race rounds. What a
 * workspace stores is read in system-tests/members/support/workspace-state.ts.
 */
import { expect } from 'chai';
import type { Schemas } from '../../../sdk/src/index.ts';
import type { TestUser } from '../../support/fixtures.ts';
import { loadContract } from '../../support/openapi.ts';

type Role = Schemas['Role'];

export const SEVEN_DAYS_MS = 7 * 24 * 60 * 60 * 1000;

/** Invites through the API and returns the invitation; any error fails the calling test. */
export async function invite(inviter: TestUser, workspaceId: string, email: string, role: Role) {
  const { data, error, response } = await inviter.client.POST('/v1/workspaces/{workspace_id}/invitations', {
    params: { path: { workspace_id: workspaceId } },
    body: { email, role },
  });
  if (!data) throw new Error(`invite ${email}: ${response.status} ${JSON.stringify(error)}`);
  return data.data;
}

/** A shared project with one task assigned to the member, made through the API. */
export async function taskAssignedTo(creator: TestUser, workspaceId: string, memberId: string) {
  const project = await creator.client.POST('/v1/projects', {
    body: { workspace_id: workspaceId, name: 'Roadmap', visibility: 'shared' },
  });
  expect(project.response.status).to.equal(201);
  const task = await creator.client.POST('/v1/projects/{project_id}/tasks', {
    params: { path: { project_id: project.data!.data.id } },
    body: { name: 'Write the launch post', assignee_member_id: memberId },
  });
  expect(task.response.status).to.equal(201);
  expect(task.data!.data.assignee_member_id).to.equal(memberId);
  return { projectId: project.data!.data.id, taskId: task.data!.data.id };
}

/** Fails with the validator's errors unless `value` matches the named schema of the OpenAPI document. */
export function expectSchema(name: string, value: unknown): void {
  const { valid, errors } = loadContract().validateSchema(name, value);
  expect(valid, `${name}: ${JSON.stringify(errors)}\nvalue: ${JSON.stringify(value)}`).to.equal(true);
}

/**
 * Runs a race-sensitive scenario `times` times and fails listing every round where `round` returned
 * a complaint. A race lost only now and then is caught by repetition, not by luck.
 */
export async function everyRound(times: number, round: (index: number) => Promise<string | undefined>): Promise<void> {
  const complaints: string[] = [];
  for (let i = 0; i < times; i++) {
    const complaint = await round(i);
    if (complaint !== undefined) complaints.push(`round ${i + 1}: ${complaint}`);
  }
  expect(complaints, `${complaints.length} of ${times} rounds failed`).to.deep.equal([]);
}
