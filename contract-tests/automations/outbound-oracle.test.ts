/**
 * Issue 21, point 7: what a run and a dry run say about a call_webhook target must not tell a name
 * that does not resolve from one that resolves to a blocked address: the old "could not be resolved"
 * and "resolves to a private or reserved address" told an editor which internal names exist.
 * `.invalid` names never resolve; `localhost` resolves to loopback, refused here before any
 * connection (private targets are not allowed), so nothing is sent anywhere.
 */
import { expect } from 'chai';
import type { components } from '../../sdk/src/generated/openapi-types.ts';
import { ownerWithWorkspace, type WorkspaceFixture } from '../support/fixtures.ts';
import { startTestServer, type TestServer } from '../support/server.ts';
import { dryRun } from './support/api.ts';
import { createAutomation, createProject, createTask, finishedRuns } from './support/e2e.ts';

type Step = components['schemas']['DryRunStep'];

const missing = 'does-not-exist.invalid';
const blocked = 'localhost';
/** The one thing either target may be told, its host aside. */
const sameWords = (text: string | null | undefined, host: string) => text?.split(host).join('<host>');

describe('a call_webhook target that does not resolve and one that resolves to a blocked address read alike (issue 21, point 7)', () => {
  let server: TestServer;
  let ws: WorkspaceFixture & { projectId: string };

  before(async () => {
    server = await startTestServer({ WEBHOOK_ALLOW_PRIVATE_TARGETS: 'false' });
    const fixture = await ownerWithWorkspace(server);
    ws = { ...fixture, projectId: (await createProject(fixture.owner, fixture.workspaceId, 'Oracle')).id };
  });
  after(async () => {
    await server?.close();
  });

  const automationTo = (host: string) =>
    createAutomation(ws.owner, {
      project_id: ws.projectId,
      name: `Call ${host}`,
      type: 'event',
      trigger: { event: 'task.created' },
      actions: [{ type: 'call_webhook', config: { url: `https://${host}/hook`, body: '{}' } }],
    });

  it("gives a run's error_message the same words for both", async () => {
    const [toMissing, toBlocked] = [await automationTo(missing), await automationTo(blocked)];
    await createTask(ws.owner, ws.projectId, 'Probe');
    const [[missingRun], [blockedRun]] = await Promise.all([
      finishedRuns(ws.owner, toMissing.id, 1, 20_000),
      finishedRuns(ws.owner, toBlocked.id, 1, 20_000),
    ]);
    expect(missingRun!.error_message).to.equal(
      `Step 1 (call_webhook) failed: call_webhook: ${missing} did not resolve to a public address`,
    );
    expect(blockedRun!.error_message).to.equal(
      `Step 1 (call_webhook) failed: call_webhook: ${blocked} did not resolve to a public address`,
    );
    expect(sameWords(missingRun!.error_message, missing)).to.equal(sameWords(blockedRun!.error_message, blocked));
    expect(sameWords(missingRun!.steps[0]!.error, missing)).to.equal(sameWords(blockedRun!.steps[0]!.error, blocked));
  });

  it("gives a dry run's step problem the same words for both: a dry run looks no name up", async () => {
    const problems: (string | null)[] = [];
    for (const host of [missing, blocked]) {
      const automation = await automationTo(host);
      const { data, response } = await dryRun(ws.owner, automation.id, { data: { task: { name: 'Probe' } } });
      expect(response.status).to.equal(200);
      const [step] = data!.data.steps as Extract<Step, { type: 'call_webhook' }>[];
      expect(step!.url).to.equal(`https://${host}/hook`);
      problems.push(sameWords(step!.problem, host) ?? null);
    }
    expect(problems).to.deep.equal([null, null]);
  });
});
