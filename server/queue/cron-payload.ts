/** What graphile-worker's crontab gives a recurring task: the time it was due for, and whether it was caught up late. */
export interface CronPayload {
  _cron?: { ts: string; backfilled?: boolean };
}
