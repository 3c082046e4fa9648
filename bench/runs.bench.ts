// Run engine figures: automation runs completed per second end to end (task events written to the
// outbox, fanned out, claimed, performed, ended with their events), for a one-step call_webhook
// automation against the delivery engine sending as many webhook deliveries to the same receiver in
// the same rounds, and for a three-step one (Slack-like peer, SMTP, HTTPS); and the time from a
// task write to its automation's first action while the API takes other writes at half its capacity.
import type { Knex } from 'knex';
import { createKnex } from '../server/db/knex.ts';
import { newId } from '../server/db/ids.ts';
import type { EventType } from '../server/events/record-event.ts';
import type { TestCertificates } from '../contract-tests/support/https.ts';
import { startReceiver, type Receiver } from '../contract-tests/webhooks/support/receiver.ts';
import { startWorkerProcess } from '../contract-tests/support/processes.ts';
import { startFakeSlack } from '../contract-tests/support/slack.ts';
import { startSmtpServer } from '../contract-tests/support/smtp.ts';
import { median, type BenchRow, type BenchSettings } from './table.ts';
import { backgroundWrites, call, percentile, writeCapacity, type Api } from './api-calls.ts';
import { benchSecretKey, type OurApi } from './api.bench.ts';

const webhookSecret = 'bench-runs-secret-0123456789abcdef';

/** The automations and webhook the rounds fire, in a project of the bench owner's workspace. */
async function seedRules(api: Api, workspaceId: string, receiver: Receiver) {
  const project = await call(api, 'POST', '/projects', { workspace_id: workspaceId, name: 'Runs', visibility: 'shared' });
  const named = (word: string) => ({ event: 'task.created', filters: [{ field: 'task.name', operator: 'contains', value: word }] });
  const one = await call(api, 'POST', '/automations', {
    project_id: project.data.id,
    name: 'One step',
    type: 'event',
    trigger: named('one'),
    actions: [{ type: 'call_webhook', config: { url: receiver.url('/one'), body: '{"task":"{{task.id}}"}' } }],
  });
  const three = await call(api, 'POST', '/automations', {
    project_id: project.data.id,
    name: 'Three steps',
    type: 'event',
    trigger: named('three'),
    actions: [
      { type: 'send_slack_message', config: { channel: '#bench', message: 'New task {{task.name}}' } },
      { type: 'send_email', config: { to: 'bench@example.com', subject: 'New task', body: '{{task.name}} in {{project.name}}' } },
      { type: 'call_webhook', config: { url: receiver.url('/three'), body: '{"task":"{{task.id}}"}' } },
    ],
  });
  const first = await call(api, 'POST', '/automations', {
    project_id: project.data.id,
    name: 'First action',
    type: 'event',
    trigger: { event: 'task.completed' },
    actions: [{ type: 'call_webhook', config: { url: receiver.url('/first'), body: '{"task":"{{task.id}}"}' } }],
  });
  await call(api, 'POST', '/webhooks', {
    workspace_id: workspaceId,
    url: receiver.url('/delivery'),
    events: ['task.deleted'],
    secret: webhookSecret,
  });
  return { projectId: project.data.id, one: one.data.id, three: three.data.id, first: first.data.id };
}

/** Writes `count` events of a project's tasks straight to the outbox in one go, and announces them as the API's commits do. */
export async function writeEvents(
  knex: Knex,
  at: { workspaceId: string; projectId: string },
  input: { type: EventType; word: string; count: number },
) {
  const actor = { type: 'system', id: null, name: 'bench' };
  const rows = Array.from({ length: input.count }, (_, i) => {
    const task = { id: newId('task'), project_id: at.projectId, name: `${input.word} ${i}`, status: 'open' };
    return {
      id: newId('evt'),
      workspace_id: at.workspaceId,
      project_id: at.projectId,
      type: input.type,
      actor: JSON.stringify(actor),
      data: JSON.stringify({ workspace_id: at.workspaceId, actor, project_id: at.projectId, task }),
    };
  });
  await knex.batchInsert('events', rows, 1000);
  // As the API does after its commits: the dispatchers hear of them at once rather than at their next poll.
  await knex.raw(`select pg_notify('wsa_events_committed', '')`);
}

/**
 * The time from `started` until `target` runs of the automation ended: first the receiver's count of
 * their last action (in memory, costing the database nothing), then the table, polled briefly, for
 * the ends that follow it within milliseconds.
 */
async function runsEnded(
  knex: Knex,
  at: { receiver: Receiver; path: string; automationId: string },
  target: { requests: number; ended: number; started: number },
) {
  await at.receiver.waitForRequests(target.requests, {
    match: (r) => r.path === at.path,
    timeoutMs: 300_000,
    what: `${target.requests} calls to ${at.path}`,
  });
  const deadline = Date.now() + 60_000;
  for (;;) {
    const ended = await endedCount(knex, at.automationId);
    if (ended >= target.ended) return performance.now() - target.started;
    if (Date.now() > deadline) throw new Error(`${target.ended} runs of ${at.automationId} did not end in time (${ended} did)`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

async function endedCount(knex: Knex, automationId: string): Promise<number> {
  const row = await knex('automation_runs').where({ automation_id: automationId }).whereNot('status', 'running').count({ n: '*' }).first();
  return Number(row!.n);
}

/** Runs per second from writing `count` events until all their runs ended (each with its steps and events written). */
async function runRate(
  knex: Knex,
  at: { workspaceId: string; projectId: string; automationId: string; word: string; receiver: Receiver; path: string },
  count: number,
) {
  const before = await endedCount(knex, at.automationId);
  const requests = at.receiver.requestsTo(at.path).length;
  const started = performance.now();
  await writeEvents(knex, at, { type: 'task.created', word: at.word, count });
  const ms = await runsEnded(knex, at, { requests: requests + count, ended: before + count, started });
  const failed = await knex('automation_runs').where({ automation_id: at.automationId, status: 'failed' }).count({ n: '*' }).first();
  if (Number(failed!.n) > 0) throw new Error(`${String(failed!.n)} runs of ${at.automationId} failed`);
  return count / (ms / 1000);
}

/** The anchor: webhook deliveries per second through the delivery engine, to the same receiver. */
async function deliveryRate(knex: Knex, receiver: Receiver, at: { workspaceId: string; projectId: string }, count: number) {
  const before = receiver.requestsTo('/delivery').length;
  const started = performance.now();
  await writeEvents(knex, at, { type: 'task.deleted', word: 'gone', count });
  await receiver.waitForRequests(before + count, { match: (r) => r.path === '/delivery', timeoutMs: 300_000, what: `${count} deliveries` });
  return count / ((performance.now() - started) / 1000);
}

/** From a write's response to its automation's first action reaching the receiver, one write at a time. */
async function firstActionLatency(api: Api, receiver: Receiver, projectId: string, samples: number): Promise<number[]> {
  const out: number[] = [];
  for (let i = 0; i < samples; i++) {
    const task = await call(api, 'POST', `/projects/${projectId}/tasks`, { name: `Probe ${i}` });
    const seen = receiver.requestsTo('/first').length;
    await call(api, 'PATCH', `/tasks/${task.data.id}`, { status: 'completed' });
    const answered = Date.now();
    const [arrived] = (await receiver.waitForRequests(seen + 1, { match: (r) => r.path === '/first', timeoutMs: 30_000 })).slice(-1);
    out.push(arrived!.receivedAt - answered);
  }
  return out;
}

export async function benchRuns(
  ours: OurApi,
  databaseUrl: string,
  settings: BenchSettings,
  quick: boolean,
  certificates: TestCertificates,
) {
  const receiver = await startReceiver({ tls: certificates, secret: { '/delivery': webhookSecret }, respond: () => ({ status: 200 }) });
  const slack = await startFakeSlack();
  const smtp = await startSmtpServer();
  const knex = createKnex(databaseUrl);
  const worker = await startWorkerProcess({
    databaseUrl,
    secretKey: benchSecretKey,
    caFile: certificates.caFile,
    env: { SLACK_API_URL: slack.apiUrl, SLACK_BOT_TOKEN: slack.token, SMTP_URL: smtp.url },
  });
  const burst = quick ? 1_000 : 3_000;
  const threeBurst = quick ? 300 : 1_000;
  const api = { url: ours.url, key: ours.key };
  try {
    const rules = await seedRules(api, ours.workspaceId, receiver);
    const at = { workspaceId: ours.workspaceId, projectId: rules.projectId };
    // Warm both paths (JIT, pools, connections).
    await runRate(knex, { ...at, automationId: rules.one, word: 'one', receiver, path: '/one' }, 100);
    await deliveryRate(knex, receiver, at, 100);
    const runs: number[] = [];
    const deliveries: number[] = [];
    for (let round = 0; round < settings.rounds; round++) {
      runs.push(await runRate(knex, { ...at, automationId: rules.one, word: 'one', receiver, path: '/one' }, burst));
      deliveries.push(await deliveryRate(knex, receiver, at, burst));
    }
    const three = await runRate(knex, { ...at, automationId: rules.three, word: 'three', receiver, path: '/three' }, threeBurst);

    const probe = { ...api, projectId: ours.projectId };
    await firstActionLatency(api, receiver, rules.projectId, 3);
    const idle = await firstActionLatency(api, receiver, rules.projectId, quick ? 20 : 100);
    const capacity = await writeCapacity(probe);
    const background = backgroundWrites(probe, Math.round(capacity / 2));
    let loaded: number[];
    let written: number;
    const loadStarted = performance.now();
    try {
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      loaded = await firstActionLatency(api, receiver, rules.projectId, quick ? 20 : 100);
    } finally {
      written = await background.stop();
    }
    const loadRate = written / ((performance.now() - loadStarted) / 1000);

    const oursRate = median(runs);
    const anchorRate = median(deliveries);
    const p50 = percentile(loaded, 50);
    const idleP50 = percentile(idle, 50);
    return [
      {
        metric: `runs completed, one-step call_webhook, ${burst.toLocaleString('en-US')} events (/s)`,
        ours: Math.round(oursRate),
        anchor: undefined,
        ratio: undefined,
        target: '≥ 1,100',
        met: oursRate >= 1_100,
      },
      {
        metric: 'runs completed, one-step, vs webhook deliveries to the same receiver (/s)',
        ours: Math.round(oursRate),
        anchor: Math.round(anchorRate),
        ratio: Math.round((oursRate / anchorRate) * 100) / 100,
        target: '≥ 0.5',
        met: oursRate / anchorRate >= 0.5,
      },
      {
        metric: `runs completed, three steps (Slack, SMTP, HTTPS), ${threeBurst.toLocaleString('en-US')} events, vs one step (/s)`,
        ours: Math.round(three),
        anchor: Math.round(oursRate),
        ratio: Math.round((three / oursRate) * 100) / 100,
        target: '—',
        met: undefined,
      },
      {
        metric: 'API task writes during the next two rows, vs its capacity (/s)',
        ours: Math.round(loadRate),
        anchor: Math.round(capacity),
        ratio: Math.round((loadRate / capacity) * 100) / 100,
        target: '≈ 0.5',
        met: undefined,
      },
      {
        metric: 'task write → first action, API at half capacity, vs idle, p50 (ms)',
        ours: p50,
        anchor: idleP50,
        ratio: Math.round((p50 / Math.max(1, idleP50)) * 100) / 100,
        target: '≤ 30',
        met: p50 <= 30,
      },
      {
        metric: 'task write → first action, API at half capacity, vs idle, p99 (ms)',
        ours: percentile(loaded, 99),
        anchor: percentile(idle, 99),
        ratio: undefined,
        target: '—',
        met: undefined,
      },
    ] satisfies BenchRow[];
  } finally {
    await worker.stop();
    await knex.destroy();
    await receiver.close();
    await slack.close();
    await smtp.close();
  }
}
