/**
 * One pass of retention (docs/decisions.md#retention): workspace by workspace in id order, each by
 * its plan's days, its expired rows of each kind removed a batch at a time (short statements, each
 * its own transaction) until none is left or its visit's batches are used up, until the pass ends or
 * its time is up. A pass that stops early says where to resume, so a backlog of millions drains over
 * many short jobs, not one long one; one that leaves a workspace's rows at the end of its visit names
 * the first such workspace, where the next round starts.
 */
import type { Knex } from 'knex';
import type { Config } from '../../config.ts';
import type { Plan } from '../workspaces/workspaces.model.ts';
import { expiredKinds, type ExpiredKind } from './expired-rows.ts';
import { restAfterBatch } from '../../db/batched-removal.ts';

export type RetentionSettings = Config['retention'];

/** Where a pass starts, and when it must stop. */
export interface PassLimits {
  /** The workspace to start from (inclusive): where an earlier pass stopped. */
  from?: string;
  /** When to stop (epoch ms): checked before each batch. */
  deadline: number;
  /** Stops the pass too (the worker shutting down). */
  signal?: AbortSignal;
  /** The full batches one workspace gets before the pass moves on (`batchesPerVisit` unless said). */
  batchesPerVisit?: number;
}

export interface PassResult {
  /** Rows removed, by kind (a delivery's attempts go with it and are not counted). */
  removed: Record<ExpiredKind['name'], number>;
  /** Batches run (one `remove` of a kind: one statement, or one per webhook for deliveries). */
  batches: number;
  /** Where the next pass resumes; undefined once every workspace was visited. */
  resumeFrom: string | undefined;
  /** The first workspace that still had expired rows when its visit's full batches were used up: the next round starts there. */
  leftOver: string | undefined;
}

/** Where the next pass of a round starts, and the round's first left-over workspace it carries. */
export interface NextPass {
  from: string;
  leftOver?: string;
}

/**
 * What follows a pass: on from where it stopped, carrying what the round has left over so far; once
 * through every workspace, a round again from the first that had rows left at the end of its visit
 * (those before it are the crontab's), rather than a probe of every workspace for one's backlog.
 * Undefined when the round left nothing.
 */
export function nextPass(pass: PassResult, carriedLeftOver: string | undefined): NextPass | undefined {
  const leftOver = carriedLeftOver ?? pass.leftOver;
  if (pass.resumeFrom !== undefined) return { from: pass.resumeFrom, leftOver };
  return leftOver === undefined ? undefined : { from: leftOver };
}

/** Workspaces read per query while walking them. */
const workspacePage = 200;

/**
 * The full batches a pass gives one workspace before it moves on to the next (50,000 rows at the
 * default size): a backlog of millions, say a plan made shorter, takes its turn round by round, and every
 * later workspace's expired rows go in the meantime rather than after it is gone.
 */
export const batchesPerVisit = 50;

export async function removeExpiredRows(db: Knex, settings: RetentionSettings, limits: PassLimits): Promise<PassResult> {
  const result: PassResult = {
    removed: { deliveries: 0, runs: 0, notifications: 0, digests: 0, invitations: 0, events: 0 },
    batches: 0,
    resumeFrom: undefined,
    leftOver: undefined,
  };
  const stopped = () => Date.now() >= limits.deadline || limits.signal?.aborted === true;
  let after: string | undefined;
  for (;;) {
    const query = db('workspaces').select('id', 'plan').orderBy('id').limit(workspacePage);
    if (after !== undefined) query.where('id', '>', after);
    else if (limits.from !== undefined) query.where('id', '>=', limits.from);
    const page: Array<{ id: string; plan: Plan }> = await query;
    for (const workspace of page) {
      const rows = { workspaceId: workspace.id, days: settings.days[workspace.plan], limit: settings.batchSize };
      let left = limits.batchesPerVisit ?? batchesPerVisit;
      visit: for (const kind of expiredKinds) {
        for (;;) {
          if (stopped()) return { ...result, resumeFrom: workspace.id };
          const started = performance.now();
          const count = await kind.remove(db, rows);
          result.batches += 1;
          result.removed[kind.name] += count;
          if (count < settings.batchSize) break;
          left -= 1;
          if (left === 0) {
            result.leftOver ??= workspace.id;
            break visit;
          }
          await restAfterBatch(started);
        }
      }
    }
    if (page.length < workspacePage) return result;
    after = page.at(-1)!.id;
  }
}
