import type { Knex } from 'knex';
import { createIndexConcurrently } from '../concurrent-index.ts';

// The dispatch claim finds a workspace's oldest waiting event, and the events of its batch, through
// this index when one workspace's backlog is ahead of everyone else's (server/events/dispatch-claim.ts):
// without it, every other workspace's claim walked that backlog, 30 ms a claim with 100,000 ahead
// (issue 29). Partial, so it holds only undispatched events and stays small whatever `events` grows to;
// its predicate says "undispatched" in words of its own, which only the claim's lookups use, so that
// PostgreSQL cannot answer them from the index by seq instead (dispatch-claim.ts says why).
// Built concurrently, outside a transaction, so events keep being written while it is made.
export const config = { transaction: false };

const name = 'events_undispatched_workspace_idx';

export async function up(knex: Knex): Promise<void> {
  await createIndexConcurrently(knex, name, "events (workspace_id, seq) where coalesce(dispatched_at, 'infinity') = 'infinity'");
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(`drop index concurrently if exists ${name}`);
}
