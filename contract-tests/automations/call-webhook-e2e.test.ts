import { expect } from 'chai';
import type { HttpsReceiver } from '../support/https.ts';
import type { TestServer } from '../support/server.ts';
import type { FakeSlack } from '../support/slack.ts';
import { callOutAutomation, useCallWebhookRig } from './support/call-webhook-rig.ts';
import { createTask, finishedRuns, inOrder } from './support/e2e.ts';
import { workspaceWithProject } from './support/e2e-service.ts';

// call_webhook against a real HTTPS server on 127.0.0.1 whose certificate comes from a CA this test
// makes, the actions run by a worker process that trusts it (support/call-webhook-rig.ts). The
// failed run's event in the outbox is checked by system-tests/automations/call-webhook-e2e.test.ts.
describe('call_webhook end to end (HTTPS peer with a test CA, worker process)', () => {
  let receiver: HttpsReceiver;
  let stranger: HttpsReceiver;
  let slack: FakeSlack;
  let server: TestServer;
  useCallWebhookRig((rig) => ({ receiver, stranger, slack, server } = rig));

  const setUp = () => workspaceWithProject(server, { workspace: 'Hooks', project: 'Shop' });

  it('sends the rendered HTTPS request (method, URL, headers, JSON body) and records a successful run', async () => {
    const ws = await setUp();
    const automation = await callOutAutomation(ws, [
      {
        type: 'call_webhook',
        config: {
          url: `${receiver.url}/hooks/${ws.tag}/{{project.id}}?task={{task.id}}`,
          headers: { 'X-Task-Name': '{{task.name}}', Authorization: 'Bearer static-secret' },
          body: '{"task":"{{task.name}}","project":"{{project.name}}","actor":"{{actor.name}}","workspace":"{{workspace.name}}","points":{{task.nope}}0}',
        },
      },
    ]);
    const task = await createTask(ws.owner, ws.projectId, 'Ship order 42');

    const request = await receiver.waitFor((r) => r.path.startsWith(`/hooks/${ws.tag}/`), 20_000);
    expect(request.method).to.equal('POST');
    expect(request.path).to.equal(`/hooks/${ws.tag}/${ws.projectId}?task=${task.id}`);
    expect(request.headers['x-task-name']).to.equal('Ship order 42');
    expect(request.headers.authorization).to.equal('Bearer static-secret');
    expect(request.headers['content-type']).to.equal('application/json');
    expect(JSON.parse(request.body)).to.deep.equal({
      task: 'Ship order 42',
      project: ws.projectName,
      actor: ws.owner.name,
      workspace: ws.workspaceName,
      points: 0,
    });

    const [run] = await finishedRuns(ws.owner, automation.id, 1, 20_000);
    expect(run!.status).to.equal('success');
    expect(run!.steps.map((s) => [s.type, s.status, s.error])).to.deep.equal([['call_webhook', 'success', null]]);
    expect(inOrder(run!.started_at, run!.steps[0]!.started_at, run!.steps[0]!.completed_at, run!.completed_at)).to.equal(true);
  });

  it('turns line breaks a rendered header value would carry into spaces, so the request is sent and no header is injected', async () => {
    const ws = await setUp();
    await callOutAutomation(ws, [
      { type: 'call_webhook', config: { url: `${receiver.url}/crlf/${ws.tag}`, headers: { 'X-Task-Name': '{{task.name}}' } } },
    ]);
    await createTask(ws.owner, ws.projectId, 'Line one\r\nX-Injected: yes');
    const request = await receiver.waitFor((r) => r.path === `/crlf/${ws.tag}`, 20_000);
    expect(request.headers['x-task-name']).to.equal('Line one X-Injected: yes');
    expect(request.headers['x-injected']).to.equal(undefined);
  });

  it('uses the configured method and keeps a given Content-Type', async () => {
    const ws = await setUp();
    const automation = await callOutAutomation(ws, [
      {
        type: 'call_webhook',
        config: {
          url: `${receiver.url}/put/${ws.tag}`,
          method: 'PUT',
          headers: { 'Content-Type': 'text/plain' },
          body: 'task={{task.name}}',
        },
      },
    ]);
    await createTask(ws.owner, ws.projectId, 'Plain');
    const request = await receiver.waitFor((r) => r.path === `/put/${ws.tag}`, 20_000);
    expect([request.method, request.headers['content-type'], request.body]).to.deep.equal(['PUT', 'text/plain', 'task=Plain']);
    const [run] = await finishedRuns(ws.owner, automation.id, 1, 20_000);
    expect(run!.status).to.equal('success');
  });

  it('fails the run naming a TLS problem when the certificate is from a CA the service does not trust', async () => {
    const ws = await setUp();
    const automation = await callOutAutomation(ws, [
      { type: 'call_webhook', config: { url: `${stranger.url}/untrusted/${ws.tag}`, body: '{}' } },
    ]);
    await createTask(ws.owner, ws.projectId, 'Untrusted');
    const [run] = await finishedRuns(ws.owner, automation.id, 1, 20_000);
    expect(run!.status).to.equal('failed');
    expect(run!.error_message).to.match(/^Step 1 \(call_webhook\) failed: call_webhook: TLS: .*certificate/);
    expect(stranger.requestsTo(`/untrusted/${ws.tag}`), 'no request got through the handshake').to.have.length(0);
  });

  it('runs the actions in order: Slack is called only after the HTTPS endpoint answered', async () => {
    const ws = await setUp();
    const channel = `#after-${ws.tag}`;
    receiver.replyFor(`/slowish/${ws.tag}`, { delayMs: 400 });
    const automation = await callOutAutomation(ws, [
      { type: 'call_webhook', config: { url: `${receiver.url}/slowish/${ws.tag}`, body: '{"step":1}' } },
      { type: 'send_slack_message', config: { channel, message: 'step 2 for {{task.name}}' } },
    ]);
    await createTask(ws.owner, ws.projectId, 'Sequence');
    const [run] = await finishedRuns(ws.owner, automation.id, 1, 20_000);
    expect(run!.status).to.equal('success');
    const hook = receiver.requestsTo(`/slowish/${ws.tag}`)[0]!;
    const message = slack.callsTo(channel)[0]!;
    expect(message.body?.text).to.equal('step 2 for Sequence');
    expect(message.receivedAt - hook.receivedAt).to.be.at.least(400);
    expect(inOrder(run!.steps[0]!.completed_at, run!.steps[1]!.started_at)).to.equal(true);
  });

  it('fails the run with a time-out when the endpoint does not answer within 10 seconds', async function () {
    this.timeout(40_000);
    const ws = await setUp();
    receiver.replyFor(`/hang/${ws.tag}`, { hang: true });
    const automation = await callOutAutomation(ws, [
      { type: 'call_webhook', config: { url: `${receiver.url}/hang/${ws.tag}`, body: '{}' } },
    ]);
    await createTask(ws.owner, ws.projectId, 'Hang');
    const [run] = await finishedRuns(ws.owner, automation.id, 1, 30_000);

    expect(receiver.requestsTo(`/hang/${ws.tag}`)).to.have.length(1);
    expect(run!.status).to.equal('failed');
    expect(run!.error_message).to.match(
      /^Step 1 \(call_webhook\) failed: call_webhook: time-out: no complete answer from 127\.0\.0\.1:\d+ within 10000 ms$/,
    );
    const step = run!.steps[0]!;
    const waited = Date.parse(step.completed_at!) - Date.parse(step.started_at!);
    expect(waited).to.be.within(9_900, 15_000);
  });
});
