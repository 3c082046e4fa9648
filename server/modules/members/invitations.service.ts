import type { OperationRequest } from '../../../generated/handlers.ts';
import type { Knex } from 'knex';
import type { AppDeps } from '../../context.ts';
import { authChange } from '../../auth/auth-change.ts';
import { assertAllowed, assertCanWrite, roleAtLeast, workspaceMembership, type Caller, accessScope } from '../../auth/access.ts';
import { recordEvent, userActor } from '../../events/record-event.ts';
import { conflict, forbidden, notFound } from '../../errors.ts';
import { pageOf } from '../../http/pagination.ts';
import { newId } from '../../db/ids.ts';
import { assertRoomToOwn, atWorkspaceBound } from '../workspaces/workspace-bounds.ts';
import { enqueue } from '../../queue/enqueue.ts';
import { membersWithUsers, toMemberJson } from './members.model.ts';
import { invitationMail } from './invitation-mail.ts';
import { effectiveStatus, invitationValidityMs, toInvitationJson } from './invitations.model.ts';
import { one } from '../../db/one.ts';

export async function listInvitations(deps: AppDeps, caller: Caller, { path, query }: OperationRequest<'listInvitations'>) {
  const { knex } = deps;
  const workspaceId = path.workspace_id;
  const membership = await workspaceMembership(accessScope(deps, caller), workspaceId);
  // A read: it needs the admin role, like reading webhooks, but any key scope (read-only allows GETs).
  if (!roleAtLeast(membership.role, 'admin')) {
    throw forbidden(`Your role in this workspace (${membership.role}) cannot do this: Listing invitations needs admin or owner.`);
  }
  const list = knex('invitations').where('workspace_id', workspaceId).orderBy('id', 'desc');
  // Filter on the status as read, where a pending invitation past expires_at is already expired.
  if (query.status === 'pending') list.where('status', 'pending').where('expires_at', '>', knex.fn.now());
  if (query.status === 'accepted') list.where('status', 'accepted');
  if (query.status === 'expired')
    list.where((q) => {
      q.where('status', 'expired').orWhere((p) => {
        p.where('status', 'pending').where('expires_at', '<=', knex.fn.now());
      });
    });
  return pageOf(list, query, toInvitationJson);
}

/** Admins invite; only an owner invites an owner. */
export async function createInvitationAccess(
  deps: AppDeps,
  caller: Caller,
  { path, body }: OperationRequest<'createInvitation'>,
): Promise<void> {
  const { role } = body;
  const membership = await workspaceMembership(accessScope(deps, caller), path.workspace_id);
  assertAllowed(
    caller,
    membership.role,
    role === 'owner' ? { need: 'own', action: 'Inviting an owner' } : { need: 'manage', action: 'Inviting members' },
  );
}

export async function createInvitation(deps: AppDeps, caller: Caller, req: OperationRequest<'createInvitation'>) {
  const { knex } = deps;
  const { body } = req;
  const workspaceId = req.path.workspace_id;
  await createInvitationAccess(deps, caller, req);
  return knex.transaction(async (trx) => {
    // Locked against other invitations to it, so concurrent ones cannot pass the limit together; FOR NO
    // KEY UPDATE leaves the workspace's other writes (which take FOR KEY SHARE) alone.
    const workspace = one(await trx('workspaces').where({ id: workspaceId }).forNoKeyUpdate().select('name'));
    const active = await membersWithUsers(trx).where('m.workspace_id', workspaceId).whereRaw('u.email = ?::citext', [body.email]).first();
    if (active) throw conflict(`${body.email} is already an active member of this workspace.`);
    // A re-invite supersedes the pending invitation to the same address.
    await trx('invitations')
      .where({ workspace_id: workspaceId, status: 'pending' })
      .whereRaw('email = ?::citext', [body.email])
      .update({ status: 'expired' });
    await assertRoomForInvitation(trx, workspaceId);
    const invitation = one(
      await trx('invitations')
        .insert({
          id: newId('inv'),
          workspace_id: workspaceId,
          email: body.email,
          role: body.role,
          invited_by: caller.userId,
          expires_at: new Date(Date.now() + invitationValidityMs),
        })
        .returning('*'),
    );
    const json = toInvitationJson(invitation);
    await recordEvent(trx, { workspaceId, type: 'member.invited', actor: userActor(caller), data: { invitation: json } });
    await enqueue(trx, [{ task: 'send_mail', payload: invitationMail(invitation, workspace.name, caller.userName), maxAttempts: 10 }]);
    return json;
  });
}

/** Pending invitations a workspace may have (docs/decisions.md#bounds): each sent a mail, and each is a row and an event. */
export const maxPendingInvitations = 500;

async function assertRoomForInvitation(trx: Knex.Transaction, workspaceId: string): Promise<void> {
  const pending = await trx('invitations')
    .where({ workspace_id: workspaceId, status: 'pending' })
    .where('expires_at', '>', trx.fn.now())
    .count({ n: '*' })
    .first();
  if (Number(pending?.n) >= maxPendingInvitations) {
    throw atWorkspaceBound(workspaceId, {
      max: maxPendingInvitations,
      what: 'pending invitations',
      remedy: 'revoke one or wait for some to be accepted or expire',
    });
  }
}

export async function revokeInvitation(deps: AppDeps, caller: Caller, { path }: OperationRequest<'revokeInvitation'>): Promise<void> {
  const { knex } = deps;
  const { workspace_id: workspaceId, invitation_id: invitationId } = path;
  const membership = await workspaceMembership(accessScope(deps, caller), workspaceId);
  assertAllowed(caller, membership.role, { need: 'manage', action: 'Revoking invitations' });
  const deleted = await knex('invitations').where({ id: invitationId, workspace_id: workspaceId }).delete();
  if (deleted === 0) throw notFound(`Invitation ${invitationId} not found.`);
}

/**
 * Who may accept an invitation: its addressee, with a key that may write. The address is checked where
 * the invitation is read (404 for anyone else); an accepted one stays the caller's, so only the key's
 * scope can change after it (reads nothing, so it takes the caller alone).
 */
export function acceptInvitationAccess(caller: Caller): void {
  assertCanWrite(caller);
}

/** Only the invited address may accept; to anyone else the invitation does not exist. */
export async function acceptInvitation(deps: AppDeps, caller: Caller, { path }: OperationRequest<'acceptInvitation'>) {
  const { knex, authCache: cache } = deps;
  const invitationId = path.invitation_id;
  acceptInvitationAccess(caller);
  const { json, change } = await knex.transaction(async (trx) => {
    // An invitation to a workspace being deleted (workspace-deletion.ts) is gone with it.
    const invitation = await trx('invitations')
      .where({ id: invitationId })
      .whereExists(trx('workspaces').whereRaw('workspaces.id = invitations.workspace_id').whereNull('deleted_at'))
      .forUpdate()
      .first();
    if (!invitation || invitation.email.toLowerCase() !== caller.userEmail.toLowerCase())
      throw notFound(`Invitation ${invitationId} not found.`);
    const status = effectiveStatus(invitation);
    if (status === 'accepted') throw conflict(`Invitation ${invitationId} was already accepted.`);
    if (status === 'expired')
      throw conflict(`Invitation ${invitationId} expired at ${invitation.expires_at.toISOString()}; ask for a new one.`);
    const existing = await trx('members').where({ workspace_id: invitation.workspace_id, user_id: caller.userId }).first('id');
    if (existing) throw conflict('You are already a member of this workspace.');
    if (invitation.role === 'owner') await assertRoomToOwn(trx, caller.userId);
    await trx('invitations').where({ id: invitationId }).update({ status: 'accepted', accepted_at: new Date() });
    const memberId = newId('mem');
    await trx('members').insert({ id: memberId, workspace_id: invitation.workspace_id, user_id: caller.userId, role: invitation.role });
    const change = await cache.announce(trx, authChange.member(caller.userId, invitation.workspace_id));
    // The member inserted just above, in this transaction.
    const member = (await membersWithUsers(trx).where('m.id', memberId).first())!;
    const json = toMemberJson(member);
    await recordEvent(trx, {
      workspaceId: invitation.workspace_id,
      type: 'member.joined',
      actor: userActor(caller),
      data: { member: json },
    });
    return { json, change };
  });
  // A "not a member" answer may be cached for the caller anywhere: 201 means it is gone everywhere.
  await change.done;
  return json;
}
