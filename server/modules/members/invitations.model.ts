import { Model } from 'objection';
import type { Role } from '../../auth/auth-cache.ts';

export type InvitationStatus = 'pending' | 'accepted' | 'expired';

export const invitationValidityMs = 7 * 24 * 60 * 60 * 1000;

export class Invitation extends Model {
  static override tableName = 'invitations';

  declare id: string;
  declare workspace_id: string;
  declare email: string;
  declare role: Role;
  declare status: InvitationStatus;
  declare invited_by: string | null;
  declare expires_at: Date;
  declare accepted_at: Date | null;
  declare created_at: Date;
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
