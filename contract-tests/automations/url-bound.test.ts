/**
 * Issue 21, point 2: a rendered call_webhook URL is checked only up to a bound. One over 8,192
 * characters is a problem of its own, said in the same words by a run (its error_message) and by a
 * dry run (the step's problem); neither parses nor sends it.
 */
import { expect } from 'chai';
import type { components } from '../../sdk/src/generated/openapi-types.ts';
import { ownerWithWorkspace } from '../support/fixtures.ts';
import { startTestServer, type TestServer } from '../support/server.ts';
import { dryRun } from './support/api.ts';
import { createAutomation, createProject, createTask, finishedRuns } from './support/e2e.ts';

type CallWebhookStep = Extract<components['schemas']['DryRunStep'], { type: 'call_webhook' }>;

const tooLong = 'call_webhook: the rendered URL is longer than 8,192 characters; insert shorter values into it';

describe('a rendered call_webhook URL over 8,192 characters (issue 21, point 2)', () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer();
  });
  after(async () => {
    await server?.close();
  });

  it('fails a run and is a dry run’s problem, in the same words; one at the bound is not', async () => {
    const { owner, workspaceId } = await ownerWithWorkspace(server);
    const project = await createProject(owner, workspaceId, 'Long URLs');
    const automation = await createAutomation(owner, {
      project_id: project.id,
      name: 'Call with the description',
      type: 'event',
      trigger: { event: 'task.created' },
      // The host does not resolve: a URL within the bound fails later, for that, and sends nothing.
      actions: [{ type: 'call_webhook', config: { url: 'https://hooks.invalid/{{task.description}}', body: '{}' } }],
    });
    const atBound = 'd'.repeat(8_192 - 'https://hooks.invalid/'.length);

    const tried = async (description: string) => {
      const { data } = await dryRun(owner, automation.id, { data: { task: { description } } });
      return data!.data.steps[0] as CallWebhookStep;
    };
    const over = await tried(`${atBound}d`);
    expect(over.problem).to.equal(tooLong);
    expect(over.url).to.equal(`https://hooks.invalid/${atBound}`.slice(0, 8_191) + '…');
    expect((await tried(atBound)).problem).to.equal(null);

    await createTask(owner, project.id, 'Too long', { description: 'e'.repeat(10_000) });
    const [run] = await finishedRuns(owner, automation.id, 1, 20_000);
    expect(run!.status).to.equal('failed');
    expect(run!.error_message).to.equal(`Step 1 (call_webhook) failed: ${tooLong}`);
  });
});
