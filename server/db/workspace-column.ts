import type { Knex } from 'knex';
import { addConstraintOnline, alterBriefly } from './online-ddl.ts';
import { restAfterBatch } from './batched-removal.ts';

/**
 * A table whose rows reached their workspace only through a parent row, being given its own
 * `workspace_id` (the shard key every row carries: docs/decisions.md, "The workspace on every row").
 */
export interface ChildTable {
  table: string;
  /** Its primary key's columns, walked in order by the fill. */
  key: string[];
  /** The row it belongs to: a table with `id` and `workspace_id`. */
  parent: string;
  /** Its column naming the parent row. */
  via: string;
  /**
   * The foreign key to the parent made to run through the workspace too, `(workspace_id, via)` to the
   * parent's `(workspace_id, id)` (unique there), so a row can never name another workspace than its
   * parent's; it replaces the foreign key `replaces`, with the same `on delete cascade`.
   */
  foreignKey?: { name: string; replaces: string };
}

const batchRows = 1_000;
/** A step that locks the parent (a project, a webhook: read by every request) holds those reads at most this long a try. */
const parentLockWaitMs = 300;

/**
 * What fills `workspace_id` from the parent row on an insert that leaves it out: a process of the
 * version before this column (during a rolling upgrade) writes rows without it. Called only then
 * (the trigger's WHEN), so the rows this version writes, which carry it, pay nothing for it. The
 * parent is named with the trigger's own schema, not the caller's search path.
 */
export async function createWorkspaceFromParentFunction(knex: Knex): Promise<void> {
  await knex.raw(`
    create or replace function wsa_workspace_from_parent() returns trigger language plpgsql as $$
    begin
      execute format('select workspace_id from %I.%I where id = $1', tg_table_schema, tg_argv[0])
        into new.workspace_id using to_jsonb(new) ->> tg_argv[1];
      return new;
    end $$`);
}

/**
 * Adds `workspace_id` to `child.table` while it goes on taking writes: the column (nullable, so no
 * rewrite) with the trigger filling it on older processes' inserts; the existing rows filled in
 * batches of 1,000 in key order, each its own transaction; then NOT NULL, checked by a constraint
 * validated without blocking writes first, so setting it scans nothing; then the foreign key through
 * the workspace. Each step can run again after an interrupted run, and one that is done is skipped.
 */
export async function addWorkspaceColumn(knex: Knex, child: ChildTable): Promise<void> {
  const { table, parent, via } = child;
  await alterBriefly(
    knex,
    `alter table ${table} add column if not exists workspace_id text;
     create or replace trigger ${table}_workspace_from_parent before insert on ${table}
       for each row when (new.workspace_id is null) execute function wsa_workspace_from_parent('${parent}', '${via}')`,
  );
  if (!(await isNotNull(knex, table))) {
    await fillInBatches(knex, child);
    const present = `${table}_workspace_id_present`;
    await addConstraintOnline(knex, table, present, 'check (workspace_id is not null)');
    await alterBriefly(
      knex,
      `alter table ${table} alter column workspace_id set not null; alter table ${table} drop constraint ${present}`,
    );
  }
  if (child.foreignKey) {
    const { name, replaces } = child.foreignKey;
    await addConstraintOnline(
      knex,
      table,
      name,
      `foreign key (workspace_id, ${via}) references ${parent} (workspace_id, id) on delete cascade`,
      { lockWaitMs: parentLockWaitMs },
    );
    await alterBriefly(knex, `alter table ${table} drop constraint if exists ${replaces}`, { lockWaitMs: parentLockWaitMs });
  }
}

/** Undoes addWorkspaceColumn: the foreign key to the parent as it was, no trigger, no column. */
export async function dropWorkspaceColumn(knex: Knex, child: ChildTable): Promise<void> {
  const { table, parent, via } = child;
  if (child.foreignKey) {
    await addConstraintOnline(knex, table, child.foreignKey.replaces, `foreign key (${via}) references ${parent} (id) on delete cascade`, {
      lockWaitMs: parentLockWaitMs,
    });
  }
  // Dropping the column drops the foreign key through the workspace with it.
  await alterBriefly(
    knex,
    `drop trigger if exists ${table}_workspace_from_parent on ${table}; alter table ${table} drop column if exists workspace_id`,
    { lockWaitMs: parentLockWaitMs },
  );
}

async function isNotNull(knex: Knex, table: string): Promise<boolean> {
  const { rows } = await knex.raw<{ rows: Array<{ attnotnull: boolean }> }>(
    `select attnotnull from pg_attribute where attrelid = ?::regclass and attname = 'workspace_id' and not attisdropped`,
    [table],
  );
  return rows[0]?.attnotnull === true;
}

/**
 * Fills the rows without a workspace, walking the table's key a batch at a time (an index range each,
 * however large the table), locking the rows a batch fills in key order as the service's statements
 * lock many rows (db/lock-order.ts), and resting after each as long as it took, so the fill takes at most half
 * of one connection's time from the requests. A row a request holds is waited for, for that
 * request's length; a deadlock with one retries the batch.
 */
async function fillInBatches(knex: Knex, { table, key, parent, via }: ChildTable): Promise<void> {
  const columns = key.join(', ');
  const placeholders = key.map(() => '?').join(', ');
  let after: Knex.RawBinding[] | undefined;
  for (;;) {
    const tuple = (alias: string) => `(${key.map((k) => `${alias}.${k}`).join(', ')})`;
    // The range is read unlocked; only its rows still without a workspace are locked (rows written
    // since carry theirs, and are the newest, most written ones).
    const statement = `
      with r as materialized (
        select ${columns} from ${table} ${after ? `where (${columns}) > (${placeholders})` : ''}
        order by ${columns} limit ${batchRows}
      ), b as materialized (
        select ${key.map((k) => `t.${k}`).join(', ')}${key.includes(via) ? '' : `, t.${via}`} from ${table} t
        where ${tuple('t')} in (select ${columns} from r) and t.workspace_id is null
        order by ${key.map((k) => `t.${k}`).join(', ')} for no key update of t
      ), filled as (
        update ${table} t set workspace_id = p.workspace_id from b join ${parent} p on p.id = b.${via}
        where ${tuple('t')} = ${tuple('b')} and t.workspace_id is null
      )
      select ${columns} from r order by ${key.map((k) => `${k} desc`).join(', ')} limit 1`;
    const started = performance.now();
    let last: Record<string, Knex.RawBinding> | undefined;
    for (let attempt = 1; ; attempt++) {
      try {
        const { rows } = await knex.raw<{ rows: Array<Record<string, Knex.RawBinding>> }>(statement, after ?? []);
        last = rows[0];
        break;
      } catch (err) {
        if ((err as { code?: unknown }).code !== '40P01' || attempt >= 5) throw err;
      }
    }
    if (!last) return;
    after = key.map((k) => last[k] ?? null);
    await restAfterBatch(started);
  }
}
