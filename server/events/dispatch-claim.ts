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

/**
 * The dispatch claim (dispatchBatch's), in one statement: it finds the head, the oldest undispatched
 * event of a workspace it does not pass over that no other claim holds, locks up to `limit ?` of that
 * workspace's events from there with SKIP LOCKED, and stamps them dispatched.
 *
 * The head comes from the events within `headWalk` seqs of the oldest when one of them will do. When
 * all of them are passed over or held (one workspace's backlog ahead of everyone), it comes from each
 * waiting workspace's own oldest event, found through `events_undispatched_workspace_idx`: one index
 * descent per workspace with events waiting, however long the backlog ahead. When another claim holds
 * each of those (another process's, which this one does not know busy), it is the oldest of them, and
 * the batch takes that workspace's events after the held ones. Each branch runs only when those before
 * it found nothing (a UNION ALL under LIMIT 1 stops at its first row).
 *
 * Bindings: busy, after's workspaces, after's seqs (the first branch); busy, after's workspaces
 * (the second's waiting workspaces), after's workspaces, after's seqs, busy (its workspaces under way);
 * the batch's limit.
 */
export const dispatchClaimSql = `with recursive oldest as (
     select seq from events where dispatched_at is null order by seq limit 1
   ), early_head as (
     -- Bounded by seq rather than by a limit on rows read: planned for a few undispatched events when
     -- the statistics predate a backlog, a limit of a few hundred read and sorted every one of them.
     select workspace_id, seq from events
     where dispatched_at is null
       and seq >= (select seq from oldest) and seq < (select seq from oldest) + ${headWalk}
       and workspace_id <> all(?::text[])
       and not exists (select from unnest(?::text[], ?::bigint[]) as a(workspace_id, seq)
                       where a.workspace_id = events.workspace_id and events.seq <= a.seq)
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
   ), firsts as (
     select w.workspace_id, w.seq from waiting w
     where w.workspace_id <> all(?::text[]) and w.workspace_id <> all(?::text[])
     union all
     -- A workspace whose lanes hold its events up to a seq: its oldest event after it.
     select a.workspace_id, n.seq from unnest(?::text[], ?::bigint[]) as a(workspace_id, seq)
     cross join lateral (
       select e.seq from events e
       where ${waitingHere} and e.workspace_id = a.workspace_id and e.seq > a.seq
       order by e.seq limit 1
     ) n
     where a.workspace_id <> all(?::text[])
   ), deeper_head as (
     select workspace_id, seq from events
     where seq = any(array(select seq from firsts)) and dispatched_at is null
     order by seq limit 1
     for update skip locked
   ), held_head as (
     select workspace_id, seq from firsts order by seq limit 1
   ), head as (
     select workspace_id, seq from early_head
     union all
     select workspace_id, seq from deeper_head
     union all
     select workspace_id, seq from held_head
     limit 1
   ), picked as (
     select seq from events
     where ${waitingHere} and workspace_id = (select workspace_id from head) and seq >= (select seq from head)
     order by seq limit ?
     for update skip locked
   )
   update events e set dispatched_at = now() from picked where e.seq = picked.seq
   returning e.seq, e.id, e.workspace_id, e.project_id, e.type, e.data, e.automation_chain, e.created_at`;
