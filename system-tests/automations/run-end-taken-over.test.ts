/**
 * A run whose last step ends after another engine took it over (its lease ran out while this one was
 * not answering): the end is refused, nothing of it is written, and the engine says so. The paused-worker
 * test shows this with processes, but there the lease renewal usually notices first; here the renewal
 * is far off (a 60 s lease), so the refused end is what must report it.
 */
import { Writable } from 'node:stream';
import { expect } from 'chai';
import { ownerWithWorkspace } from '../../contract-tests/support/fixtures.ts';
import { startTestServer, type TestServer } from '../../contract-tests/support/server.ts';
import { startFakeSlack, type FakeSlack } from '../../contract-tests/support/slack.ts';
import { slackEnv } from '../../contract-tests/automations/support/e2e-service.ts';
import { createAutomation, createProject } from '../../contract-tests/automations/support/e2e.ts';
import { waitFor } from '../../contract-tests/support/wait.ts';
import { createLogger } from '../../server/log.ts';
import { startRunEngine } from '../../server/modules/automations/engine/run-engine.ts';

describe('a run ended after another engine took it over', function () {
  this.timeout(60_000);
  let slack: FakeSlack;
  let server: TestServer;
  before(async () => {
    slack = await startFakeSlack();
    server = await startTestServer({ RUN_WORKER: 'false', ...slackEnv(slack) });
  });
  after(async () => {
    await server?.close();
    await slack?.close();
  });

  it('writes nothing of the refused end and logs that the run was taken over, with its id', async () => {
    const { owner, workspaceId } = await ownerWithWorkspace(server);
    const project = await createProject(owner, workspaceId, 'Taken over');
    const channel = `#taken-over-${process.pid}`;
    slack.replyFor(channel, { delayMs: 1_500 });
    const automation = await createAutomation(owner, {
      project_id: project.id,
      name: 'One slow step',
      type: 'event',
      trigger: { event: 'task.created' },
      actions: [{ type: 'send_slack_message', config: { channel, message: 'slow' } }],
    });
    const lines: string[] = [];
    const log = createLogger(
      'info',
      {},
      new Writable({
        write(chunk: Buffer, _encoding, done) {
          lines.push(chunk.toString('utf8'));
          done();
        },
      }),
    );
    const engine = startRunEngine({ ...server.deps, log }, { leaseMs: 60_000, pollIntervalMs: 50 });
    try {
      const { data } = await owner.client.POST('/v1/automations/{automation_id}/runs', {
        params: { path: { automation_id: automation.id } },
      });
      const runId = data!.data.id;
      await slack.waitFor((call) => call.body?.channel === channel, 20_000);
      // The step's start is written (within 50 ms), so only the run's end is left to be refused.
      await waitFor(
        async () => {
          const { steps } = (await server.knex('automation_runs').where({ id: runId }).first('steps'))!;
          return steps[0]?.status === 'running' ? true : undefined;
        },
        { what: "the step's start to be written", timeoutMs: 10_000 },
      );
      // Another engine's claim, while this one waits for Slack's answer.
      await server.knex('automation_runs').where({ id: runId }).update({ executor: 'another-engine' });
      const said = await waitFor(
        () =>
          lines
            .map((line) => JSON.parse(line) as { msg: string; run_id?: string })
            .find((l) => l.msg.startsWith('another worker took this run over')),
        { what: 'the engine to say the run was taken over', timeoutMs: 20_000 },
      );
      expect(said.run_id).to.equal(runId);
      const run = await server.knex('automation_runs').where({ id: runId }).first('status', 'executor', 'steps');
      expect(run, 'the refused end wrote nothing').to.deep.include({ status: 'running', executor: 'another-engine' });
      expect(run!.steps.map((s: { status: string }) => s.status)).to.not.include('success');
    } finally {
      await engine.stop();
    }
  });
});
