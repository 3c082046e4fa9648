import { expect } from 'chai';
import type { HttpsReceiver } from '../../contract-tests/support/https.ts';
import type { TestServer } from '../../contract-tests/support/server.ts';
import type { FakeSlack } from '../../contract-tests/support/slack.ts';
import { callOutAutomation, useCallWebhookRig } from '../../contract-tests/automations/support/call-webhook-rig.ts';
import { createTask, finishedRuns } from '../../contract-tests/automations/support/e2e.ts';
import { workspaceWithProject } from '../../contract-tests/automations/support/e2e-service.ts';
import { settled } from '../support/settled.ts';

// call_webhook against a real HTTPS server on 127.0.0.1 whose certificate comes from a CA this test
// makes, the actions run by a worker process that trusts it
// (contract-tests/automations/support/call-webhook-rig.ts); here, what a failed call leaves in the outbox.
describe('call_webhook end to end (HTTPS peer with a test CA, worker process)', () => {
  let receiver: HttpsReceiver;
  let slack: FakeSlack;
  let server: TestServer;
  useCallWebhookRig((rig) => ({ receiver, slack, server } = rig));

  const setUp = () => workspaceWithProject(server, { workspace: 'Hooks', project: 'Shop' });

  it('fails the run when the endpoint answers 500, naming the status, and skips the later steps', async () => {
    const ws = await setUp();
    const channel = `#after-hook-${ws.tag}`;
    receiver.replyFor(`/broken/${ws.tag}`, { status: 500, body: '{"error":"boom"}' });
    const automation = await callOutAutomation(ws, [
      { type: 'call_webhook', config: { url: `${receiver.url}/broken/${ws.tag}`, body: '{}' } },
      { type: 'send_slack_message', config: { channel, message: 'not sent' } },
    ]);
    await createTask(ws.owner, ws.projectId, 'Boom');
    const [run] = await finishedRuns(ws.owner, automation.id, 1, 20_000);
    await settled(server, ws.workspaceId);

    expect(receiver.requestsTo(`/broken/${ws.tag}`)).to.have.length(1);
    expect(run!.status).to.equal('failed');
    expect(run!.error_message).to.equal('Step 1 (call_webhook) failed: call_webhook: the endpoint answered 500');
    expect(run!.steps[0]).to.include({ status: 'failed', error: 'call_webhook: the endpoint answered 500' });
    expect(run!.steps[1]).to.include({ status: 'skipped', started_at: null, completed_at: null });
    expect(slack.callsTo(channel)).to.have.length(0);
    const failed = await server.knex('events').where({ workspace_id: ws.workspaceId, type: 'automation.run.failed' }).select('data');
    expect(failed.map((e: { data: Record<string, unknown> }) => e.data)).to.deep.equal([
      {
        workspace_id: ws.workspaceId,
        actor: { type: 'automation', id: automation.id, name: 'Call out' },
        project_id: ws.projectId,
        automation_id: automation.id,
        run_id: run!.id,
        status: 'failed',
        error_message: run!.error_message,
      },
    ]);
  });
});
