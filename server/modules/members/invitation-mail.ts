import type { Invitation } from './invitations.model.ts';

export function invitationMail(invitation: Invitation, workspaceName: string, inviterName: string) {
  return {
    to: invitation.email,
    subject: `${inviterName} invited you to ${workspaceName}`,
    text: [
      `${inviterName} invited you to join the workspace "${workspaceName}" as ${invitation.role}.`,
      '',
      `To accept, call POST /v1/invitations/${invitation.id}/accept with an API key of ${invitation.email}.`,
      `The invitation expires at ${invitation.expires_at.toISOString()}.`,
    ].join('\n'),
    workspaceId: invitation.workspace_id,
  };
}
