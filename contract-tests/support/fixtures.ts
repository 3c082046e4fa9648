import { authChange } from '../../server/auth/auth-change.ts';
import type { WsaClient } from '../../sdk/src/index.ts';
import { notifyAuthChange, type Role, type Scope } from '../../server/auth/auth-cache.ts';
import { newId } from '../../server/db/ids.ts';
import { createKeyForUser } from '../../server/modules/keys/api-keys.service.ts';
import { findOrCreateUser } from '../../server/modules/keys/users.service.ts';
import type { Plan } from '../../server/modules/workspaces/workspaces.model.ts';
import { setWorkspacePlan } from '../../server/modules/workspaces/workspaces.queries.ts';
import { createTestClient } from './client.ts';
import type { TestServer } from './server.ts';

let counter = 0;

export interface TestUser {
  userId: string;
  email: string;
  name: string;
  key: string;
  keyId: string;
  client: WsaClient;
}

/** A user and an API key made the way the operator CLI makes them, with a contract-checking client. */
export async function createUser(
  server: Pick<TestServer, 'url' | 'knex'>,
  options: { email?: string; name?: string; scope?: Scope; homeWorkspaceId?: string | null } = {},
): Promise<TestUser> {
  counter += 1;
  const email = options.email ?? `user${counter}-${process.pid}@example.test`;
  const name = options.name ?? `Test User ${counter}`;
  return server.knex.transaction(async (trx) => {
    const user = await findOrCreateUser(trx, email, name);
    const { key, secret } = await createKeyForUser(trx, {
      userId: user.id,
      name: 'test key',
      scope: options.scope ?? 'admin',
      workspaceId: options.homeWorkspaceId ?? null,
    });
    return {
      userId: user.id,
      email: user.email,
      name: user.name,
      key: secret,
      keyId: key.id,
      client: createTestClient({ baseUrl: server.url, apiKey: secret }),
    };
  });
}

/** Another key for an existing user, e.g. with a narrower scope. */
export async function keyFor(server: TestServer, user: TestUser, scope: Scope, homeWorkspaceId: string | null = null): Promise<TestUser> {
  return createUser(server, { email: user.email, name: user.name, scope, homeWorkspaceId });
}

/** Makes a user a member directly (setup only; the invitation flow has its own tests). */
export async function addMember(server: TestServer, workspaceId: string, user: TestUser, role: Role): Promise<string> {
  const id = newId('mem');
  await server.knex.transaction(async (trx) => {
    await trx('members').insert({ id, workspace_id: workspaceId, user_id: user.userId, role });
    await notifyAuthChange(trx, authChange.member(user.userId, workspaceId));
  });
  return id;
}

export interface WorkspaceFixture {
  owner: TestUser;
  workspaceId: string;
  ownerMemberId: string;
}

/** An owner and a workspace created through the API; the owner's key is homed in the workspace. */
export async function ownerWithWorkspace(server: TestServer, name = 'Acme'): Promise<WorkspaceFixture> {
  const creator = await createUser(server);
  const { data, error } = await creator.client.POST('/v1/workspaces', { body: { name } });
  if (error || !data) throw new Error(`fixture: could not create workspace: ${JSON.stringify(error)}`);
  const owner = await keyFor(server, creator, 'admin', data.data.id);
  const member = await server.knex('members').where({ workspace_id: data.data.id, user_id: creator.userId }).first('id');
  return { owner, workspaceId: data.data.id, ownerMemberId: member!.id };
}

/** A user with a role in the workspace, and a key of the given scope. */
export async function memberWithRole(
  server: TestServer,
  workspaceId: string,
  role: Role,
  scope: Scope = 'admin',
): Promise<TestUser & { memberId: string }> {
  const user = await createUser(server, { scope, homeWorkspaceId: null });
  const memberId = await addMember(server, workspaceId, user, role);
  return { ...user, memberId };
}

/**
 * Puts the workspace on a plan as `cli workspaces set-plan` does: the plan is the operator's to set,
 * the API only shows it. Keys homed in the workspace take the plan's rate limit at once.
 */
export async function setPlan(server: Pick<TestServer, 'knex'>, workspaceId: string, plan: Plan): Promise<void> {
  await server.knex.transaction(async (trx) => {
    if (!(await setWorkspacePlan(trx, workspaceId, plan))) throw new Error(`fixture: no workspace ${workspaceId} to set the plan of`);
  });
}
