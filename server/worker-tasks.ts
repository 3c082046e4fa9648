import type { TaskList } from 'graphile-worker';
import type { AppDeps } from './context.ts';
import type { FanOut } from './events/dispatcher.ts';
import { purgeIdempotencyKeys } from './http/purge-idempotency-keys.job.ts';
import { sendMail } from './mail/send-mail.job.ts';
import { fanOutToAutomations } from './modules/automations/engine/event-fan-out.ts';
import { legacyRunJob } from './modules/automations/engine/legacy-run-job.ts';
import { startRunEngine } from './modules/automations/engine/run-engine.ts';
import { fireSchedule } from './modules/automations/schedule/fire-schedule.job.ts';
import { expireInvitations } from './modules/members/expire-invitations.job.ts';
import { removeExpiredRowsJob, retentionJob } from './modules/retention/remove-expired-rows.job.ts';
import { startDeliveryEngine } from './modules/webhooks/delivery/delivery-engine.ts';
import { fanOutToWebhooks } from './modules/webhooks/delivery/deliveries.ts';
import { fanOutToNotifications } from './modules/notifications/notification-fan-out.ts';
import { sendChatMessage } from './modules/notifications/send-chat-message.job.ts';
import { sendNotificationDigests } from './modules/notifications/send-digests.job.ts';
import type { TaskName } from './queue/enqueue.ts';
import type { EngineStarter } from './queue/worker.ts';

/**
 * Every task the worker runs, by the name jobs are enqueued with. Each slice declares its tasks'
 * payloads in `GraphileWorker.Tasks` beside the task; this map must name every one of them.
 */
export function taskList(deps: AppDeps): Required<Pick<TaskList, TaskName>> {
  return {
    send_mail: sendMail(deps),
    expire_invitations: expireInvitations(deps),
    purge_idempotency_keys: purgeIdempotencyKeys(deps),
    run_automation: legacyRunJob(),
    fire_schedule: fireSchedule(deps),
    send_chat_message: sendChatMessage(deps),
    send_notification_digests: sendNotificationDigests(deps),
    remove_expired_rows: removeExpiredRowsJob(deps),
  };
}

/** Recurring tasks (graphile-worker crontab lines). */
export const crontab = [
  '* * * * * expire_invitations ?fill=1m',
  '17 * * * * purge_idempotency_keys',
  // Each minute: the digests whose schedule fired in their workspace's time zone (DIGEST_*_SCHEDULE).
  '* * * * * send_notification_digests',
  // Every five minutes: expired events, runs, deliveries and notifications (RETENTION_DAYS_*); one job at a time.
  `*/5 * * * * remove_expired_rows ?jobKey=${retentionJob.jobKey}&jobKeyMode=preserve_run_at&queue=${retentionJob.queueName}`,
].join('\n');

/** What the outbox dispatcher turns each batch of events into: runs of matching automations, notifications, and webhook deliveries. */
export const fanOuts: FanOut[] = [fanOutToAutomations, fanOutToNotifications, fanOutToWebhooks];

/** What a worker process runs beside its job slots: the webhook delivery engine and the run engine. */
export const engines: EngineStarter[] = [
  (deps, { dispatchFirst }) => startDeliveryEngine(deps, { dispatchFirst }),
  (deps, { dispatchFirst }) => startRunEngine(deps, { dispatchFirst }),
];
