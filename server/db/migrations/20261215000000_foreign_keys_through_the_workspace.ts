import type { Knex } from 'knex';
import { createIndexConcurrently } from '../concurrent-index.ts';
import { addConstraintOnline, alterBriefly } from '../online-ddl.ts';

// A run's automation, a project member's and a task assignee's member are now referred to through
// the workspace, as projects and webhooks are since 20261214000000 (docs/decisions.md, "The workspace
// on every row"): the database itself refuses a row naming another workspace's automation or member,
// and every foreign key between a workspace's tables then holds the shard key. A run also loses its
// own key to `workspaces` (its automation's key implies it) and the index that key's lookup needed: a
// batch of 1,000 runs' insert went from 24–27 ms to 18–19 (docs/decisions.md; issue 29, point 3).
// Outside a transaction: the indexes are built and dropped concurrently, and each key is checked by a
// scan that blocks no writes.
export const config = { transaction: false };

// Waits for the parents' locks are short: every dispatch batch reads automations, every request members.
const lockWaitMs = 300;
// Dropping a key locks its parent whole for a moment: for `workspaces`, which nearly every statement reads, shorter still.
const workspacesLockWaitMs = 100;

interface Replaced {
  table: string;
  name: string;
  definition: string;
  /** The keys it makes redundant, and how to restore each on the way down (`parent`: whose lock dropping it takes). */
  replaces: Array<{ name: string; definition: string; parent?: 'workspaces' }>;
}

const keys: Replaced[] = [
  {
    table: 'automation_runs',
    name: 'automation_runs_automation_in_workspace',
    definition: 'foreign key (workspace_id, automation_id) references automations (workspace_id, id) on delete cascade',
    replaces: [
      {
        name: 'automation_runs_automation_id_fkey',
        definition: 'foreign key (automation_id) references automations (id) on delete cascade',
      },
      // Implied: the automation's own key runs through its project to the workspace.
      {
        name: 'automation_runs_workspace_id_fkey',
        definition: 'foreign key (workspace_id) references workspaces (id) on delete cascade',
        parent: 'workspaces',
      },
    ],
  },
  {
    table: 'project_members',
    name: 'project_members_member_in_workspace',
    definition: 'foreign key (workspace_id, member_id) references members (workspace_id, id) on delete cascade',
    replaces: [{ name: 'project_members_member_id_fkey', definition: 'foreign key (member_id) references members (id) on delete cascade' }],
  },
  {
    table: 'tasks',
    name: 'tasks_assignee_in_workspace',
    // A removed member leaves the task unassigned; its workspace stays (PostgreSQL 15's column list).
    definition:
      'foreign key (workspace_id, assignee_member_id) references members (workspace_id, id) on delete set null (assignee_member_id)',
    replaces: [
      { name: 'tasks_assignee_member_id_fkey', definition: 'foreign key (assignee_member_id) references members (id) on delete set null' },
    ],
  },
];

// What the keys through the workspace refer to: small tables, a moment's build each.
const parentKeys = [
  ['automations_workspace_id_id_key', 'automations (workspace_id, id)'],
  ['members_workspace_id_id_key', 'members (workspace_id, id)'],
] as const;

// Only the runs' key to `workspaces` used it (a workspace's deletion finding its runs, migration
// 20261207000000); they are now found through their automations', and each run written paid for it.
const runsByWorkspace = ['automation_runs_workspace_idx', 'automation_runs (workspace_id)'] as const;

/** How long adding or dropping an old key waits for its locks at a time. */
const waitFor = (old: { parent?: 'workspaces' }) => (old.parent === 'workspaces' ? workspacesLockWaitMs : lockWaitMs);

export async function up(knex: Knex): Promise<void> {
  for (const [name, definition] of parentKeys) await createIndexConcurrently(knex, name, definition, { unique: true });
  for (const key of keys) {
    await addConstraintOnline(knex, key.table, key.name, key.definition, { lockWaitMs });
    // One at a time, so each try waits on one parent's lock.
    for (const old of key.replaces) {
      await alterBriefly(knex, `alter table ${key.table} drop constraint if exists ${old.name}`, {
        lockWaitMs: waitFor(old),
      });
    }
  }
  await knex.raw(`drop index concurrently if exists ${runsByWorkspace[0]}`);
}

export async function down(knex: Knex): Promise<void> {
  await createIndexConcurrently(knex, ...runsByWorkspace);
  for (const key of [...keys].reverse()) {
    for (const old of key.replaces) {
      await addConstraintOnline(knex, key.table, old.name, old.definition, {
        lockWaitMs: waitFor(old),
      });
    }
    await alterBriefly(knex, `alter table ${key.table} drop constraint if exists ${key.name}`, { lockWaitMs });
  }
  for (const [name] of parentKeys) await knex.raw(`drop index concurrently if exists ${name}`);
}
