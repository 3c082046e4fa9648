/** Member and invitation operations as bare requests, for tests that check the answer themselves. */
import type { ApiClient, Schemas } from '../../../sdk/src/index.ts';

export const createInvitation = (client: ApiClient, workspaceId: string, email: string, role: Schemas['Role']) =>
  client.POST('/v1/workspaces/{workspace_id}/invitations', { params: { path: { workspace_id: workspaceId } }, body: { email, role } });

export const listInvitations = (
  client: ApiClient,
  workspaceId: string,
  query: { status?: 'pending' | 'accepted' | 'expired'; page?: number; per_page?: number } = {},
) => client.GET('/v1/workspaces/{workspace_id}/invitations', { params: { path: { workspace_id: workspaceId }, query } });

export const removeMember = (client: ApiClient, workspaceId: string, memberId: string) =>
  client.DELETE('/v1/workspaces/{workspace_id}/members/{member_id}', {
    params: { path: { workspace_id: workspaceId, member_id: memberId } },
  });
