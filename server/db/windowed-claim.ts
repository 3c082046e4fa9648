import type { Knex } from 'knex';

/** How much a claim takes: in all, and per workspace. */
export interface ClaimRoom {
  /** How many rows to claim at most. */
  total: number;
  /** How many each workspace may get at most; one not named may get `perWorkspace`. */
  room: Map<string, number>;
  perWorkspace: number;
  /** Workspaces whose rows the claim takes at most `left` of together (workspace-windows.ts, slowShare). */
  slow?: { workspaces: string[]; left: number };
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
       select c.id, c.due, row_number() over (partition by c.workspace_id order by c.due) as n, coalesce(r.room, ?) as room,
         s.workspace_id is not null as slow
       from candidates c
       left join unnest(?::text[], ?::int[]) as r(workspace_id, room) on r.workspace_id = c.workspace_id
       left join unnest(?::text[]) as s(workspace_id) on s.workspace_id = c.workspace_id
     ), shared as (
       -- The slow workspaces' rows counted a round at a time: each one's oldest, then each one's second…
       select id, due, slow, count(*) filter (where slow) over (order by n, due, id) as k
       from ranked where n <= room
     ), picked as (
       select t.id from shared
       cross join lateral (
         -- The limit keeps PostgreSQL from moving the checks below into this lookup, where they made a
         -- partial index (due rows only) look cheaper than the primary key.
         select * from ${table} locking where locking.id = shared.id limit 1 for update of locking skip locked
       ) t
       where (not shared.slow or shared.k <= ?) and ${stillClaimable}
       order by shared.due
       limit ?
     )`;
}

/** The bindings of a windowed claim: the candidates' two (full workspaces, how many to read), then windowedPick's six. */
export function windowedBindings(limits: ClaimRoom): { candidates: Knex.RawBinding[]; pick: Knex.RawBinding[] } {
  const full = [...limits.room].filter(([, room]) => room <= 0).map(([workspaceId]) => workspaceId);
  const partly = [...limits.room].filter(([, room]) => room > 0);
  return {
    // Enough candidates that the workspaces with room fill the claim even behind a busy one.
    candidates: [full, Math.max(limits.total * 4, 200)],
    pick: [
      limits.perWorkspace,
      partly.map(([workspaceId]) => workspaceId),
      partly.map(([, room]) => room),
      limits.slow?.workspaces ?? [],
      limits.slow?.left ?? limits.total,
      limits.total,
    ],
  };
}
