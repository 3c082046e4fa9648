import type { Knex } from 'knex';

/** How much a claim takes: in all, and per workspace. */
export interface ClaimRoom {
  /** How many rows to claim at most. */
  total: number;
  /** How many each workspace may get at most; one not named may get `perWorkspace`. */
  room: Map<string, number>;
  perWorkspace: number;
}

/**
 * The common part of the engines' claims (deliveries, runs): from the `candidates` CTE, which the
 * caller writes over its own tables with columns `(id, workspace_id, due)`, skipping the workspaces
 * in `?::text[]` (those with no room) and taking `limit ?` rows oldest first, these CTEs pick at
 * most each workspace's room, oldest first, and lock them with SKIP LOCKED as `picked (id)`: a
 * workspace whose work hangs (its room used up) leaves the claim to everyone else, and engines side
 * by side never wait on each other or take the same row. `stillClaimable` re-checks a row of `table`
 * (aliased `t`) once it is locked. Each picked row is looked up by its id, from the candidates: joined
 * the other way round, PostgreSQL planned by statistics taken when hardly any row was due (a quiet
 * hour's) and, once a burst had made thousands due, scanned every due row against every candidate,
 * 400–800 ms a claim, and a burst's deliveries drained in 6–18 s instead of 1–2 (issue 29). For the
 * same reason the caller reaches the picked rows, and what it reads beside them, by id (`id =
 * any(array(select id from picked))`, a lateral lookup): joined to `picked`, whose estimate is the
 * claim's limit, PostgreSQL hashed whole tables, and a claim of 30 deliveries with 10,000 open read
 * every delivery and every event, 5.9 ms against 2.1.
 */
export function windowedPick(table: string, stillClaimable: string): string {
  return `ranked as (
       select c.id, c.due, row_number() over (partition by c.workspace_id order by c.due) as n, coalesce(r.room, ?) as room
       from candidates c left join unnest(?::text[], ?::int[]) as r(workspace_id, room) using (workspace_id)
     ), picked as (
       select t.id from ranked
       cross join lateral (
         -- The limit keeps PostgreSQL from moving the checks below into this lookup, where they made a
         -- partial index (due rows only) look cheaper than the primary key.
         select * from ${table} locking where locking.id = ranked.id limit 1 for update of locking skip locked
       ) t
       where ranked.n <= ranked.room and ${stillClaimable}
       order by ranked.due
       limit ?
     )`;
}

/** The bindings of a windowed claim: the candidates' two (full workspaces, how many to read), then windowedPick's four. */
export function windowedBindings(limits: ClaimRoom): { candidates: Knex.RawBinding[]; pick: Knex.RawBinding[] } {
  const full = [...limits.room].filter(([, room]) => room <= 0).map(([workspaceId]) => workspaceId);
  const partly = [...limits.room].filter(([, room]) => room > 0);
  return {
    // Enough candidates that the workspaces with room fill the claim even behind a busy one.
    candidates: [full, Math.max(limits.total * 4, 200)],
    pick: [limits.perWorkspace, partly.map(([workspaceId]) => workspaceId), partly.map(([, room]) => room), limits.total],
  };
}
