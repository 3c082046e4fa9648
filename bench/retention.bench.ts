// Retention (issue 28, point 1): the API's p99 while the retention pass removes 1,000,000 expired rows,
// against its p99 without it, in interleaved rounds; and how fast the rows go.
//
// The rows are written in SQL (generate_series), 30 days old, in 10 free workspaces of their own:
// per workspace 40,000 events, 20,000 ended runs, 15,000 succeeded deliveries with one attempt each
// and 10,000 notifications (quick: 2 workspaces of a tenth). The load is a mix of reads and writes on
// the bench owner's workspace (a project, its workspace's projects, a task write, an event by id),
// by autocannon with the API bench's 50 connections, so its p99 is the figure `npm run bench` shows
// (autocannon's fixed rates send each second's requests in a burst, whose queue would be all a p99
// at half capacity measured). Each round pair is a round without the pass, then one with it running (removeExpiredRows, what the
// `remove_expired_rows` job runs, here in this process with the job's default batch of 1,000), until
// every expired row is gone. Only rounds the pass was busy throughout count (but with --quick).
import autocannon from 'autocannon';
import type { Knex } from 'knex';
import { createKnex } from '../server/db/knex.ts';
import { newId } from '../server/db/ids.ts';
import { findOrCreateUser } from '../server/modules/keys/users.service.ts';
import { nextPass, removeExpiredRows, type PassResult, type RetentionSettings } from '../server/modules/retention/retention-pass.ts';
import { insertWorkspaceWithOwner } from '../server/modules/workspaces/workspaces.queries.ts';
import type { OurApi } from './api.bench.ts';
import { median, type BenchRow, type BenchSettings } from './table.ts';

/** The expired rows of one workspace, by kind: each delivery has one attempt. */
const perWorkspace = (quick: boolean) =>
  quick
    ? { events: 4_000, runs: 2_000, deliveries: 1_500, notifications: 1_000 }
    : { events: 40_000, runs: 20_000, deliveries: 15_000, notifications: 10_000 };

const settingsOfTheJob: RetentionSettings = { days: { free: 7, pro: 30, enterprise: 90 }, batchSize: 1_000 };

/** Round pairs at most: 1,000,000 rows are gone long before. */
const maxRounds = 40;

/** Writes one free workspace's expired rows in SQL; returns the workspace's id. */
async function fillWorkspace(knex: Knex, userId: string, n: ReturnType<typeof perWorkspace>): Promise<string> {
  const workspaceId = newId('ws');
  const tag = workspaceId.slice(-10);
  const memberId = newId('mem');
  const projectId = newId('proj');
  const automationId = newId('auto');
  const webhookId = newId('wh');
  await knex.transaction(async (trx) => {
    await insertWorkspaceWithOwner(
      trx,
      { id: workspaceId, name: `Expired ${tag}`, slug: `expired-${tag}`, timezone: 'UTC' },
      { userId, memberId },
    );
    await trx('projects').insert({ id: projectId, workspace_id: workspaceId, name: 'Old', visibility: 'shared' });
    await trx.raw(
      `insert into automations (id, workspace_id, project_id, name, type, trigger, actions, author_member_id, author_name)
       values (?, ?, ?, 'Old', 'event', '{"event":"task.created"}', '[]', ?, 'Bench Owner')`,
      [automationId, workspaceId, projectId, memberId],
    );
    await trx.raw(
      `insert into webhooks (id, workspace_id, url, events, secret_ciphertext) values (?, ?, 'https://old.example.test/', '{task.created}', 'x')`,
      [webhookId, workspaceId],
    );
  });
  const old = `now() - interval '30 days' + g * interval '1 ms'`;
  const event = (g: string) => `'evt_old${tag}_' || ${g}`;
  await knex.raw(
    `insert into events (id, workspace_id, project_id, type, actor, data, created_at, dispatched_at)
     select ${event('g')}, ?, ?, 'task.created', '{"type":"system","id":null,"name":"bench"}',
            jsonb_build_object('task', jsonb_build_object('id', 'task_old' || g, 'name', 'Old task ' || g)), ${old}, ${old}
     from generate_series(1, ?) g`,
    [workspaceId, projectId, n.events],
  );
  await knex.raw(
    `insert into automation_runs (id, automation_id, workspace_id, status, trigger, actions, steps, started_at, completed_at)
     select 'run_old${tag}_' || g, ?, ?, 'success',
            jsonb_build_object('kind', 'event', 'event_type', 'task.created', 'event_id', ${event('g')}), '[]',
            '[{"index":0,"type":"create_task","status":"success","error":null}]', ${old}, ${old}
     from generate_series(1, ?) g`,
    [automationId, workspaceId, n.runs],
  );
  await knex.raw(
    `insert into webhook_deliveries (id, workspace_id, webhook_id, event_id, event_type, status, attempts, created_at, updated_at)
     select 'dlv_old${tag}_' || g, ?, ?, ${event('g')}, 'task.created', 'succeeded', 1, ${old}, ${old}
     from generate_series(1, ?) g`,
    [workspaceId, webhookId, n.deliveries],
  );
  await knex.raw(
    `insert into webhook_delivery_attempts (delivery_id, workspace_id, number, started_at, duration_ms, response_status)
     select 'dlv_old${tag}_' || g, ?, 1, ${old}, 15, 200 from generate_series(1, ?) g`,
    [workspaceId, n.deliveries],
  );
  await knex.raw(
    `insert into notifications (id, workspace_id, user_id, member_id, project_id, event_id, category, title, body, subject_type, subject_id, in_app, email, created_at)
     select 'ntf_old${tag}_' || g, ?, ?, ?, ?, ${event('g')}, 'automation_triggered', 'A run started', 'Old run ' || g, 'run', 'run_old${tag}_' || g, true, 'off', ${old}
     from generate_series(1, ?) g`,
    [workspaceId, userId, memberId, projectId, n.notifications],
  );
  return workspaceId;
}

/** The rows of those workspaces still stored, attempts included. */
async function rowsLeft(knex: Knex, workspaceIds: string[]): Promise<number> {
  const { rows } = await knex.raw<{ rows: Array<{ n: string }> }>(
    `select (select count(*) from events where workspace_id = any(?::text[]))
          + (select count(*) from automation_runs where workspace_id = any(?::text[]))
          + (select count(*) from notifications where workspace_id = any(?::text[]))
          + (select count(*) from webhook_deliveries d join webhooks w on w.id = d.webhook_id where w.workspace_id = any(?::text[]))
          + (select count(*) from webhook_delivery_attempts a join webhook_deliveries d on d.id = a.delivery_id
               join webhooks w on w.id = d.webhook_id where w.workspace_id = any(?::text[])) as n`,
    Array(5).fill(workspaceIds),
  );
  return Number(rows[0]!.n);
}

/** A pass's rows: its counts plus one attempt per delivery. */
const rowsOf = (pass: PassResult) => pass.removed.events + pass.removed.runs + pass.removed.notifications + 2 * pass.removed.deliveries;

interface Load {
  rps: number;
  p99: number;
}

/**
 * The mix on the bench owner's workspace for `seconds`, as fast as `connections` clients go. The
 * event is read by id: the feed's list counts the workspace's events, which the task writes keep
 * adding to, so its cost would grow from round to round.
 */
async function mixedLoad(ours: OurApi & { eventId: string }, seconds: number, connections: number): Promise<Load> {
  const result = await autocannon({
    url: ours.url,
    connections,
    duration: seconds,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${ours.key}` },
    requests: [
      { method: 'GET', path: `/v1/projects/${ours.projectId}` },
      { method: 'GET', path: `/v1/workspaces/${ours.workspaceId}/projects?per_page=20` },
      { method: 'POST', path: `/v1/projects/${ours.projectId}/tasks`, body: JSON.stringify({ name: 'Retention bench task' }) },
      { method: 'GET', path: `/v1/events/${ours.eventId}` },
    ],
  });
  const failed = result.non2xx + result.errors + result.timeouts;
  if (failed > 0) throw new Error(`the retention bench's load: ${failed} of ${result.requests.total} requests failed`);
  return { rps: result.requests.total / result.duration, p99: result.latency.p99 };
}

export async function benchRetention(ours: OurApi, databaseUrl: string, settings: BenchSettings, quick: boolean): Promise<BenchRow[]> {
  const knex = createKnex(databaseUrl);
  try {
    const user = await knex.transaction((trx) => findOrCreateUser(trx, 'retention-bench@example.com', 'Retention Bench'));
    const workspaceIds: string[] = [];
    for (let i = 0; i < (quick ? 2 : 10); i++) workspaceIds.push(await fillWorkspace(knex, user.id, perWorkspace(quick)));
    await knex.raw('vacuum analyze events, automation_runs, webhook_deliveries, webhook_delivery_attempts, notifications');
    const expired = await rowsLeft(knex, workspaceIds);

    const task = await fetch(`${ours.url}/v1/projects/${ours.projectId}/tasks`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${ours.key}` },
      body: JSON.stringify({ name: 'Retention bench' }),
    });
    if (!task.ok) throw new Error(`retention bench: a task write answered ${task.status}`);
    const { id: eventId } = (await knex('events').where({ workspace_id: ours.workspaceId }).orderBy('seq', 'desc').first('id'))!;
    const api = { ...ours, eventId };
    await knex.raw('checkpoint'); // the fill's dirty pages written now, not during the rounds
    const connections = settings.connections;
    await mixedLoad(api, 2, connections); // warm: JIT, pools, caches

    const without: Load[] = [];
    const during: Load[] = [];
    let lastDuring: Load | undefined;
    let removed = 0;
    let passMs = 0;
    let from: string | undefined;
    let leftOver: string | undefined;
    for (let round = 0; round < maxRounds; round++) {
      without.push(await mixedLoad(api, settings.seconds, connections));
      const started = performance.now();
      const passing = removeExpiredRows(knex, settingsOfTheJob, { from, deadline: Date.now() + settings.seconds * 1000 }).then((pass) => ({
        pass,
        ms: performance.now() - started,
      }));
      const [load, { pass, ms }] = await Promise.all([mixedLoad(api, settings.seconds, connections), passing]);
      // Each round on stderr, so a run on a noisy machine can be judged.
      process.stderr.write(
        `retention round ${round}: p99 ${without.at(-1)!.p99} ms without, ${load.p99} ms with; ${Math.round(without.at(-1)!.rps)} and ${Math.round(load.rps)} req/s; ${rowsOf(pass)} rows\n`,
      );
      removed += rowsOf(pass);
      passMs += ms;
      // A pass that finished before the round did left part of it without deletes: counted only when
      // no round was busy throughout (--quick's rows go within one round).
      if (pass.resumeFrom !== undefined) during.push(load);
      else lastDuring = load;
      // On as the job goes on: a visit removes at most 50 batches (50,000 rows), so a workspace of 100,000 is visited twice.
      const next = nextPass(pass, leftOver);
      if (next === undefined) break;
      ({ from, leftOver } = next);
    }
    const left = await rowsLeft(knex, workspaceIds);
    if (left !== 0 || removed !== expired) throw new Error(`retention bench: ${expired} expired rows, ${removed} removed, ${left} left`);
    if (during.length === 0 && lastDuring !== undefined) during.push(lastDuring);

    const withoutP99 = median(without.map((l) => l.p99));
    const duringP99 = median(during.map((l) => l.p99));
    const withoutRps = median(without.map((l) => l.rps));
    const duringRps = median(during.map((l) => l.rps));
    const perSecond = removed / (passMs / 1000);
    const rows = expired.toLocaleString('en-US');
    return [
      {
        metric: `API p99, mixed reads and writes, ${connections} connections, while retention removes ${rows} expired rows, vs without (ms)`,
        ours: duringP99,
        anchor: withoutP99,
        ratio: duringP99 / withoutP99,
        target: '≤ 1.5',
        met: duringP99 <= 1.5 * withoutP99,
      },
      {
        metric: `API requests, same mix, while retention removes ${rows} expired rows, vs without (/s)`,
        ours: Math.round(duringRps),
        anchor: Math.round(withoutRps),
        ratio: duringRps / withoutRps,
        target: '—',
        met: undefined,
      },
      {
        metric: 'expired rows removed under that load, batches of 1,000 (/s)',
        ours: Math.round(perSecond),
        anchor: undefined,
        ratio: undefined,
        target: '— (reported)',
        met: undefined,
      },
    ];
  } finally {
    await knex.destroy();
  }
}
