import { expect } from 'chai';
import type { Logger } from '../log.ts';
import { graphileLogger } from './logger.ts';

/** A logger that keeps what it was told, by level (children log into the same list). */
function recording() {
  const lines: Array<{ level: string; fields: unknown; msg: string }> = [];
  const log = {} as Record<string, unknown>;
  for (const level of ['debug', 'info', 'warn', 'error'])
    log[level] = (fields: unknown, msg: string) => void lines.push({ level, fields, msg });
  log.child = () => log;
  return { lines, log: log as unknown as Logger };
}

describe('graphile-worker logs', () => {
  it('puts a completed job at debug, with its id and task only; a failed one keeps its level', () => {
    const { lines, log } = recording();
    const worker = graphileLogger(log);
    const job = {
      id: '7',
      task_identifier: 'send_notification_digests',
      payload: { _cron: { ts: '2026-11-26T14:09:00.000Z' } },
      last_error: null,
    };
    worker.info('Completed task 7 (send_notification_digests, 3.50ms) with success', { job });
    worker.error('Failed task 8 (send_mail, 12.00ms) with error: smtp down', { job: { ...job, id: '8' } });
    expect(lines.map((l) => l.level)).to.deep.equal(['debug', 'error']);
    expect(lines[0]!.fields).to.deep.equal({ job: { id: '7', task: 'send_notification_digests' } });
  });

  it('puts its LISTEN retries while the database is out of reach at debug', () => {
    const { lines, log } = recording();
    const worker = graphileLogger(log);
    worker.error('Error with notify listener (trying again in 98ms): terminating connection due to administrator command', {
      error: { code: '57P01' },
    });
    worker.error('Error occurred attempting to UNLISTEN: Error: Client has encountered a connection error and is not queryable', {
      error: {},
    });
    worker.error('Error with notify listener: permission denied for schema graphile_worker', { error: { code: '42501' } });
    expect(lines.map((l) => l.level)).to.deep.equal(['debug', 'debug', 'error']);
  });
});
