/**
 * How far past the oldest undispatched event's seq a claim looks, whoever's events they are, for its
 * head. A claim used to walk every undispatched event in order until it found one of a workspace not
 * busy: with one workspace's 100,000 events ahead (an import, an automation storm), every other
 * workspace's claim took 30 ms, and longer as the backlog grew (issue 29). Past this it looks
 * workspace by workspace instead.
 */
export const headWalk = 256;

/**
 * An undispatched event, as `events_undispatched_workspace_idx`'s predicate says it (the claim never
 * stamps an event 'infinity'). Said so, only that index proves it: said as `dispatched_at is null`,
 * the by-seq index proved it too, and on statistics from before a backlog (which on a large table
 * autovacuum does not renew for a backlog of a tenth of it) PostgreSQL read the whole backlog through
 * that one and sorted it, a workspace's lookup at a time: 99 ms a claim with 100,000 waiting.
 */
const waitingHere = "coalesce(dispatched_at, 'infinity') = 'infinity'";

// Nothing but the claim updates an event waiting for dispatch. The claim stamps the events where its
// locking read found them (their ctid): an event updated by another transaction after the claim's
// statement began would be locked in its new version, which the stamp, on the statement's snapshot,
// cannot see. The claim says how many it locked (`picked`), and dispatchBatch refuses a batch that
// stamped fewer, so no event is left behind its batch.

/** Of the events listed (seqs) in the CTE `candidates`, the oldest no other claim holds, locked. */
const oldestUnheld = (candidates: string) =>
  `select workspace_id, seq from events
     where seq = any(array(select seq from ${candidates})) and dispatched_at is null
     order by seq limit 1
     for update skip locked`;

/**
 * The dispatch claim (dispatchBatch's), in one statement: it finds the head, the event whose
 * workspace gets the batch, locks up to `limit ?` of that workspace's events from there with SKIP
 * LOCKED, and stamps them dispatched. The head is, of the first of these that finds one (a UNION ALL
 * under LIMIT 1 stops at its first row):
 *
 * 1. the oldest event within `headWalk` seqs of the oldest of all, of a workspace this process has no
 *    batch under way for, that no other claim holds;
 * 2. the oldest of such a workspace's oldest events that no other claim holds, each found through
 *    `events_undispatched_workspace_idx`: one index descent per workspace with events waiting,
 *    however long the backlog ahead (one workspace's, past the first branch's reach);
 * 3. of the workspaces with a batch under way whose batches came back full (`after`), the oldest of
 *    their next events, after those their lanes hold: a workspace's second lane only when no other
 *    workspace has an event waiting. Ranked by age with the rest, a workspace draining a backlog fast
 *    (a lane's batch done by the time the next lane started) always had the oldest event, and another
 *    workspace's events waited for the whole backlog: 1.4-3.7 s behind 100,000 events;
 * 4. when other claims (another process's) hold all of those, the oldest of them: the batch takes that
 *    workspace's events after the held ones.
 *
 * Each row says whether the batch's workspace is marked deleted (`workspace_marked`): its events are
 * then stamped dispatched and fanned out to nothing (docs/decisions.md, "Deleting a workspace").
 *
 * The claimed events come back as rows, and with them, in the same statement, what the fan-outs read
 * about the batch (`reads`, each a scalar expression over the CTE `claimed`): as a JSON array in the
 * column `fan_out_reads` of the batch's oldest event, null on the others. Each read is one round trip
 * fewer for a batch, on an event loop and 2 cores the engines keep busy: under load a round trip took
 * 2–3 ms of a 10–12 ms batch, and an event waits for the batch under way and then its own (issue 29,
 * point 2).
 *
 * Bindings: the workspaces with a batch under way (busy and after's) twice; after's workspaces and
 * seqs; the batch's limit.
 */
export const dispatchClaimSql = (reads: readonly string[]) => `with recursive oldest as (
     select seq from events where dispatched_at is null order by seq limit 1
   ), early_head as (
     -- Bounded by seq rather than by a limit on rows read: planned for a few undispatched events when
     -- the statistics predate a backlog, a limit of a few hundred read and sorted every one of them.
     select workspace_id, seq from events
     where dispatched_at is null
       and seq >= (select seq from oldest) and seq < (select seq from oldest) + ${headWalk}
       and workspace_id <> all(?::text[])
     order by seq limit 1
     for update skip locked
   ), waiting(workspace_id, seq) as (
     -- Each workspace with events waiting, and its oldest: one descent of the index a workspace.
     (select workspace_id, seq from events where ${waitingHere} order by workspace_id, seq limit 1)
     union all
     select n.workspace_id, n.seq from waiting w
     cross join lateral (
       select e.workspace_id, e.seq from events e
       where ${waitingHere} and e.workspace_id > w.workspace_id
       order by e.workspace_id, e.seq limit 1
     ) n
   ), others as (
     select workspace_id, seq from waiting where workspace_id <> all(?::text[])
   ), deeper_head as (
     ${oldestUnheld('others')}
   ), nexts as (
     -- A workspace whose lanes hold its events up to a seq: its oldest event after it.
     select a.workspace_id, n.seq from unnest(?::text[], ?::bigint[]) as a(workspace_id, seq)
     cross join lateral (
       select e.seq from events e
       where ${waitingHere} and e.workspace_id = a.workspace_id and e.seq > a.seq
       order by e.seq limit 1
     ) n
   ), next_head as (
     ${oldestUnheld('nexts')}
   ), held_head as (
     select workspace_id, seq from (select * from others union all select * from nexts) f order by seq limit 1
   ), head as (
     select workspace_id, seq from early_head
     union all
     select workspace_id, seq from deeper_head
     union all
     select workspace_id, seq from next_head
     union all
     select workspace_id, seq from held_head
     limit 1
   ), picked as (
     select ctid from events
     where ${waitingHere} and workspace_id = (select workspace_id from head) and seq >= (select seq from head)
     order by seq limit ?
     for update skip locked
   ), claimed as (
     -- Reached where picked locked them (see above), as no plan can make slower: joined to the picked
     -- seqs on statistics taken while events was empty, PostgreSQL walked every event's key against
     -- the batch, and asked for the seqs as a list it read another index from end to end or a
     -- workspace's every event: 325–556 ms a claim of 100 with 20,000 events (issue 29).
     update events e set dispatched_at = now() where e.ctid = any(array(select ctid from picked))
     returning e.seq, e.id, e.workspace_id, e.project_id, e.type, e.data, e.automation_chain, e.created_at
   )
   select c.*, (
       select w.deleted_at is not null from workspaces w where w.id = (select workspace_id from claimed limit 1)
     ) as workspace_marked, (select count(*) from picked)::int as picked${
       reads.length === 0
         ? ''
         : `, case when c.seq = (select min(seq) from claimed) then json_build_array(${reads.map((read) => `(${read})`).join(', ')}) end as fan_out_reads`
     }
   from claimed c`;
