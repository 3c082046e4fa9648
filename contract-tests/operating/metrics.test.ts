/**
 * Issue 28, point 3: each process serves Prometheus metrics on a port of its own (METRICS_PORT),
 * loopback by default, and with METRICS_TOKEN only to scrapes that bear it (docs/decisions.md#metrics).
 * Scrapes before and after a few API calls, a delivery its receiver first fails, a run and a waiting
 * workflow run show the counters moved by exactly what was done, under the operation's name and never
 * a path; the text passes `promtool check metrics`; a worker-only process serves its own; an address
 * other machines reach is refused without a token before anything starts.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect } from 'chai';
import { runToExit, startWorkerProcess } from '../support/processes.ts';
import { TEST_SERVER_SECRET_KEY, type TestServer } from '../support/server.ts';
import { waitFor } from '../support/wait.ts';
import { createAutomation, eventBody, runIdsOf, runWhen } from '../automations/support/api.ts';
import { createTask } from '../automations/support/e2e.ts';
import { createProject } from '../projects/support/projects.ts';
import { webhookAnsweredBy } from '../webhooks/support/answered-webhook.ts';
import { useWebhookHarness } from '../webhooks/support/harness.ts';
import type { Receiver } from '../webhooks/support/receiver.ts';
import { newSecret, waitForLog } from '../webhooks/support/webhooks.ts';
import { createWorkflow, runsWhere } from '../workflows/support/workflows.ts';
import { eventWorkflowBody, taskStep, waitStep } from '../workflows/support/workflow-bodies.ts';
import { codeBlocks, section } from '../readme/support/markdown.ts';
import { samplesOf, valueOf, type Sample } from './support/prometheus-text.ts';

const repo = fileURLToPath(new URL('../..', import.meta.url));
const token = 'metrics-test-token-0123456789abcdef';
const unknownProjectId = `proj_${'0'.repeat(26)}`;

/** promtool from PATH (Debian's `prometheus` package, which .ci/run installs), or undefined. */
const promtool = (process.env.PATH ?? '')
  .split(path.delimiter)
  .map((dir) => path.join(dir, 'promtool'))
  .find((file) => existsSync(file));

async function scrape(url: string, headers: Record<string, string> = { Authorization: `Bearer ${token}` }) {
  const response = await fetch(url, { headers });
  return { status: response.status, type: response.headers.get('content-type'), text: await response.text() };
}

async function scrapeSamples(url: string, headers?: Record<string, string>): Promise<{ text: string; samples: Sample[] }> {
  const { status, text } = await scrape(url, headers);
  expect(status, text).to.equal(200);
  return { text, samples: samplesOf(text) };
}

/** Runs a command (bounded), `input` on its stdin: its exit code and everything it printed. */
function run(command: string, args: string[], input = ''): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['pipe', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
    const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
    child.once('error', reject);
    child.once('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
    child.stdin.end(input);
  });
}

/** `promtool check metrics` over a scrape, on stdin. */
const checkMetrics = (text: string) => run(promtool!, ['check', 'metrics'], text);

function skipWithoutPromtool(test: Mocha.Context): void {
  if (promtool) return;
  console.log("    (skipped: no promtool on PATH; .ci/run installs Debian's prometheus package, which has it)");
  test.skip();
}

/** A counter's or histogram count's growth between two scrapes (a series not yet shown counts from 0). */
const grown = (before: Sample[], after: Sample[], name: string, labels: Record<string, string>) =>
  (valueOf(after, name, labels) ?? 0) - (valueOf(before, name, labels) ?? 0);

describe('Prometheus metrics (METRICS_PORT)', function () {
  this.timeout(90_000);
  let server: TestServer;
  let receiver: Receiver;
  const secret = newSecret();
  useWebhookHarness({ secret, env: { METRICS_PORT: '0', METRICS_TOKEN: token } }, (started) => ({ server, receiver } = started));

  describe('an API process with its worker', () => {
    let earlier: Sample[];
    let after: { text: string; samples: Sample[] };
    let projectId: string;

    // Scraped before and after: requests, a delivery failed once then succeeded, a run, and a workflow run left waiting.
    before(async () => {
      earlier = (await scrapeSamples(server.metricsUrl)).samples;

      const { owner, workspaceId, webhook } = await webhookAnsweredBy({ server, receiver }, secret, '/hook', (_r, previous) => ({
        status: previous === 0 ? 500 : 200,
      }));
      const project = await createProject(owner, workspaceId);
      projectId = project.id;
      const automation = await createAutomation(owner, eventBody(project.id));
      // Ten minutes of 60 s: parked for the whole test.
      const workflow = await createWorkflow(
        owner,
        eventWorkflowBody(project.id, { name: 'Parks', enabled: true, steps: [waitStep(10), taskStep('Later')] }),
      );
      const byId = (id: string) => ({ params: { path: { project_id: id } } });
      expect((await owner.client.GET('/v1/projects/{project_id}', byId(project.id))).response.status).to.equal(200);
      expect((await owner.client.GET('/v1/projects/{project_id}', byId(unknownProjectId))).response.status).to.equal(404);
      expect((await fetch(new URL('/v1/no-such-thing', server.directUrl))).status).to.equal(404);
      await createTask(owner, project.id, 'Counted');

      await waitForLog(owner, webhook.id, (log) => log[0]?.status === 'succeeded', { what: 'the delivery to succeed on its retry' });
      const [runId] = await waitFor(
        async () => {
          const ids = await runIdsOf(owner, automation.id);
          return ids.length > 0 && ids;
        },
        { what: 'the automation run' },
      );
      await runWhen(owner, automation.id, runId!, (run) => run.status === 'success');
      await runsWhere(owner, workflow.id, (run) => run.status === 'waiting', { what: 'the workflow run to wait' });
      after = await scrapeSamples(server.metricsUrl);
    });

    it('listens on the loopback address, on a port apart from the API', () => {
      expect(server.metricsUrl).to.match(/^http:\/\/127\.0\.0\.1:\d+\/metrics$/);
      expect(new URL(server.metricsUrl).port).not.to.equal(new URL(server.directUrl).port);
    });

    it('counts and times each request under its operationId and status, and a path no operation matches as unmatched', () => {
      for (const [operation, status] of [
        ['getProject', '200'],
        ['getProject', '404'],
        ['createTask', '201'],
        ['createProject', '201'],
        ['unmatched', '404'],
      ]) {
        const labels = { operation: operation!, status: status! };
        expect(grown(earlier, after.samples, 'wsa_http_requests_total', labels), `${operation} ${status}`).to.equal(1);
        expect(grown(earlier, after.samples, 'wsa_http_request_duration_seconds_count', labels), `${operation} ${status} timed`).to.equal(
          1,
        );
        expect(valueOf(after.samples, 'wsa_http_request_duration_seconds_bucket', { ...labels, le: '+Inf' })).to.be.at.least(1);
      }
      // Label values are operations and statuses only: no path, no id.
      const values = after.samples.filter((s) => s.name.startsWith('wsa_http_')).flatMap((s) => Object.values(s.labels));
      expect(values.filter((v) => v.includes('/') || v.includes(projectId))).to.deep.equal([]);
    });

    it('counts delivery attempts by outcome and times them; none is in flight once they ended', () => {
      const { samples } = after;
      expect(grown(earlier, samples, 'wsa_webhook_delivery_attempts_total', { outcome: 'failed' })).to.equal(1);
      expect(grown(earlier, samples, 'wsa_webhook_delivery_attempts_total', { outcome: 'succeeded' })).to.equal(1);
      expect(grown(earlier, samples, 'wsa_webhook_delivery_duration_seconds_count', { outcome: 'succeeded' })).to.equal(1);
      expect(valueOf(samples, 'wsa_webhook_delivery_duration_seconds_sum', { outcome: 'failed' })).to.be.above(0);
      expect(valueOf(samples, 'wsa_webhook_deliveries_in_flight')).to.equal(0);
    });

    it('counts the run the engine ended by kind and outcome; the parked workflow run is waiting, not ended', () => {
      const { samples } = after;
      expect(grown(earlier, samples, 'wsa_automation_runs_total', { kind: 'automation', outcome: 'success' })).to.equal(1);
      expect(valueOf(samples, 'wsa_automation_runs_total', { kind: 'workflow', outcome: 'success' }) ?? 0).to.equal(0);
      expect(valueOf(samples, 'wsa_workflow_runs_waiting')).to.equal(1);
    });

    it('reads the outbox, the job queue and both database pools, and says the database answered', () => {
      const { samples } = after;
      expect(valueOf(samples, 'wsa_database_up')).to.equal(1);
      for (const name of ['wsa_outbox_backlog_events', 'wsa_outbox_lag_seconds', 'wsa_job_queue_ready_jobs'])
        expect(valueOf(samples, name), name).to.be.at.least(0);
      for (const pool of ['app', 'worker']) {
        expect(valueOf(samples, 'wsa_db_pool_connections', { pool, state: 'used' }), pool).to.be.at.least(0);
        expect(valueOf(samples, 'wsa_db_pool_connections', { pool, state: 'idle' }), pool).to.be.at.least(0);
        expect(valueOf(samples, 'wsa_db_pool_pending_acquires', { pool }), pool).to.be.at.least(0);
        expect(valueOf(samples, 'wsa_db_pool_max_connections', { pool }), pool).to.be.above(0);
      }
    });

    it("includes the process's own metrics", () => {
      for (const name of ['process_cpu_user_seconds_total', 'process_resident_memory_bytes', 'nodejs_eventloop_lag_seconds'])
        expect(valueOf(after.samples, name), name).to.be.a('number');
    });

    it('passes promtool check metrics with nothing to say', async function () {
      skipWithoutPromtool(this);
      const { code, output } = await checkMetrics(after.text);
      expect(output).to.equal('');
      expect(code).to.equal(0);
    });
  });

  describe('docs/operating.md#metrics', () => {
    let text: string;
    let documented: string;
    beforeEach(async () => {
      text = (await scrapeSamples(server.metricsUrl)).text;
      documented = section(await fs.readFile(path.join(repo, 'docs/operating.md'), 'utf8'), '## Metrics', 'docs/operating.md');
    });

    it('lists every wsa_ metric a scrape shows, and only those', () => {
      const exported = [...text.matchAll(/^# TYPE (wsa_\S+) /gm)].map((m) => m[1]!);
      const listed = [...documented.matchAll(/^\| `(wsa_[a-z_]+)` \|/gm)].map((m) => m[1]!);
      expect(listed.sort()).to.deep.equal(exported.sort());
    });

    it('shows alert rules promtool accepts, over metrics the service exports', async function () {
      skipWithoutPromtool(this);
      const rules = codeBlocks(documented, 'yaml').find((block) => block.startsWith('groups:'));
      expect(rules, 'a rules file in the section').to.be.a('string');
      const named = new Set([...rules!.matchAll(/\b(wsa_[a-z_]+)/g)].map((m) => m[1]!));
      for (const name of named) expect(text, name).to.match(new RegExp(`^# TYPE ${name} `, 'm'));
      const file = path.join(await fs.mkdtemp(path.join(os.tmpdir(), 'wsa-rules-')), 'rules.yml');
      try {
        await fs.writeFile(file, rules!);
        const { code, output } = await run(promtool!, ['check', 'rules', file]);
        expect(code, output).to.equal(0);
      } finally {
        await fs.rm(path.dirname(file), { recursive: true, force: true });
      }
    });
  });

  describe('who may scrape', () => {
    it('answers in the Prometheus text format to the bearer of METRICS_TOKEN, and 401 to a scrape without it or with another', async () => {
      const bearer = await scrape(server.metricsUrl);
      expect(bearer.status).to.equal(200);
      expect(bearer.type).to.equal('text/plain; version=0.0.4; charset=utf-8');
      const wrong: Array<Record<string, string>> = [
        {},
        { Authorization: 'Bearer metrics-test-token-0123456789abcdeX' },
        { Authorization: `Basic ${token}` },
      ];
      for (const headers of wrong) {
        const refused = await scrape(server.metricsUrl, headers);
        expect(refused.status, JSON.stringify(headers)).to.equal(401);
        expect(refused.text).not.to.contain('wsa_');
      }
    });

    it('answers nothing but /metrics (404), and the API port does not serve it', async () => {
      const other = await scrape(new URL('/', server.metricsUrl).href);
      expect(other.status).to.equal(404);
      expect(other.text).not.to.contain('wsa_');
      expect((await fetch(new URL('/metrics', server.directUrl))).status).to.equal(404);
    });
  });

  describe('a worker-only process', () => {
    it('serves its own metrics without a token on loopback: its pool, its engines, its process; no API requests', async function () {
      const worker = await startWorkerProcess({
        databaseUrl: server.connectionString,
        secretKey: TEST_SERVER_SECRET_KEY,
        env: { METRICS_PORT: '0' },
      });
      try {
        const url = /"url":"(http:\/\/127\.0\.0\.1:\d+\/metrics)"[^\n]*"msg":"metrics listening"/.exec(worker.output())?.[1];
        expect(url, worker.output().slice(-2000)).to.be.a('string');
        const { text, samples } = await scrapeSamples(url!, {});
        expect(valueOf(samples, 'wsa_db_pool_max_connections', { pool: 'worker' })).to.be.above(0);
        expect(valueOf(samples, 'wsa_webhook_deliveries_in_flight')).to.equal(0);
        expect(valueOf(samples, 'wsa_database_up')).to.equal(1);
        expect(valueOf(samples, 'process_cpu_user_seconds_total')).to.be.a('number');
        expect(samples.filter((s) => s.name === 'wsa_http_requests_total')).to.deep.equal([]);
        if (promtool) expect(await checkMetrics(text)).to.deep.equal({ code: 0, output: '' });
      } finally {
        await worker.stop();
      }
    });
  });

  describe('configuration', () => {
    let dataDir: string;
    beforeEach(async () => {
      dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'wsa-metrics-config-'));
    });
    afterEach(async () => {
      await fs.rm(dataDir, { recursive: true, force: true });
    });

    const refusals: Array<[string, Record<string, string>, string]> = [
      [
        'METRICS_HOST other machines reach, without METRICS_TOKEN',
        { METRICS_PORT: '9464', METRICS_HOST: '0.0.0.0' },
        "METRICS_TOKEN is required when METRICS_HOST is not a loopback address ('0.0.0.0' lets other machines scrape)",
      ],
      ['a METRICS_TOKEN too short to guard anything', { METRICS_PORT: '9464', METRICS_TOKEN: 'secret' }, 'METRICS_TOKEN: give at least 16'],
      ['METRICS_PORT not a port', { METRICS_PORT: '99999' }, "METRICS_PORT: '99999' is not an integer from 0 to 65535"],
    ];
    for (const [label, env, says] of refusals) {
      it(`${label}: the worker exits 1 before it starts, saying what to set`, async () => {
        const { code, output } = await runToExit('server/worker-main.ts', { DATA_DIR: path.join(dataDir, 'data'), ...env });
        expect(code, output.slice(-2000)).to.equal(1);
        expect(output).to.contain(`Configuration error: ${says}`);
        expect(output, 'the token is never echoed').not.to.contain(env.METRICS_TOKEN ?? '\u0000');
      });
    }
  });
});
