// The statements a service sends, as it sends them (knex's `query` event: positional SQL and its
// bindings), and their plans: EXPLAIN without ANALYZE, so nothing is executed, walked for
// sequential scans of the tables that grow with use.
import type { Knex } from 'knex';
import pg from 'pg';

/** The tables that grow with use, to millions of rows (bench/grown-fill.ts). A run's steps are in its row. */
export const bigTables = [
  'events',
  'tasks',
  'automation_runs',
  'webhook_deliveries',
  'webhook_delivery_attempts',
  'notifications',
  'notification_digests',
] as const;

const touchesBigTable = new RegExp(`\\b(${bigTables.join('|')})\\b`);

export interface Statement {
  sql: string;
  bindings: unknown[];
  /** Sent as a named prepared statement (`.options({ name })`): after five runs the server may keep a generic plan. */
  named: boolean;
  /** What the test was doing when the statement was sent (a background engine's poll may land in any window). */
  during: string;
}

/** Records every distinct statement (SQL and bindings) sent through `knex` until `stop()`, labelled by `during()`. */
export function captureStatements(knex: Knex, during: () => string): { statements: Statement[]; stop(): void } {
  const statements: Statement[] = [];
  const seen = new Set<string>();
  const onQuery = (query: { sql: string; bindings?: unknown[]; options?: { name?: string } }) => {
    const bindings = query.bindings ?? [];
    const key = `${during()}\u0000${query.sql}\u0000${JSON.stringify(bindings)}`;
    if (seen.has(key)) return;
    seen.add(key);
    statements.push({ sql: query.sql, bindings, named: Boolean(query.options?.name), during: during() });
  };
  knex.on('query', onQuery);
  return { statements, stop: () => knex.off('query', onQuery) };
}

/** The engines' claims, each found by what only its statement says. */
export const claimStatements = {
  dispatch: /update events e set dispatched_at = now\(\)/,
  deliveries: /set attempts = d\.attempts \+ 1, leased_until/,
  runs: /set executor = gen_random_uuid\(\)::text, claims = r\.claims \+ 1/,
};

/** A statement whose plan reads a big table from end to end. */
export interface Offender {
  during: string;
  plan: 'custom' | 'generic';
  /** The big tables it scans sequentially, or reads through an index whole (`table via index`). */
  scans: string[];
  sql: string;
}

export interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  Alias?: string;
  'Index Name'?: string;
  'Index Cond'?: string;
  Plans?: PlanNode[];
}

/** The plan of `sql` with `values` (EXPLAIN without ANALYZE: nothing runs), or its generic plan. */
async function planOf(client: pg.Client, sql: string, values: unknown[], generic = false): Promise<PlanNode> {
  const explain = generic ? 'explain (format json, generic_plan)' : 'explain (format json)';
  const { rows } = await client.query<{ 'QUERY PLAN': Array<{ Plan: PlanNode }> }>(`${explain} ${sql}`, values);
  return rows[0]!['QUERY PLAN'][0]!.Plan;
}

/** The plan a statement gets with its own bindings, on a connection of its own. */
export async function explained(connectionString: string, statement: Statement): Promise<PlanNode> {
  const client = new pg.Client({ connectionString, application_name: 'wsa-index-use' });
  await client.connect();
  try {
    return await planOf(client, statement.sql, statement.bindings);
  } finally {
    await client.end();
  }
}

/** The plans a statement may run with: its own bindings', and a named one's generic plan, which the server may settle on after five runs. */
const planKinds = (statement: Statement): Array<'custom' | 'generic'> => (statement.named ? ['custom', 'generic'] : ['custom']);

/** A statement's plans (planKinds), on a connection of their own. */
export async function plansOf(connectionString: string, statement: Statement): Promise<PlanNode[]> {
  const client = new pg.Client({ connectionString, application_name: 'wsa-index-use' });
  await client.connect();
  try {
    const plans: PlanNode[] = [];
    for (const kind of planKinds(statement))
      plans.push(await planOf(client, statement.sql, kind === 'generic' ? [] : statement.bindings, kind === 'generic'));
    return plans;
  } finally {
    await client.end();
  }
}

const isBig = (table: string | undefined) => (bigTables as readonly string[]).includes(table ?? '');

/**
 * The big tables a plan reads from end to end: sequentially (named by the table), or, given `indexes`
 * (index name → table, the big tables' indexes that are not partial), through such an index without
 * a condition (`table via index`). A partial index read whole holds only what waits (undispatched
 * events, due runs), which the statements walk in order under a limit.
 */
function wholeReadsOf(node: PlanNode, indexes?: ReadonlyMap<string, string>, out: string[] = []): string[] {
  if (node['Node Type'] === 'Seq Scan' && isBig(node['Relation Name'])) out.push(node['Relation Name']!);
  const index = node['Index Name'];
  if (indexes && index && indexes.has(index) && !node['Index Cond'] && /Index (Only )?Scan/.test(node['Node Type']))
    out.push(`${indexes.get(index)!} via ${index}`);
  for (const child of node.Plans ?? []) wholeReadsOf(child, indexes, out);
  return out;
}

/**
 * Makes the big tables' statistics what an analyze of them empty leaves (no rows, no pages, no column
 * statistics), as on a new database or before autovacuum's first look at a table that filled since,
 * and keeps autovacuum from renewing them; the planner then sizes each table by its pages on disk.
 * Returns the big tables' indexes that are not partial (index name → table), for `sequentialScans`.
 */
export async function emptyStatistics(connectionString: string): Promise<Map<string, string>> {
  const client = new pg.Client({ connectionString, application_name: 'wsa-index-use' });
  await client.connect();
  try {
    const tables = [...bigTables];
    // Or its analyze, due after so few changes to a table it believes empty, would renew them mid-test.
    for (const table of tables) await client.query(`alter table ${table} set (autovacuum_enabled = false)`);
    await client.query(`update pg_class set reltuples = 0, relpages = 0, relallvisible = 0 where oid = any($1::regclass[])`, [tables]);
    await client.query(`delete from pg_statistic where starelid = any($1::regclass[])`, [tables]);
    const { rows } = await client.query<{ index: string; table: string }>(
      `select i.indexrelid::regclass::text as index, i.indrelid::regclass::text as table
         from pg_index i where i.indrelid = any($1::regclass[]) and i.indpred is null`,
      [tables],
    );
    return new Map(rows.map((row) => [row.index, row.table]));
  } finally {
    await client.end();
  }
}

/** Whether EXPLAIN can plan it: a query or a change of rows touching a big table (not BEGIN, SET, LISTEN…). */
export function onBigTable(statement: Statement): boolean {
  return /^\s*(select|with|insert|update|delete)\b/i.test(statement.sql) && touchesBigTable.test(statement.sql);
}

/**
 * Plans each statement with its own bindings (the plan an unnamed statement gets), and a named one
 * also as the generic plan a prepared statement may settle on, and returns those that scan a big
 * table sequentially, or, given `indexes` (emptyStatistics'), read one of those indexes whole.
 */
export async function sequentialScans(
  connectionString: string,
  statements: Statement[],
  indexes?: ReadonlyMap<string, string>,
): Promise<Offender[]> {
  const client = new pg.Client({ connectionString, application_name: 'wsa-index-use' });
  await client.connect();
  try {
    const offenders: Offender[] = [];
    for (const statement of statements) {
      for (const plan of planKinds(statement)) {
        const scans = wholeReadsOf(
          await planOf(client, statement.sql, plan === 'generic' ? [] : statement.bindings, plan === 'generic'),
          indexes,
        );
        if (scans.length > 0) offenders.push({ during: statement.during, plan, scans, sql: statement.sql.replace(/\s+/g, ' ') });
      }
    }
    return offenders;
  } finally {
    await client.end();
  }
}

/**
 * The lookup a parent row's delete makes in each big table that references it (ON DELETE CASCADE or
 * SET NULL, or the check of NO ACTION), as a statement to plan: the server runs it as a prepared plan,
 * so its generic plan is the one that counts. Named by the foreign key's table, column and parent.
 */
export async function cascadeLookups(connectionString: string): Promise<Statement[]> {
  const client = new pg.Client({ connectionString, application_name: 'wsa-index-use' });
  await client.connect();
  try {
    const { rows } = await client.query<{ child: string; columns: string[]; parent: string }>(
      `select c.conrelid::regclass::text as child, c.confrelid::regclass::text as parent,
              array(select a.attname from unnest(c.conkey) with ordinality k(attnum, i)
                    join pg_attribute a on a.attrelid = c.conrelid and a.attnum = k.attnum order by k.i)::text[] as columns
         from pg_constraint c
        where c.contype = 'f' and c.conrelid::regclass::text = any($1::text[])
        order by 1, 3`,
      [bigTables],
    );
    return rows.map(({ child, columns, parent }) => ({
      sql: `select 1 from only ${child} where ${columns.map((column, i) => `${column} = $${i + 1}`).join(' and ')}`,
      bindings: columns.map(() => null),
      named: true,
      during: `${child} (${columns.join(', ')}) → ${parent}`,
    }));
  } finally {
    await client.end();
  }
}
