import type { Knex } from 'knex';
import type { AutomationRun } from '../automations.model.ts';
import { windowedBindings, windowedPick, type ClaimRoom } from '../../../db/windowed-claim.ts';
import { runFactsOf, runFactsSql, type RunFacts, type RunFactsRead } from './run-facts.ts';

export interface RunClaimLimits extends ClaimRoom {
  /** How long the claim holds each run before another engine may take it, unless renewed. */
  leaseSeconds: number;
}

/**
 * Claims due runs in one statement: those whose next step is due (a new run, one whose engine's lease
 * ran out, a wait that ended), oldest first and within each workspace's room (windowedPick). Each
 * gets a new executor (what fences the writes of any earlier holder), its claim counted, and its next
 * step put off to the lease's end; a waiting run is running again (its wait step says it resumed).
 * What the runs execute with (their facts: run-facts.ts) comes back with them, read in the same
 * statement: a round trip fewer on every run's way.
 */
export async function claimDueRuns(db: Knex, limits: RunClaimLimits): Promise<{ runs: AutomationRun[]; facts: Map<string, RunFacts> }> {
  const bindings = windowedBindings(limits);
  const { rows } = await db.raw<{ rows: Array<AutomationRun & { facts: RunFactsRead | null }> }>(
    `with candidates as (
       select id, workspace_id, next_step_at as due from automation_runs
       where next_step_at <= now() and workspace_id <> all(?::text[])
         -- A workspace deleted but not yet removed runs nothing more (read once, through workspaces_deleted_idx).
         and workspace_id <> all(array(select id from workspaces where deleted_at is not null))
       order by next_step_at
       limit ?
     ), ${windowedPick('automation_runs', 't.next_step_at <= now()')}, claimed as (
       update automation_runs r
       set executor = gen_random_uuid()::text, claims = r.claims + 1, next_step_at = now() + make_interval(secs => ?),
           status = 'running', resume_at = null
       where r.id = any(array(select id from picked))
       returning r.*
     )
     -- On one row only: the facts of them all.
     select c.*, case when c.id = (select min(id) from claimed) then ${runFactsSql('claimed')} end as facts
     from claimed c`,
    [...bindings.candidates, ...bindings.pick, limits.leaseSeconds],
  );
  const runs = rows.map(({ facts: _, ...run }) => run);
  return { runs, facts: runFactsOf(runs, rows.find((row) => row.facts !== null)?.facts ?? undefined) };
}

/** A claim an engine holds: the run and the executor its writes are fenced by. */
export interface HeldRun {
  id: string;
  executor: string;
}

/** Extends the leases of runs this engine still holds; returns the ids it no longer holds (taken over, ended or deleted). */
export async function renewLeases(db: Knex, held: HeldRun[], leaseSeconds: number): Promise<Set<string>> {
  if (held.length === 0) return new Set();
  const { rows } = await db.raw<{ rows: Array<{ id: string }> }>(
    `update automation_runs r set next_step_at = now() + make_interval(secs => ?)
     from unnest(?::text[], ?::text[]) as h(id, executor)
     where r.id = h.id and r.executor = h.executor and r.status = 'running'
     returning r.id`,
    [leaseSeconds, held.map((h) => h.id), held.map((h) => h.executor)],
  );
  const kept = new Set(rows.map((r) => r.id));
  return new Set(held.filter((h) => !kept.has(h.id)).map((h) => h.id));
}

/**
 * Gives runs back with their executor cleared, so nothing this engine still had under way is
 * written. On shutdown they are due at once and the claim is not counted; after the service's own
 * failure (`retryAfterMs`: the database away mid-step, a fault) they are due after that delay and the
 * claim counts, so a run that keeps failing that way ends after maxRunClaims.
 */
export async function releaseRuns(db: Knex, held: HeldRun[], retryAfterMs?: number): Promise<void> {
  if (held.length === 0) return;
  await db.raw(
    `update automation_runs r
     set executor = null,
         next_step_at = now() + make_interval(secs => ?),
         claims = case when ? then r.claims else greatest(r.claims - 1, 0) end
     from unnest(?::text[], ?::text[]) as h(id, executor)
     where r.id = h.id and r.executor = h.executor and r.status = 'running'`,
    [(retryAfterMs ?? 0) / 1000, retryAfterMs !== undefined, held.map((h) => h.id), held.map((h) => h.executor)],
  );
}
