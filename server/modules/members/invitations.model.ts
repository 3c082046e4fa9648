import type { Role } from '../../auth/auth-cache.ts';

declare module 'knex/types/tables.js' {
  interface Tables {
    invitations: Invitation;
  }
}

export type InvitationStatus = 'pending' | 'accepted' | 'expired';

export const invitationValidityMs = 7 * 24 * 60 * 60 * 1000;

/** A `invitations` row. */
export interface Invitation {
  id: string;
  workspace_id: string;
  email: string;
  role: Role;
  status: InvitationStatus;
  invited_by: string | null;
  expires_at: Date;
  accepted_at: Date | null;
  created_at: Date;
}

/** A pending invitation reads `expired` the moment `expires_at` passes, before the periodic job persists it. */
export function effectiveStatus(row: Invitation, now = new Date()): InvitationStatus {
  return row.status === 'pending' && row.expires_at <= now ? 'expired' : row.status;
}

export function toInvitationJson(row: Invitation) {
  return {
    id: row.id,
    workspace_id: row.workspace_id,
    email: row.email,
    role: row.role,
    status: effectiveStatus(row),
    expires_at: row.expires_at.toISOString(),
    created_at: row.created_at.toISOString(),
  };
}
