import type { Knex } from 'knex';
import { lockedInIdOrder } from '../../../db/lock-order.ts';
import { eventRecords, insertEventRecords, signalCommitted, type EventActor } from '../../../events/record-event.ts';
import type { RunStep } from '../automations.model.ts';
import { endEventKind, runEvent, type RunOf } from './create-run.ts';

/** A run's steps as its engine has them now. */
export interface StepsWrite {
  id: string;
  executor: string;
  steps: RunStep[];
}

/** A run's end, with its steps as they ended and what its event names: the automation or workflow and the causal chain. */
export interface RunEnd extends StepsWrite {
  status: 'success' | 'failed' | 'cancelled';
  error: string | null;
  completedAt: Date;
  automation: RunOf['automation'];
  workspaceId: string;
  automationChain: string[];
  /** Whom the end's event names, when not the automation or workflow itself (the system, for a run cancelled as it would resume). */
  actor?: EventActor;
}

/** A workflow run that reached a wait: it is given up until `resumeAt`, when an engine claims it again. */
export interface RunPark extends StepsWrite {
  resumeAt: Date;
}

/**
 * Writes a batch of runs' progress in one statement: the steps of runs going on, the runs that began
 * to wait (no executor, due again at their resume time, their claims counted anew), and the ends of
 * runs that finished with their `*.run.completed`/`failed` events. One statement, so a writer
 * frozen mid-write (SIGSTOP) holds no row lock that would keep other engines from taking its runs.
 * Only the claim that still holds a run writes it (its executor): returns the runs this engine no
 * longer holds (taken over by another engine, ended or deleted), whose writes were left out.
 */
export async function writeRunProgress(db: Knex, batch: { steps: StepsWrite[]; parks: RunPark[]; ends: RunEnd[] }): Promise<Set<string>> {
  const events = batch.ends.map((end) => {
    const { id, status, error, automation } = end;
    const ended = { id, workspace_id: end.workspaceId, automation_chain: end.automationChain, status, error_message: error };
    return {
      key: id,
      event: runEvent(endEventKind(status), { automation, run: ended, actor: end.actor }),
    };
  });
  const { rows } = await db.raw<{ rows: Array<{ id: string }> }>(
    `with locked as materialized (
       -- In id order, as deleting their automation or workflow locks them (db/lock-order.ts).
       ${lockedInIdOrder('automation_runs', 'id = any(?::text[])')}
     ), stepped as (
       update automation_runs r set steps = u.steps
       from jsonb_to_recordset(?::jsonb) as u(id text, executor text, steps jsonb)
       where r.id = u.id and r.executor = u.executor and r.status = 'running' and r.id in (select id from locked)
       returning r.id
     ), parked as (
       update automation_runs r
       set status = 'waiting', steps = u.steps, resume_at = u.resume_at, next_step_at = u.resume_at, executor = null, claims = 0
       from jsonb_to_recordset(?::jsonb) as u(id text, executor text, steps jsonb, resume_at timestamptz)
       where r.id = u.id and r.executor = u.executor and r.status = 'running' and r.id in (select id from locked)
       returning r.id
     ), ended as (
       update automation_runs r
       set status = u.status, error_message = u.error, steps = u.steps, completed_at = u.completed_at, next_step_at = null
       from jsonb_to_recordset(?::jsonb) as u(id text, executor text, status text, error text, steps jsonb, completed_at timestamptz)
       where r.id = u.id and r.executor = u.executor and r.status = 'running' and r.id in (select id from locked)
       returning r.id
     ), recorded as (
       ${insertEventRecords('e.key in (select id from ended)')}
     )
     select id from stepped union all select id from parked union all select id from ended`,
    [
      [...batch.steps, ...batch.parks, ...batch.ends].map((w) => w.id),
      JSON.stringify(batch.steps.map(({ id, executor, steps }) => ({ id, executor, steps }))),
      JSON.stringify(batch.parks.map(({ id, executor, steps, resumeAt }) => ({ id, executor, steps, resume_at: resumeAt.toISOString() }))),
      JSON.stringify(
        batch.ends.map(({ id, executor, status, error, steps, completedAt }) => ({
          id,
          executor,
          status,
          error,
          steps,
          completed_at: completedAt.toISOString(),
        })),
      ),
      eventRecords(events),
    ],
  );
  for (const workspaceId of new Set(batch.ends.map((end) => end.workspaceId))) signalCommitted(db, workspaceId);
  const written = new Set(rows.map((r) => r.id));
  return new Set([...batch.steps, ...batch.parks, ...batch.ends].map((w) => w.id).filter((id) => !written.has(id)));
}

/**
 * Deletes an automation or workflow (the caller has checked it may) with its runs, which go by
 * cascade: they are locked first, in id order, as the engine's batches lock them (writeRunProgress,
 * db/lock-order.ts), so the cascade takes rows it already holds instead of locking them in its own
 * order. Run it in transactionRetryingConflicts: a lease renewal still locks in no order.
 */
export async function deleteWithRuns(trx: Knex.Transaction, automationId: string): Promise<void> {
  await trx.raw(lockedInIdOrder('automation_runs', 'automation_id = ?'), [automationId]);
  await trx('automations').where({ id: automationId }).delete();
}

/**
 * Saves one step inside the transaction of the change it made (a task action), so the change and the
 * step's success commit together: false when this claim no longer holds the run (nothing may commit).
 */
export async function saveStepIn(trx: Knex.Transaction, write: StepsWrite): Promise<boolean> {
  const { rowCount } = await trx.raw<{ rowCount: number }>(
    `update automation_runs set steps = ?::jsonb where id = ? and executor = ? and status = 'running'`,
    [JSON.stringify(write.steps), write.id, write.executor],
  );
  return rowCount > 0;
}
