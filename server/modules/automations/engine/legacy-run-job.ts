import type { Task } from 'graphile-worker';
import { localSignals } from '../../../events/signals.ts';

declare global {
  namespace GraphileWorker {
    interface Tasks {
      run_automation: { run_id: string };
    }
  }
}

/**
 * A job a server from before the run engine queued for a run (one job per run, until 2026-11-29):
 * the engine claims such runs itself (the migration made them due), so the job only wakes it.
 */
export const legacyRunJob = (): Task<'run_automation'> => () => {
  localSignals.raise('runs-queued');
  return Promise.resolve();
};
