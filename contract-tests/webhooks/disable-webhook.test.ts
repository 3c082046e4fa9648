import { expect } from 'chai';
import { ownerWithWorkspace } from '../support/fixtures.ts';
import type { TestServer } from '../support/server.ts';
import { verifiedEvents, type Receiver } from './support/receiver.ts';
import { useWebhookHarness } from './support/harness.ts';
import { sleep } from '../support/wait.ts';
import { createProject, deliveriesOf, newSecret, registerWebhook, waitForLog } from './support/webhooks.ts';

describe('disabling a webhook', () => {
  let server: TestServer;
  let receiver: Receiver;
  const secret = newSecret();

  // Retries 0.8 s apart (±20%): long enough to disable between two attempts, not while one is in flight.
  useWebhookHarness(
    { secret, env: { WEBHOOK_RETRY_DELAYS: '800ms,800ms,800ms,800ms,800ms' } },
    (started) => ({ server, receiver } = started),
  );

  it('cancels the pending retry of a failing delivery; nothing more is sent', async () => {
    const { owner, workspaceId } = await ownerWithWorkspace(server);
    receiver.respondWith((r) => (r.body?.type === 'ping' ? { status: 200 } : { status: 500 }));
    const webhook = await registerWebhook(owner, { url: receiver.url('/paused'), events: ['project.created'], secret });
    await createProject(owner, workspaceId);
    const [failed] = await waitForLog(owner, webhook.id, (log) => log[0]?.status === 'failed' && log[0].attempts.length === 1, {
      what: 'a failed first attempt',
    });
    expect(failed!.next_attempt_at).to.be.a('string');

    const { data, response } = await owner.client.PATCH('/v1/webhooks/{webhook_id}', {
      params: { path: { webhook_id: webhook.id } },
      body: { enabled: false },
    });
    expect(response.status).to.equal(200);
    expect(data!.data.enabled).to.equal(false);
    const seen = receiver.requestsTo('/paused').length;

    const [cancelled] = await deliveriesOf(owner, webhook.id);
    expect(cancelled).to.deep.include({ id: failed!.id, status: 'cancelled', next_attempt_at: null });
    expect(cancelled!.attempts).to.have.length(1);
    expect(await deliveriesOf(owner, webhook.id, { status: 'cancelled' })).to.have.length(1);
    await sleep(2_500); // past the retry's due time and the worker's poll
    expect(receiver.requestsTo('/paused').length).to.equal(seen);
    expect((await deliveriesOf(owner, webhook.id))[0]!.status).to.equal('cancelled');
  });

  it('queues no delivery for events while disabled; after enabling, only new events arrive', async () => {
    const { owner, workspaceId } = await ownerWithWorkspace(server);
    receiver.respondWith(() => ({ status: 200 }));
    const webhook = await registerWebhook(owner, { url: receiver.url('/resumed'), events: ['project.created'], secret, enabled: false });
    // An enabled webhook of the same workspace: the dispatcher writes every webhook's delivery of an
    // event in one transaction, so once the witness has its delivery, the disabled one would too.
    const witness = await registerWebhook(owner, { url: receiver.url('/witness'), events: ['project.created'], secret });
    await createProject(owner, workspaceId, 'While disabled');
    const [quiet] = await waitForLog(owner, witness.id, (l) => l.length === 1, { what: 'the event to be dispatched' });
    expect(await deliveriesOf(owner, webhook.id)).to.deep.equal([]);

    await owner.client.PATCH('/v1/webhooks/{webhook_id}', { params: { path: { webhook_id: webhook.id } }, body: { enabled: true } });
    await createProject(owner, workspaceId, 'After enabling');
    const [loud] = await waitForLog(owner, witness.id, (l) => l.length === 2, { what: 'the new event to be dispatched' });
    const loudEvent = loud!.event_id;
    expect(loudEvent).to.not.equal(quiet!.event_id);
    const log = await waitForLog(owner, webhook.id, (l) => l[0]?.status === 'succeeded', { what: 'the new event delivered' });
    expect(log.map((d) => d.event_id)).to.deep.equal([loudEvent]);
    const received = verifiedEvents(receiver.requestsTo('/resumed').filter((r) => r.body?.type !== 'ping'));
    expect(received.map((r) => r.body.id)).to.deep.equal([loudEvent]);
  });
});
