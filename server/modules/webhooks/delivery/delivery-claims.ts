import type { Knex } from 'knex';
import type { EventType } from '../../../events/record-event.ts';
import { lockedInIdOrder } from '../../../db/lock-order.ts';
import { windowedBindings, windowedPick, type ClaimRoom } from '../../../db/windowed-claim.ts';

/** A delivery an engine has claimed for one attempt, with what it needs to send it. */
export interface ClaimedDelivery {
  id: string;
  /** The number of the attempt this claim is for; its row exists (open) before the request is sent. */
  attempt: number;
  webhook_id: string;
  workspace_id: string;
  url: string;
  secret_ciphertext: string;
  /** The previous secret while a rotation's overlap lasts; it signs too. */
  previous_secret_ciphertext: string | null;
  event_id: string;
  event_type: EventType;
  event_data: unknown;
  event_created_at: Date;
}

export interface ClaimLimits extends ClaimRoom {
  /** How long the engine may hold each claimed delivery before another may claim it again. */
  leaseSeconds: number;
}

/** The open attempt a worker left when it died or was stopped: the receiver may or may not have got it. */
export const interruptedError = 'interrupted: the worker stopped during this attempt; the receiver may have received it';

/**
 * Claims due deliveries in one statement: those whose time has come and that no live engine holds,
 * oldest first, at most `room` per workspace, so a workspace whose receiver hangs (its room is used
 * up) leaves the claim to everyone else. Each is leased, its attempt counted and its attempt row
 * written open; an attempt a dead engine left open is closed as interrupted. Candidates are read
 * without locks and then locked with SKIP LOCKED, so engines claiming side by side never wait on
 * each other or take the same delivery.
 */
export async function claimDueDeliveries(db: Knex, limits: ClaimLimits): Promise<ClaimedDelivery[]> {
  const bindings = windowedBindings(limits);
  const { rows } = await db.raw<{ rows: ClaimedDelivery[] }>(
    `with candidates as (
       select d.id, w.workspace_id, d.next_attempt_at as due
       -- The webhook looked up for each candidate (fenced by limit 1), so the claim walks the due order
       -- alone: joined, on statistics taken while the table was empty, it was planned from the webhook
       -- and read every delivery the webhook ever had through its index by creation.
       from webhook_deliveries d
       cross join lateral (select workspace_id, enabled from webhooks where webhooks.id = d.webhook_id limit 1) w
       -- No status here: only open deliveries have a next attempt (a constraint says so, migration
       -- 20261209000000), and windowedPick checks the status again once a row is locked. PostgreSQL
       -- could not estimate a status filter on this index, took the due rows for a few, and read and
       -- sorted every one on each claim: 24-29 ms a claim of 30 with 50,000 due, against 2-3 in order.
       where d.next_attempt_at <= now()
         and (d.leased_until is null or d.leased_until < now())
         and w.enabled and w.workspace_id <> all(?::text[])
         -- A workspace deleted but not yet removed sends nothing more (the set is read once, through
         -- workspaces_deleted_idx, and is nearly always empty).
         and w.workspace_id <> all(array(select id from workspaces where deleted_at is not null))
       order by d.next_attempt_at
       limit ?
     ), ${windowedPick('webhook_deliveries', "t.status in ('pending', 'failed') and (t.leased_until is null or t.leased_until < now())")}, claimed as (
       update webhook_deliveries d
       set attempts = d.attempts + 1, leased_until = now() + make_interval(secs => ?)
       where d.id = any(array(select id from picked))
       returning d.id, d.workspace_id, d.attempts, d.webhook_id, d.event_id, d.event_type
     ), interrupted as (
       update webhook_delivery_attempts a
       set duration_ms = greatest(0, (extract(epoch from now() - a.started_at) * 1000)::int), error = ?
       where a.delivery_id = any(array(select id from claimed)) and a.duration_ms is null
     ), opened as (
       insert into webhook_delivery_attempts (delivery_id, workspace_id, number) select id, workspace_id, attempts from claimed
     )
     select c.id, c.attempts as attempt, c.webhook_id, c.workspace_id, w.url, w.secret_ciphertext,
            case when w.previous_secret_expires_at > now() then w.previous_secret_ciphertext end as previous_secret_ciphertext,
            c.event_id, c.event_type, e.data as event_data, e.created_at as event_created_at
     from claimed c join webhooks w on w.id = c.webhook_id
     cross join lateral (select data, created_at from events where events.id = c.event_id limit 1) e`,
    [...bindings.candidates, ...bindings.pick, limits.leaseSeconds, interruptedError],
  );
  return rows;
}

/** How an attempt ended, and what becomes of its delivery. */
export interface Outcome {
  id: string;
  /** Its webhook, whose health the outcome moves (endpoint-health.ts). */
  webhookId: string;
  attempt: number;
  durationMs: number;
  responseStatus: number | null;
  error: string | null;
  /** What was sent (signatures masked); null when the attempt failed before its request was made. */
  requestHeaders: Record<string, string> | null;
  /** What came back; null when no answer came. */
  response: { headers: Record<string, string>; body: string; bodyTruncated: boolean } | null;
  status: 'succeeded' | 'failed' | 'permanently_failed';
  nextAttemptAt: Date | null;
}

/**
 * Records a batch of outcomes in one statement: each attempt closed, each delivery moved on and its
 * lease ended. Only the claim that is still current writes: an attempt another engine already closed
 * as interrupted, or a delivery claimed again since (a later attempt) or settled (cancelled), stays.
 * Its deliveries are locked in id order, as a cancellation locks them (db/lock-order.ts).
 * The batch is one JSON parameter: as nine arrays, pg escaped every element of the two JSON ones
 * into an array literal, about a fifth of what the worker allocated per delivery, and the statement
 * took twice the worker's CPU (issue 29, point 4).
 */
export async function recordOutcomes(db: Knex, outcomes: Outcome[]): Promise<void> {
  if (outcomes.length === 0) return;
  const rows = outcomes.map((o) => ({
    id: o.id,
    attempt: o.attempt,
    duration_ms: o.durationMs,
    response_status: o.responseStatus,
    error: o.error,
    status: o.status,
    next_attempt_at: o.nextAttemptAt,
    request_headers: o.requestHeaders,
    response: o.response,
  }));
  await db.raw(
    `with o as (
       select * from jsonb_to_recordset(?::jsonb)
         as o(id text, attempt int, duration_ms int, response_status int, error text, status text,
              next_attempt_at timestamptz, request_headers jsonb, response jsonb)
     ), locked as materialized (
       ${lockedInIdOrder('webhook_deliveries', 'id = any(array(select id from o))')}
     ), closed as (
       update webhook_delivery_attempts a
       set duration_ms = o.duration_ms, response_status = o.response_status, error = o.error,
           request_headers = o.request_headers, response_headers = o.response -> 'headers',
           response_body = o.response ->> 'body', response_body_truncated = (o.response ->> 'bodyTruncated')::boolean
       -- Through the attempts' key whatever the statistics: joined to the batch alone, planned for
       -- jsonb_to_recordset's 100 rows on a table of tens of thousands, it read every attempt.
       from o where a.delivery_id = any(array(select id from o)) and a.delivery_id = o.id and a.number = o.attempt and a.duration_ms is null
     )
     update webhook_deliveries d
     set status = o.status, next_attempt_at = o.next_attempt_at, leased_until = null, updated_at = now()
     from o join locked using (id) where d.id = o.id and d.attempts = o.attempt and d.status in ('pending', 'failed')`,
    [JSON.stringify(rows)],
  );
}

/** Lets other engines claim these deliveries now (this one is stopping without their outcomes). */
export async function releaseClaims(db: Knex, claims: Array<{ id: string; attempt: number }>): Promise<void> {
  if (claims.length === 0) return;
  await db.raw(
    `update webhook_deliveries d set leased_until = null
     from unnest(?::text[], ?::int[]) as c(id, attempt)
     where d.id = c.id and d.attempts = c.attempt and d.status in ('pending', 'failed')`,
    [claims.map((c) => c.id), claims.map((c) => c.attempt)],
  );
}
