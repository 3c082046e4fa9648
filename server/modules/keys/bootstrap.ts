import type { Knex } from 'knex';
import { createKeyForUser } from './api-keys.service.ts';
import { findOrCreateUser } from './users.service.ts';
import { newId } from '../../db/ids.ts';
import { insertWorkspaceWithOwner } from '../workspaces/workspaces.queries.ts';

export interface DemoSeed {
  email: string;
  workspaceId: string;
  key: string;
}

/**
 * On a brand-new database (no users yet) makes a demo owner, workspace and admin key, so a fresh
 * `npm start` can be tried at once. Returns undefined when the database already had users.
 */
export async function seedDemoIfEmpty(knex: Knex): Promise<DemoSeed | undefined> {
  return knex.transaction(async (trx) => {
    await trx.raw('lock table users in exclusive mode');
    const existing = await trx('users').first('id');
    if (existing) return undefined;
    const user = await findOrCreateUser(trx, 'demo@example.com', 'Demo Owner');
    const workspaceId = newId('ws');
    await insertWorkspaceWithOwner(
      trx,
      { id: workspaceId, name: 'Demo Workspace', slug: 'demo', timezone: 'UTC' },
      { userId: user.id, memberId: newId('mem') },
    );
    const { secret } = await createKeyForUser(trx, { userId: user.id, name: 'Demo admin key', scope: 'admin', workspaceId });
    return { email: user.email, workspaceId, key: secret };
  });
}
