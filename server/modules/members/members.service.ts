import type { OperationRequest } from '../../../generated/handlers.ts';
import type { AppDeps } from '../../context.ts';
import { authChange } from '../../auth/auth-change.ts';
import type { Knex } from 'knex';
import { accessScope, assertAllowed, assertCanWrite, workspaceMembership, type Caller } from '../../auth/access.ts';
import { recordEvent, userActor } from '../../events/record-event.ts';
import { conflict, forbidden, notFound } from '../../errors.ts';
import { assertRoomToOwn } from '../workspaces/workspace-bounds.ts';
import { changeTask } from '../tasks/task-changes.ts';
import { one } from '../../db/one.ts';
import { membersWithUsers, toMemberJson, type MemberRow } from './members.model.ts';

export async function listMembers(deps: AppDeps, caller: Caller, { path }: OperationRequest<'listMembers'>) {
  const { knex } = deps;
  await workspaceMembership(accessScope(deps, caller), path.workspace_id);
  const rows = await membersWithUsers(knex)
    .where('m.workspace_id', path.workspace_id)
    .orderBy([
      { column: 'm.joined_at', order: 'desc' },
      { column: 'm.id', order: 'desc' },
    ]);
  return rows.map(toMemberJson);
}

async function lockedMember(trx: Knex.Transaction, workspaceId: string, memberId: string): Promise<MemberRow> {
  // Lock the workspace's owners too: two owners demoting each other at once must not leave none.
  await trx('members').where({ workspace_id: workspaceId, role: 'owner' }).forUpdate().select('id');
  const member = await membersWithUsers(trx).where({ 'm.id': memberId, 'm.workspace_id': workspaceId }).forUpdate('m').first();
  if (!member) throw notFound(`Member ${memberId} not found in this workspace.`);
  return member;
}

async function ownerCount(trx: Knex.Transaction, workspaceId: string): Promise<number> {
  const row = await trx('members').where({ workspace_id: workspaceId, role: 'owner' }).count({ n: '*' }).first();
  return Number(row?.n ?? 0);
}

export async function updateMember(deps: AppDeps, caller: Caller, { path, body }: OperationRequest<'updateMember'>) {
  const { knex, authCache: cache } = deps;
  const { workspace_id: workspaceId, member_id: memberId } = path;
  const { role } = body;
  const mine = await workspaceMembership(accessScope(deps, caller), workspaceId);
  assertAllowed(caller, mine.role, { need: 'manage', action: 'Changing member roles' });
  const result = await knex.transaction(async (trx) => {
    const member = await lockedMember(trx, workspaceId, memberId);
    if ((member.role === 'owner' || role === 'owner') && mine.role !== 'owner') {
      throw forbidden('Only an owner can change an owner’s role or make someone an owner.');
    }
    if (member.id === mine.memberId && member.role === 'owner' && role !== 'owner') {
      throw forbidden('An owner cannot downgrade their own role; another owner must do it.');
    }
    if (member.role === 'owner' && role !== 'owner' && (await ownerCount(trx, workspaceId)) <= 1) {
      throw conflict('The workspace must keep at least one owner.');
    }
    if (member.role === role) return { json: toMemberJson(member), change: undefined };
    if (role === 'owner') await assertRoomToOwn(trx, member.user_id, { another: true });
    await trx('members').where({ id: memberId }).update({ role });
    const change = await cache.announce(trx, authChange.member(member.user_id, workspaceId));
    const json = toMemberJson({ ...member, role });
    await recordEvent(trx, {
      workspaceId,
      type: 'member.role_changed',
      actor: userActor(caller),
      data: { member: json, previous_role: member.role },
    });
    return { json, change };
  });
  // 200 means the new role holds in every server process.
  await result.change?.done;
  return result.json;
}

/**
 * Removes a member (admins, or the member leaving): access ends at once in every process, the user
 * account stays, and the member's tasks stay but are unassigned (each writing `task.updated`).
 */
export async function removeMember(deps: AppDeps, caller: Caller, { path }: OperationRequest<'removeMember'>): Promise<void> {
  const { knex, authCache: cache } = deps;
  const { workspace_id: workspaceId, member_id: memberId } = path;
  const mine = await workspaceMembership(accessScope(deps, caller), workspaceId);
  if (memberId === mine.memberId) assertCanWrite(caller);
  else assertAllowed(caller, mine.role, { need: 'manage', action: 'Removing members' });
  const change = await knex.transaction(async (trx) => {
    const member = await lockedMember(trx, workspaceId, memberId);
    if (member.role === 'owner' && mine.role !== 'owner') throw forbidden('Only an owner can remove an owner.');
    if (member.role === 'owner' && (await ownerCount(trx, workspaceId)) <= 1) {
      throw conflict('The workspace must keep at least one owner: make someone else an owner first.');
    }
    const origin = { actor: userActor(caller), automationChain: [] };
    const assigned = await trx('tasks').where('assignee_member_id', memberId).forUpdate();
    for (const task of assigned) {
      const project = one(await trx('projects').where({ id: task.project_id }));
      await changeTask({ trx, project, origin }, task, { assignee_member_id: null });
    }
    await trx('members').where({ id: memberId }).delete();
    const announced = await cache.announce(trx, authChange.member(member.user_id, workspaceId));
    await recordEvent(trx, { workspaceId, type: 'member.removed', actor: origin.actor, data: { member: toMemberJson(member) } });
    return announced;
  });
  // 204 means access has ended in every server process.
  await change.done;
}
