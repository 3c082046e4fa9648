import type { Knex } from 'knex';
import type { AutomationRun } from '../automations.model.ts';
import { writeRunProgress, type RunEnd, type RunPark } from './run-writes.ts';

/** Run ends are written together: at most this long after the first of a batch arrives. */
const flushEveryMs = 5;
/**
 * A step's start is written at most this long after it: a run whose steps are quick ends first and
 * writes once. Nothing waits on it (a database step writes its own transaction after it).
 */
const progressEveryMs = 50;

/** A run whose progress is written: its steps as they go, fenced by its executor. */
export interface Progressing {
  run: AutomationRun & { executor: string };
  lost: boolean;
}

export interface ProgressWriterOptions {
  knex: Knex;
  /** The runs whose writes were refused: this engine no longer holds them. */
  onLost: (ids: Set<string>, written: Progressing[]) => void;
  onWritten: () => void;
  onFailed: (err: unknown) => void;
}

/**
 * The run engine's writes, in batches (writeRunProgress, one statement each): ends within 5 ms,
 * step starts within 50 ms (a quick run's start is never written, its end says it all). A batch that
 * fails is kept and written again; `abandon` drops what is queued (the engine gave its runs up).
 */
export function progressWriter({ knex, onLost, onWritten, onFailed }: ProgressWriterOptions) {
  const pendingSteps = new Map<string, Progressing>();
  const pendingEnds = new Map<string, RunEnd>();
  // A run that began to wait is written as promptly as an end: it leaves this engine.
  const pendingParks = new Map<string, RunPark>();
  let writing = new Set<string>();
  let flushTimer: NodeJS.Timeout | undefined;
  let flushDue = Number.POSITIVE_INFINITY;
  let flushing: Promise<void> | undefined;
  let abandoned = false;

  const flush = async (): Promise<void> => {
    while ((pendingSteps.size > 0 || pendingEnds.size > 0 || pendingParks.size > 0) && !abandoned) {
      const ends = [...pendingEnds.values()];
      const parks = [...pendingParks.values()];
      const steps = [...pendingSteps.values()].filter((h) => !pendingEnds.has(h.run.id) && !pendingParks.has(h.run.id) && !h.lost);
      pendingEnds.clear();
      pendingParks.clear();
      pendingSteps.clear();
      writing = new Set([...ends.map((e) => e.id), ...parks.map((p) => p.id), ...steps.map((h) => h.run.id)]);
      try {
        const lost = await writeRunProgress(knex, {
          steps: steps.map(({ run }) => ({ id: run.id, executor: run.executor, steps: run.steps })),
          parks,
          ends,
        });
        onWritten();
        if (lost.size > 0) onLost(lost, steps);
      } catch (err) {
        // Kept and written later; past their leases, other engines may take the runs again (at least once).
        for (const end of ends) if (!pendingEnds.has(end.id)) pendingEnds.set(end.id, end);
        for (const park of parks) if (!pendingParks.has(park.id)) pendingParks.set(park.id, park);
        for (const held of steps) if (!pendingSteps.has(held.run.id)) pendingSteps.set(held.run.id, held);
        onFailed(err);
        await new Promise((resolve) => setTimeout(resolve, 500));
      } finally {
        writing = new Set();
      }
    }
  };
  const startFlush = () => {
    clearTimeout(flushTimer);
    flushTimer = undefined;
    flushDue = Number.POSITIVE_INFINITY;
    flushing ??= flush().finally(() => {
      flushing = undefined;
      if (pendingEnds.size > 0 || pendingParks.size > 0) scheduleFlush(flushEveryMs);
      else if (pendingSteps.size > 0) scheduleFlush(progressEveryMs);
    });
    return flushing;
  };
  /** Writes what is queued within `withinMs`, sooner if already due. */
  const scheduleFlush = (withinMs: number) => {
    if (flushing) return;
    const due = Date.now() + withinMs;
    if (flushTimer && flushDue <= due) return;
    clearTimeout(flushTimer);
    flushDue = due;
    flushTimer = setTimeout(() => void startFlush(), withinMs);
  };

  return {
    /** The run's steps changed: written within 50 ms, or with its end. */
    steps(held: Progressing): void {
      if (held.lost) return;
      pendingSteps.set(held.run.id, held);
      scheduleFlush(progressEveryMs);
    },
    /** The run ended: written within 5 ms. */
    end(end: RunEnd): void {
      pendingSteps.delete(end.id);
      pendingEnds.set(end.id, end);
      scheduleFlush(flushEveryMs);
    },
    /** The run began to wait: written within 5 ms. */
    park(park: RunPark): void {
      pendingSteps.delete(park.id);
      pendingParks.set(park.id, park);
      scheduleFlush(flushEveryMs);
    },
    /** Forgets the run's queued steps (it was given back). */
    forget(id: string): void {
      pendingSteps.delete(id);
    },
    /** Resolves once what was queued of this run is written, so a step's own transaction cannot be overwritten by it. */
    async settled(id: string): Promise<void> {
      while (pendingSteps.has(id) || pendingEnds.has(id) || pendingParks.has(id) || writing.has(id)) await (flushing ?? startFlush());
    },
    /** Whether anything is queued or being written. */
    busy(): boolean {
      return pendingSteps.size > 0 || pendingEnds.size > 0 || pendingParks.size > 0 || flushing !== undefined || flushTimer !== undefined;
    },
    /** Writes nothing more. */
    abandon(): void {
      abandoned = true;
      clearTimeout(flushTimer);
    },
  };
}
