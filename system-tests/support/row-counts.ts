// Row counts of every table a request could write to: a refused request must leave them as they were.
import type { Knex } from 'knex';

/** Row counts of the tables a request could write to: compare before and after to prove nothing was written. */
export async function rowCounts(knex: Knex): Promise<Record<string, number>> {
  const tables = [
    'users',
    'workspaces',
    'members',
    'invitations',
    'projects',
    'project_members',
    'tasks',
    'api_keys',
    'events',
    'mail_outbox',
    'automations',
    'automation_runs',
    'webhooks',
    'webhook_deliveries',
  ] as const;
  const counts: Record<string, number> = {};
  for (const table of tables) {
    const row = await knex(table).count({ n: '*' }).first();
    counts[table] = Number(row?.n ?? 0);
  }
  const revoked = await knex('api_keys').whereNotNull('revoked_at').count({ n: '*' }).first();
  counts['api_keys (revoked)'] = Number(revoked?.n ?? 0);
  return counts;
}
