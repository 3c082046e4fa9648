import type { Knex } from 'knex';
import { createIndexConcurrently } from '../concurrent-index.ts';
import { addWorkspaceColumn, createWorkspaceFromParentFunction, dropWorkspaceColumn, type ChildTable } from '../workspace-column.ts';

// Every row carries its workspace, the shard key (docs/decisions.md, "The workspace on every row"):
// these five reached it only through a parent row. Each gets `workspace_id`, filled from its parent,
// while it goes on taking writes (server/db/workspace-column.ts), and its foreign key to a project or
// webhook now runs through the workspace, so no row can name another workspace than its parent's.
// Outside a transaction: the indexes are built concurrently and the rows filled in batches.
export const config = { transaction: false };

// Parents before children: an attempt's workspace is read from its delivery's.
const children: ChildTable[] = [
  {
    table: 'project_members',
    key: ['project_id', 'member_id'],
    parent: 'projects',
    via: 'project_id',
    foreignKey: { name: 'project_members_project_in_workspace', replaces: 'project_members_project_id_fkey' },
  },
  {
    table: 'automations',
    key: ['id'],
    parent: 'projects',
    via: 'project_id',
    foreignKey: { name: 'automations_project_in_workspace', replaces: 'automations_project_id_fkey' },
  },
  {
    table: 'tasks',
    key: ['id'],
    parent: 'projects',
    via: 'project_id',
    foreignKey: { name: 'tasks_project_in_workspace', replaces: 'tasks_project_id_fkey' },
  },
  {
    table: 'webhook_deliveries',
    key: ['id'],
    parent: 'webhooks',
    via: 'webhook_id',
    foreignKey: { name: 'webhook_deliveries_webhook_in_workspace', replaces: 'webhook_deliveries_webhook_id_fkey' },
  },
  // Its foreign key stays on the delivery's id alone: through the workspace it would need a second
  // unique index on the deliveries, written with every delivery.
  { table: 'webhook_delivery_attempts', key: ['delivery_id', 'number'], parent: 'webhook_deliveries', via: 'delivery_id' },
];

// What the foreign keys through the workspace refer to: small tables, a moment's build each.
const parentKeys = [
  ['projects_workspace_id_id_key', 'projects (workspace_id, id)'],
  ['webhooks_workspace_id_id_key', 'webhooks (workspace_id, id)'],
] as const;

export async function up(knex: Knex): Promise<void> {
  await createWorkspaceFromParentFunction(knex);
  for (const [name, definition] of parentKeys) await createIndexConcurrently(knex, name, definition, { unique: true });
  for (const child of children) await addWorkspaceColumn(knex, child);
}

export async function down(knex: Knex): Promise<void> {
  for (const child of [...children].reverse()) await dropWorkspaceColumn(knex, child);
  for (const [name] of parentKeys) await knex.raw(`drop index concurrently if exists ${name}`);
  await knex.raw('drop function if exists wsa_workspace_from_parent()');
}
