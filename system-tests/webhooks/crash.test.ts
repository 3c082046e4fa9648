// Crash recovery of deliveries: the API and a worker process share one database; the worker is
// SIGKILLed while deliveries are queued and in flight; a new worker takes over once the liveness
// sweep releases the dead worker's jobs (~10 s). Every event still reaches the receiver (a repeat
// only ever with the same evt_ id), and the delivery log agrees with what the receiver saw.
import { expect } from 'chai';
import { ownerWithWorkspace } from '../../contract-tests/support/fixtures.ts';
import { startTestServer, type TestServer } from '../../contract-tests/support/server.ts';
import { startReceiver, verifiedEvents, type Receiver } from '../../contract-tests/webhooks/support/receiver.ts';
import { createTestCertificates, type TestCertificates } from '../../contract-tests/support/https.ts';
import { startWorkerProcess, type ChildService, type ProcessOptions } from '../../contract-tests/support/processes.ts';
import {
  createProject,
  deliveriesOf,
  newSecret,
  registerWebhook,
  TEST_SECRET_KEY,
  waitForLog,
} from '../../contract-tests/webhooks/support/webhooks.ts';
import { eventIds } from './support/stored.ts';

const PROJECTS = 20;
const SLOW_REQUESTS = 8; // the first event requests are answered after 1.5 s, the rest at once
const SLOW_MS = 1_500;

describe('worker crash during deliveries', () => {
  let certificates: TestCertificates;
  let server: TestServer;
  let receiver: Receiver;
  const workers: ChildService[] = [];
  const secret = newSecret();

  before(async () => {
    certificates = await createTestCertificates();
    let eventRequests = 0;
    receiver = await startReceiver({
      tls: certificates,
      secret,
      respond: (r) =>
        r.body?.type === 'ping' ? { status: 200 } : ++eventRequests <= SLOW_REQUESTS ? { status: 200, delayMs: SLOW_MS } : { status: 200 },
    });
    // The API in this process, without a worker; workers run as separate processes on its database.
    server = await startTestServer({ RUN_WORKER: 'false' }, { caFile: certificates.caFile });
  });
  after(async () => {
    for (const worker of workers) await worker.stop();
    await server?.close();
    await receiver?.close();
    await certificates?.remove();
  });

  const worker = async () => {
    const options: ProcessOptions = { databaseUrl: server.connectionString, secretKey: TEST_SECRET_KEY, caFile: certificates.caFile };
    const started = await startWorkerProcess(options);
    workers.push(started);
    return started;
  };
  const outputs = () => workers.map((w, i) => `--- worker ${i + 1} (pid ${w.pid}):\n${w.output()}`).join('\n');

  it('delivers every event after a SIGKILL mid-delivery, and the log agrees with the receiver', async function () {
    this.timeout(60_000);
    const started = Date.now();
    const first = await worker();
    const { owner, workspaceId } = await ownerWithWorkspace(server);
    const webhook = await registerWebhook(owner, { url: receiver.url('/crash'), events: ['project.created'], secret });
    for (let i = 1; i <= PROJECTS; i++) await createProject(owner, workspaceId, `Burst ${i}`);
    const events = await eventIds(server, workspaceId, 'project.created');
    expect(events).to.have.length(PROJECTS);

    // Kill the worker while several requests are in flight (the receiver is holding their answers).
    const deliveriesSeen = () => receiver.requests.filter((r) => r.body?.type === 'project.created');
    await receiver
      .waitForRequests(3, { match: (r) => r.body?.type === 'project.created', timeoutMs: 20_000, what: 'deliveries in flight' })
      .catch((err: Error) => {
        throw new Error(`${err.message}\n${outputs()}`);
      });
    await first.kill();
    const killedAt = Date.now();
    const inFlightAtKill = deliveriesSeen().filter((r) => r.answeredAt === undefined);
    expect(inFlightAtKill.length, 'requests the dead worker left unanswered').to.be.at.least(1);
    const openAttempts = await server
      .knex('webhook_delivery_attempts as a')
      .join('webhook_deliveries as d', 'd.id', 'a.delivery_id')
      .where('d.webhook_id', webhook.id)
      .whereNull('a.duration_ms')
      .count({ n: '*' })
      .first();
    expect(Number(openAttempts!.n), 'attempts the dead worker left open').to.be.at.least(inFlightAtKill.length);
    expect((await deliveriesOf(owner, webhook.id)).filter((d) => d.status === 'succeeded').length).to.be.below(PROJECTS);

    await worker();
    const log = await waitForLog(owner, webhook.id, (l) => l.length === PROJECTS && l.every((d) => d.status === 'succeeded'), {
      timeoutMs: Math.max(5_000, 55_000 - (Date.now() - started)),
      what: 'every delivery to succeed after the restart',
    }).catch((err: Error) => {
      throw new Error(`${err.message}\n${outputs()}`);
    });

    // Every event reached the receiver, correctly signed; repeats only under the same evt_ id.
    const received = verifiedEvents(deliveriesSeen());
    expect([...new Set(received.map((r) => r.body.id))].sort()).to.deep.equal([...events].sort());

    for (const delivery of log) {
      const seen = received.filter((r) => r.body.id === delivery.event_id);
      const attempts = delivery.attempts;
      const succeeded = attempts.filter((a) => a.response_status === 200);
      // One successful attempt, the last one, and the receiver really answered it.
      expect(
        succeeded.map((a) => a.number),
        delivery.event_id,
      ).to.deep.equal([attempts.length]);
      const answered = seen.filter((r) => r.answeredAt !== undefined);
      expect(
        answered.map((r) => r.headers['service-delivery-attempt']),
        delivery.event_id,
      ).to.include(String(attempts.length));
      // Every request the receiver saw was logged first (the attempt row precedes the request).
      expect(attempts.length, delivery.event_id).to.be.at.least(seen.length);
      // A request the dead worker never got an answer to is in the log as an interrupted attempt.
      const unanswered = seen.filter((r) => r.answeredAt === undefined);
      const interrupted = attempts.filter((a) => a.error?.startsWith('interrupted'));
      expect(interrupted.length, `${delivery.event_id}: interrupted attempts`).to.be.at.least(unanswered.length);
      for (const attempt of interrupted) expect(attempt.response_status).to.equal(null);
      for (const attempt of attempts) expect(attempt.error).to.not.equal('in progress');
    }
    const interruptedTotal = log.flatMap((d) => d.attempts).filter((a) => a.error?.startsWith('interrupted')).length;
    expect(interruptedTotal).to.be.at.least(inFlightAtKill.length);
    expect(Date.now() - started, 'whole scenario').to.be.below(60_000);
    // The dead worker's jobs waited for the liveness sweep (~10 s), not for graphile-worker's 4 hours.
    expect(Date.now() - killedAt).to.be.below(40_000);
  });
});
