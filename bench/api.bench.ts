// The API figures against their anchor: our service and a bare Koa + pg server (bench/anchors/koa-pg.ts),
// each its own process on the same database, loaded by autocannon in interleaved rounds.
import { spawn, type ChildProcess } from 'node:child_process';
import { readdir, readFile } from 'node:fs/promises';
import autocannon from 'autocannon';
import type { Knex } from 'knex';
import { createKnex } from '../server/db/knex.ts';
import { newId } from '../server/db/ids.ts';
import { createKeyForUser } from '../server/modules/keys/api-keys.service.ts';
import { findOrCreateUser } from '../server/modules/keys/users.service.ts';
import { insertWorkspaceWithOwner } from '../server/modules/workspaces/workspaces.queries.ts';
import { recordChild } from '../contract-tests/support/children.ts';
import { startServiceProcess } from '../contract-tests/support/processes.ts';
import type { BenchRow, BenchSettings } from './table.ts';
import { median } from './table.ts';

/** SECRET_KEY of the bench's API and worker processes: one key, so each opens what the other sealed. */
export const benchSecretKey = 'bench-secret-key-0123456789abcdef0123456789abcdef';

/** The load measures the service, not its limits: request rates lifted for every plan. */
export const benchLimitsLifted = { RATE_LIMIT_FREE: '1000000000', RATE_LIMIT_PRO: '1000000000', RATE_LIMIT_ENTERPRISE: '1000000000' };

export interface Load {
  rps: number;
  p99: number;
  requests: number;
}

/** CPU time (ms) a process has used so far, from /proc (Linux); 0 where it cannot be read. */
async function cpuMs(pid: number): Promise<number> {
  try {
    const fields = (await readFile(`/proc/${pid}/stat`, 'utf8')).split(') ')[1]!.split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return 0;
  }
}

/** CPU time of each PostgreSQL process of the bench's cluster (its backends do the queries), by pid. */
async function postgresCpuMs(): Promise<Map<number, number>> {
  const byPid = new Map<number, number>();
  for (const entry of await readdir('/proc').catch(() => [] as string[])) {
    if (!/^\d+$/.test(entry)) continue;
    const name = await readFile(`/proc/${entry}/comm`, 'utf8').catch(() => '');
    if (name.startsWith('postgres')) byPid.set(Number(entry), await cpuMs(Number(entry)));
  }
  return byPid;
}

/** CPU the PostgreSQL processes used between two readings (a process that started since counts from zero). */
function postgresCpuSince(before: Map<number, number>, after: Map<number, number>): number {
  let total = 0;
  for (const [pid, ms] of after) total += ms - (before.get(pid) ?? 0);
  return total;
}

/** Runs a load and says what it cost per request in CPU: in the server process, and in PostgreSQL. */
async function costed(pid: number, run: () => Promise<Load>): Promise<{ load: Load; serverMs: number; postgresMs: number }> {
  const [server0, postgres0] = [await cpuMs(pid), await postgresCpuMs()];
  const load = await run();
  const [server1, postgres1] = [await cpuMs(pid), await postgresCpuMs()];
  return { load, serverMs: (server1 - server0) / load.requests, postgresMs: postgresCpuSince(postgres0, postgres1) / load.requests };
}

/** One autocannon load of `settings.seconds` over `settings.connections`; any answer but 2xx fails it. */
export async function load(
  url: string,
  settings: BenchSettings,
  options: { method?: 'GET' | 'POST'; body?: string; key?: string; idempotencyKeys?: boolean },
): Promise<Load> {
  const result = await autocannon({
    url,
    connections: settings.connections,
    duration: settings.seconds,
    method: options.method ?? 'GET',
    body: options.body,
    headers: {
      'content-type': 'application/json',
      ...(options.key ? { authorization: `Bearer ${options.key}` } : {}),
      // A new key for each request, as the SDK makes one for each POST.
      ...(options.idempotencyKeys ? { 'idempotency-key': `bench-[<id>]` } : {}),
    },
    idReplacement: options.idempotencyKeys === true,
  });
  const failed = result.non2xx + result.errors + result.timeouts;
  if (failed > 0) throw new Error(`${options.method ?? 'GET'} ${url}: ${failed} of ${result.requests.total} requests failed`);
  return { rps: result.requests.total / result.duration, p99: result.latency.p99, requests: result.requests.total };
}

export async function startAnchor(databaseUrl: string): Promise<{ url: string; child: ChildProcess }> {
  // ANCHOR_NODE_ARGS, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof-anchor`: profiles the anchor, as WSA_CHILD_NODE_ARGS does ours.
  const child = spawn(
    process.execPath,
    [...(process.env.ANCHOR_NODE_ARGS?.split(' ').filter(Boolean) ?? []), '--import', 'tsx', 'bench/anchors/koa-pg.ts'],
    {
      env: { ...process.env, DATABASE_URL: databaseUrl },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  recordChild(child);
  const url = await new Promise<string>((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const found = /listening on (http:\/\/\S+)/.exec(output);
      if (found) resolve(found[1]!);
    });
    child.once('exit', (code) => reject(new Error(`the anchor server exited (${code}) before it listened`)));
  });
  return { url, child };
}

export async function rssMb(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round(kb / 1024);
}

/**
 * An owner (found or made by e-mail) of a new workspace on the enterprise plan (no monthly run limit),
 * with an admin key to it, in the caller's transaction.
 */
export async function enterpriseOwner(
  trx: Knex.Transaction,
  who: { email: string; name: string; workspace: string },
): Promise<{ key: string; workspaceId: string }> {
  const user = await findOrCreateUser(trx, who.email, who.name);
  const workspaceId = newId('ws');
  await insertWorkspaceWithOwner(
    trx,
    { id: workspaceId, name: who.workspace, slug: `${who.workspace.toLowerCase()}-${workspaceId.slice(-8)}`, timezone: 'UTC' },
    { userId: user.id, memberId: newId('mem') },
  );
  await trx('workspaces').where({ id: workspaceId }).update({ plan: 'enterprise' });
  const { secret } = await createKeyForUser(trx, { userId: user.id, name: who.workspace.toLowerCase(), scope: 'admin', workspaceId });
  return { key: secret, workspaceId };
}

/** Seeds one owner with a key, a workspace of 30 projects, and returns what the load needs. */
async function seed(databaseUrl: string): Promise<{ key: string; workspaceId: string; projectId: string }> {
  const knex = createKnex(databaseUrl);
  try {
    return await knex.transaction(async (trx) => {
      // No monthly run limit: the latency probes start hundreds of runs.
      const { key: secret, workspaceId } = await enterpriseOwner(trx, {
        email: 'bench@example.com',
        name: 'Bench Owner',
        workspace: 'Bench',
      });
      const projects = Array.from({ length: 30 }, (_, i) => ({
        id: newId('proj'),
        workspace_id: workspaceId,
        name: `Project ${i}`,
        visibility: 'shared' as const,
      }));
      await trx('projects').insert(projects);
      return { key: secret, workspaceId, projectId: projects[0]!.id };
    });
  } finally {
    await knex.destroy();
  }
}

/** Our API as its own process (no worker) on the bench's database, with an owner's key, a workspace and its projects. */
export interface OurApi {
  url: string;
  pid: number;
  key: string;
  workspaceId: string;
  projectId: string;
  stop(): Promise<void>;
}

export async function startOurApi(databaseUrl: string, caFile: string): Promise<OurApi> {
  const seeded = await seed(databaseUrl);
  const service = await startServiceProcess({
    databaseUrl,
    // The webhook ping and call_webhook checks reach the bench's HTTPS receiver, made with this CA.
    caFile,
    secretKey: benchSecretKey,
    // The bench's receivers are on 127.0.0.1; the limit is lifted so the load measures the service, not the limit.
    env: { ...benchLimitsLifted, LOG_LEVEL: 'warn', WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true' },
  });
  return { ...seeded, url: service.url, pid: service.pid, stop: () => service.stop() };
}

export async function benchApi(ours: OurApi, databaseUrl: string, settings: BenchSettings): Promise<BenchRow[]> {
  const { key, workspaceId, projectId } = ours;
  const anchor = await startAnchor(databaseUrl);
  const taskBody = JSON.stringify({ name: 'Bench task' });
  const cases = [
    {
      metric: 'GET /v1/projects/{project_id}',
      ours: () => load(`${ours.url}/v1/projects/${projectId}`, settings, { key }),
      anchor: () => load(`${anchor.url}/projects/${projectId}`, settings, {}),
      target: 0.8,
    },
    {
      metric: 'GET /v1/workspaces/{workspace_id}/projects?per_page=20',
      ours: () => load(`${ours.url}/v1/workspaces/${workspaceId}/projects?per_page=20`, settings, { key }),
      anchor: () => load(`${anchor.url}/workspaces/${workspaceId}/projects`, settings, {}),
      target: 0.8,
    },
    {
      metric: 'POST /v1/projects/{project_id}/tasks',
      ours: () => load(`${ours.url}/v1/projects/${projectId}/tasks`, settings, { key, method: 'POST', body: taskBody }),
      anchor: () => load(`${anchor.url}/projects/${projectId}/tasks`, settings, { method: 'POST', body: taskBody }),
      target: 0.7,
    },
    {
      // As the SDK sends it: with an Idempotency-Key of its own (docs/decisions.md#idempotency).
      metric: 'POST /v1/projects/{project_id}/tasks with an Idempotency-Key',
      ours: () =>
        load(`${ours.url}/v1/projects/${projectId}/tasks`, settings, { key, method: 'POST', body: taskBody, idempotencyKeys: true }),
      anchor: () => load(`${anchor.url}/projects/${projectId}/tasks`, settings, { method: 'POST', body: taskBody }),
      target: 0.7,
    },
  ];
  try {
    const rows: BenchRow[] = [];
    let peakRss = 0;
    for (const c of cases) {
      const mine: Load[] = [];
      const theirs: Load[] = [];
      // Warm both (JIT, pools, caches), then interleave: the machine's drift lands on both sides alike.
      await c.ours();
      await c.anchor();
      const cost = {
        ours: { server: [] as number[], postgres: [] as number[] },
        anchor: { server: [] as number[], postgres: [] as number[] },
      };
      for (let round = 0; round < settings.rounds; round++) {
        const mineCosted = await costed(ours.pid, c.ours);
        mine.push(mineCosted.load);
        cost.ours.server.push(mineCosted.serverMs);
        cost.ours.postgres.push(mineCosted.postgresMs);
        peakRss = Math.max(peakRss, await rssMb(ours.pid));
        const theirsCosted = await costed(anchor.child.pid!, c.anchor);
        theirs.push(theirsCosted.load);
        cost.anchor.server.push(theirsCosted.serverMs);
        cost.anchor.postgres.push(theirsCosted.postgresMs);
      }
      const oursRps = median(mine.map((l) => l.rps));
      const anchorRps = median(theirs.map((l) => l.rps));
      const ratio = oursRps / anchorRps;
      rows.push({
        metric: `${c.metric} (req/s)`,
        ours: Math.round(oursRps),
        anchor: Math.round(anchorRps),
        ratio: Math.round(ratio * 100) / 100,
        target: `≥ ${c.target}`,
        met: ratio >= c.target,
      });
      const oursP99 = median(mine.map((l) => l.p99));
      const anchorP99 = median(theirs.map((l) => l.p99));
      rows.push({
        metric: `${c.metric} (p99 ms)`,
        ours: oursP99,
        anchor: anchorP99,
        ratio: Math.round((oursP99 / anchorP99) * 100) / 100,
        // Issue 29: a write's p99 within twice the anchor's.
        target: c.metric.startsWith('POST') ? '≤ 2' : '—',
        met: c.metric.startsWith('POST') ? oursP99 <= 2 * anchorP99 : undefined,
      });
      // Where the time goes: CPU per request in the server and in PostgreSQL (2 cores share both and the load).
      for (const side of ['server', 'postgres'] as const) {
        const mineMs = median(cost.ours[side]);
        const theirsMs = median(cost.anchor[side]);
        rows.push({
          metric: `${c.metric}: ${side === 'server' ? 'server' : 'PostgreSQL'} CPU per request (ms)`,
          ours: Math.round(mineMs * 1000) / 1000,
          anchor: Math.round(theirsMs * 1000) / 1000,
          ratio: Math.round((mineMs / theirsMs) * 100) / 100,
          target: '—',
          met: undefined,
        });
      }
    }
    rows.push({
      metric: 'server RSS under that load (MB)',
      ours: peakRss,
      anchor: undefined,
      ratio: undefined,
      target: '≤ 250',
      met: peakRss <= 250,
    });
    return rows;
  } finally {
    anchor.child.kill('SIGTERM');
    await settleLoadEvents(databaseUrl);
  }
}

/**
 * The write load ran without a worker and left tens of thousands of undispatched `task.created`
 * events in the bench's workspace: a backlog no running service would have. They are stamped
 * dispatched, so the delivery and latency figures measure their own events, not that backlog.
 */
export async function settleLoadEvents(databaseUrl: string): Promise<void> {
  const knex = createKnex(databaseUrl);
  try {
    await knex('events').whereNull('dispatched_at').update({ dispatched_at: knex.fn.now() });
  } finally {
    await knex.destroy();
  }
}
