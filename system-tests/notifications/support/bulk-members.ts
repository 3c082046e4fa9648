import type { Knex } from 'knex';

let batch = 0;

/**
 * Adds `count` users as members of the workspace in two statements (setup for fan-out at scale):
 * the first `admins` as admins, the rest viewers. Returns their user ids, admins first.
 */
export async function addBulkMembers(knex: Knex, workspaceId: string, count: number, admins: number): Promise<string[]> {
  const tag = `${process.pid}x${++batch}`;
  const { rows } = await knex.raw<{ rows: Array<{ id: string }> }>(
    `with made as (
       insert into users (id, email, name)
       select 'usr_bulk' || ? || 'n' || g, 'bulk' || g || '-' || ? || '@example.test', 'Bulk member ' || g
       from generate_series(1, ?) as g
       returning id
     ), joined as (
       insert into members (id, workspace_id, user_id, role)
       select 'mem_bulk' || ? || 'n' || g, ?, 'usr_bulk' || ? || 'n' || g, case when g <= ? then 'admin' else 'viewer' end
       from generate_series(1, ?) as g
     )
     select id from made order by length(id), id`,
    [tag, tag, count, tag, workspaceId, tag, admins, count],
  );
  return rows.map((row) => row.id);
}
