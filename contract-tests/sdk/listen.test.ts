/**
 * Issue 27, point 3: `npx @workspace-automation/sdk listen`, run from the SDK's source as a child
 * process. It follows the events feed of a real API process and POSTs each new event to a plain-HTTP
 * receiver, signed as a delivery is with the secret it prints; the SDK's verifiers accept every
 * request. It forwards only what happens after it starts, in feed order, each event once, through a
 * receiver's 500 and through a restart of the API on the same port; SIGINT ends it with exit 0.
 */
import { expect } from 'chai';
import type { WsaClient } from '../../sdk/src/index.ts';
import { constructWebhookEvent, verifyWebhook, verifyWebhookSignature } from '../../sdk/src/webhooks.ts';
import { ownerWithWorkspace, type WorkspaceFixture } from '../support/fixtures.ts';
import { startTestServer, type TestServer } from '../support/server.ts';
import { waitFor } from '../support/wait.ts';
import { startReceiver, type ReceivedRequest, type Receiver } from '../webhooks/support/receiver.ts';
import { startListen, type Ended, type ListenProcess } from './support/listen-process.ts';
import { startRestartableApi, type RestartableApi } from './support/restartable-api.ts';

type FeedEvent = Awaited<ReturnType<WsaClient['events']['list']>>['data'][number];

const READY = /^Ready\. Forwarding events to (\S+)\. Signing secret: (\S+)$/;

describe('the SDK’s listen command', function () {
  this.timeout(30_000);
  let server: TestServer;
  let api: RestartableApi;
  let receiver: Receiver;
  let acme: WorkspaceFixture;
  let projectId: string;
  const running: ListenProcess[] = [];

  before(async () => {
    // The database, fixtures and the events' authors; listen follows the API process beside it.
    server = await startTestServer({ RUN_WORKER: 'false' });
    [api, receiver, acme] = await Promise.all([
      startRestartableApi(server.connectionString),
      // Plain HTTP, judging no signature itself: the test checks those with the SDK's own verifiers.
      startReceiver({ secret: {} }),
      ownerWithWorkspace(server),
    ]);
    projectId = (await acme.owner.client.projects.create({ body: { workspace_id: acme.workspaceId, name: 'Before listen' } })).data.id;
  });
  after(async () => {
    for (const listen of running) await listen.stop('SIGKILL');
    await api?.stop();
    await receiver?.close();
    await server?.close();
  });

  const listen = (path: string, args: string[] = [], apiKey = acme.owner.key) => {
    const started = startListen(['--forward-to', receiver.url(path), '--api-url', api.url, '--interval', '100', ...args], {
      WSA_API_KEY: apiKey,
    });
    running.push(started);
    return started;
  };
  const newTask = async (name: string) =>
    (await acme.owner.client.projects.tasks.create({ project_id: projectId, body: { name } })).data.id;
  /** The feed after `cursor`, oldest first, as the API lists it. */
  const feedAfter = async (cursor: string) => (await acme.owner.client.events.list({ after: cursor, per_page: 100 })).data;
  const newestEventId = async () => (await acme.owner.client.events.list({ per_page: 1 })).data[0]!.id;
  const bodyIds = (requests: ReceivedRequest[]) => requests.map((r) => (JSON.parse(r.rawBody.toString('utf8')) as FeedEvent).id);
  const waitForForwards = async (path: string, count: number, listener: ListenProcess) => {
    // A forward's line is printed once the receiver answered: wait for both.
    await waitFor(() => receiver.requestsTo(path).length >= count && listener.lines().filter((l) => l.includes(' → ')).length >= count, {
      what: () =>
        `${count} forwards to ${path} (got ${receiver.requestsTo(path).length})\n${listener.stdout()}${listener.stderr()}\n${api.output()}`,
    });
    return receiver.requestsTo(path);
  };
  const expectStoppedCleanly = (ended: Ended, lastForwarded: string) => {
    expect(ended.code, `exit code; stderr: ${ended.stderr}`).to.equal(0);
    expect(ended.stderr).to.equal('');
    expect(ended.stdout.trimEnd().split('\n').at(-1)).to.match(new RegExp(`^Stopped\\. Last event forwarded: ${lastForwarded} `));
  };

  it('refuses to start without WSA_API_KEY (exit 2), with an unknown --events type (2) or a key the service refuses (1), in one line', async () => {
    const noKey = await startListen(['--forward-to', receiver.url('/none'), '--api-url', api.url], {}).ended();
    expect(noKey.code).to.equal(2);
    expect(noKey.stderr).to.match(/^WSA_API_KEY is not set: [^\n]+\n$/);
    expect(noKey.stdout).to.equal('');

    const typo = await startListen(['--forward-to', receiver.url('/none'), '--api-url', api.url, '--events', 'task.craeted'], {
      WSA_API_KEY: acme.owner.key,
    }).ended();
    expect(typo.code).to.equal(2);
    expect(typo.stderr).to.match(/^--events: unknown event type task\.craeted; the service knows [^\n]*task\.created[^\n]*\n$/);

    const badKey = 'wsa_thiskeydoesnotexist0123456789';
    const refused = await startListen(['--forward-to', receiver.url('/none'), '--api-url', api.url], { WSA_API_KEY: badKey }).ended();
    expect(refused.code).to.equal(1);
    expect(refused.stderr).to.match(
      /^The service at http:\/\/127\.0\.0\.1:\d+ refused the API key \(401 [a-z_]+\): check WSA_API_KEY\.\n$/,
    );
    expect(refused.stdout + refused.stderr).not.to.include(badKey);
    expect(receiver.requestsTo('/none')).to.deep.equal([]);
  });

  it('forwards each event made after it started, once, in feed order, signed with the printed secret as a delivery is, through a 500', async () => {
    const before = await newestEventId();
    // The second request to /all (counted as it arrives) gets 500.
    receiver.respondWith((request) => ({ status: request.path === '/all' && receiver.requestsTo('/all').length === 2 ? 500 : 200 }));
    const listener = listen('/all');
    const [, forwardTo, secret] = await listener.waitForLine(READY, 'the Ready line');
    expect(forwardTo).to.equal(receiver.url('/all'));
    expect(secret).to.match(/^[A-Za-z0-9_-]{43}$/);

    await newTask('One');
    await newTask('Two'); // answered 500: reported, and not sent again
    await acme.owner.client.projects.update({ project_id: projectId, body: { name: 'Renamed' } });
    const requests = await waitForForwards('/all', 3, listener);
    const feed = await feedAfter(before);
    expect(feed.map((e) => e.type)).to.deep.equal(['task.created', 'task.created', 'project.updated']);
    expect(bodyIds(requests), 'forwarded: the events after the start, in feed order, once each').to.deep.equal(feed.map((e) => e.id));

    for (const [i, request] of requests.entries()) {
      const event = feed[i]!;
      expect(request.rawBody.toString('utf8'), 'the body is the feed’s envelope, byte for byte').to.equal(JSON.stringify(event));
      expect(request.headers).to.include({
        'content-type': 'application/json',
        'service-event-id': event.id,
        'service-event-type': event.type,
        'service-delivery-attempt': '1',
        'webhook-id': event.id,
      });
      expect(request.headers['user-agent']).to.match(/^WorkspaceAutomationService-Webhooks\/1\.0 /);
      const { headers, rawBody: payload } = request;
      expect(await verifyWebhook({ payload, headers, secret: secret! }), 'Standard Webhooks signature').to.equal(true);
      const serviceOnly = { ...headers, 'webhook-signature': undefined, 'webhook-id': undefined, 'webhook-timestamp': undefined };
      expect(await verifyWebhook({ payload, headers: serviceOnly, secret: secret! }), 'Service-Signature via verifyWebhook').to.equal(true);
      expect(await verifyWebhookSignature({ payload, header: headers['service-signature'], secret: secret! })).to.equal(true);
      expect(await verifyWebhook({ payload, headers, secret: `${secret!}x` }), 'another secret').to.equal(false);
      expect(await constructWebhookEvent({ payload, headers, secret: secret! })).to.deep.equal(event);
    }

    const forwardLines = listener.lines().filter((line) => line.includes(' → '));
    expect(forwardLines).to.have.length(3);
    feed.forEach((event, i) => {
      const status = i === 1 ? 500 : 200;
      expect(forwardLines[i]).to.match(new RegExp(`^\\d\\d:\\d\\d:\\d\\d  ${event.type}  ${event.id}  → ${status} \\(\\d+ ms\\)$`));
    });

    const ended = await listener.stop('SIGINT');
    expectStoppedCleanly(ended, feed.at(-1)!.id);
    expect(
      ended.stdout
        .trimEnd()
        .split('\n')
        .filter((line) => line.startsWith('Stopped.')),
    ).to.have.length(1);
    expect(receiver.requestsTo('/all')).to.have.length(3);
  });

  it('forwards only the types --events lists, in order', async () => {
    const before = await newestEventId();
    const listener = listen('/some', ['--events', 'project.updated', '--workspace', acme.workspaceId]);
    await listener.waitForLine(READY, 'the Ready line');
    await newTask('Not forwarded');
    await acme.owner.client.projects.update({ project_id: projectId, body: { name: 'First rename' } });
    await newTask('Not forwarded either');
    await acme.owner.client.projects.update({ project_id: projectId, body: { name: 'Second rename' } });
    // Events are forwarded in feed order: once the last rename is in, every task before it was passed over.
    const requests = await waitForForwards('/some', 2, listener);
    const renames = (await feedAfter(before)).filter((e) => e.type === 'project.updated');
    expect(bodyIds(requests)).to.deep.equal(renames.map((e) => e.id));
    expectStoppedCleanly(await listener.stop('SIGTERM'), renames.at(-1)!.id);
  });

  it('resumes after the API restarts, losing and repeating nothing: events made before the stop, while it was down, and after', async () => {
    const before = await newestEventId();
    const listener = listen('/restart');
    await listener.waitForLine(READY, 'the Ready line');
    await newTask('Before the stop 1');
    await newTask('Before the stop 2');
    await waitForForwards('/restart', 2, listener);

    await api.stop();
    await listener.waitForLine(/^Lost the service at http:\/\/127\.0\.0\.1:\d+: .+; retrying$/, 'the Lost line');
    await newTask('While it was down'); // through the other server, on the same database
    await api.start();
    await newTask('Right after the start'); // most likely before listen's next try
    await listener.waitForLine(/^Back in touch with the service at http:\/\/127\.0\.0\.1:\d+; resuming after evt_\w+$/, 'the Back line');
    await newTask('After the start');

    const requests = await waitForForwards('/restart', 5, listener);
    const feed = await feedAfter(before);
    expect(feed).to.have.length(5);
    expect(bodyIds(requests), 'every event once, in feed order').to.deep.equal(feed.map((e) => e.id));
    expect(
      requests.map((r) => (JSON.parse(r.rawBody.toString('utf8')) as { data: { task: { name: string } } }).data.task.name),
    ).to.deep.equal(['Before the stop 1', 'Before the stop 2', 'While it was down', 'Right after the start', 'After the start']);
    expect(
      listener.lines().filter((line) => line.startsWith('Lost the service')),
      'one Lost line for the outage',
    ).to.have.length(1);
    expectStoppedCleanly(await listener.stop('SIGINT'), feed.at(-1)!.id);
    expect(receiver.requestsTo('/restart'), 'nothing more came after the last one').to.have.length(5);
  });

  it('replays what came after --after, oldest first', async () => {
    const from = await newestEventId();
    await newTask('Replayed 1');
    await newTask('Replayed 2');
    const listener = listen('/replay', ['--after', from]);
    const requests = await waitForForwards('/replay', 2, listener);
    const feed = await feedAfter(from);
    expect(bodyIds(requests)).to.deep.equal(feed.map((e) => e.id));
    expectStoppedCleanly(await listener.stop('SIGINT'), feed.at(-1)!.id);
  });

  it('forwards a new workspace’s very first events when its feed was empty at the start', async () => {
    const fresh = await ownerWithWorkspace(server, 'Empty feed');
    expect((await fresh.owner.client.events.list({})).data).to.deep.equal([]);
    const listener = listen('/first', [], fresh.owner.key);
    await listener.waitForLine(READY, 'the Ready line');
    const project = (await fresh.owner.client.projects.create({ body: { workspace_id: fresh.workspaceId, name: 'First' } })).data.id;
    await fresh.owner.client.projects.tasks.create({ project_id: project, body: { name: 'Second' } });
    const requests = await waitForForwards('/first', 2, listener);
    const feed = (await fresh.owner.client.events.list({})).data.reverse();
    expect(feed.map((e) => e.type)).to.deep.equal(['project.created', 'task.created']);
    expect(bodyIds(requests)).to.deep.equal(feed.map((e) => e.id));
    expectStoppedCleanly(await listener.stop('SIGINT'), feed.at(-1)!.id);
  });
});
