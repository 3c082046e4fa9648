import { run, type Runner, type TaskList } from 'graphile-worker';
import type { AppDeps } from './context.ts';
import { expireInvitations } from './jobs/expire-invitations.ts';
import { sendMail } from './jobs/send-mail.ts';
import { graphileLogger } from './graphile-logger.ts';

/** Every task the worker runs, by the identifier jobs are enqueued with. */
export function taskList(deps: AppDeps): TaskList {
  return {
    send_mail: sendMail(deps),
    expire_invitations: expireInvitations(deps),
  };
}

export interface WorkerOptions {
  connectionString: string;
  concurrency?: number;
}

/** The graphile-worker runner; jobs are claimed by the database, so any number of these may run. */
export async function startWorker(deps: AppDeps, options: WorkerOptions): Promise<Runner> {
  return run({
    connectionString: options.connectionString,
    concurrency: options.concurrency ?? 5,
    noHandleSignals: true,
    pollInterval: 1000,
    logger: graphileLogger(deps.log),
    taskList: taskList(deps),
    crontab: '* * * * * expire_invitations ?fill=1m',
  });
}
