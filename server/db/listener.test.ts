// The process's one LISTEN connection, against a real PostgreSQL: what a subscriber hears, what it is
// told after the connection came back, and that one subscriber's failure is not another's.
import { expect } from 'chai';
import type { Knex } from 'knex';
import { createTestDatabase, type TestDatabase } from '../../contract-tests/support/postgres.ts';
import { waitFor } from '../../contract-tests/support/wait.ts';
import { createLogger } from '../log.ts';
import { createKnex } from './knex.ts';
import { Listener } from './listener.ts';

describe('the LISTEN connection a process owns', () => {
  let database: TestDatabase;
  let knex: Knex;
  let listener: Listener | undefined;
  before(async () => {
    database = await createTestDatabase('listener');
    knex = createKnex(database.connectionString);
  });
  afterEach(async () => {
    await listener?.close();
    listener = undefined;
  });
  after(async () => {
    await knex?.destroy();
    await database?.drop();
  });

  const start = async (options: ConstructorParameters<typeof Listener>[2] = {}) => {
    listener = new Listener({ knex, connectionString: database.connectionString }, createLogger('silent'), { retryMs: 50, ...options });
    await listener.start();
    return listener;
  };
  const notify = (channel: string, payload: string) => knex.raw('select pg_notify(?, ?)', [channel, payload]);
  const listenerPid = async () => {
    const { rows } = await knex.raw<{ rows: Array<{ pid: number }> }>(
      `select pid from pg_stat_activity where application_name = 'wsa-listener' and datname = current_database()`,
    );
    return rows.map((r) => r.pid);
  };

  it('hands each channel its own notifications, in order, and resyncs a subscriber once it hears', async () => {
    const l = await start();
    const heard: string[] = [];
    let resyncs = 0;
    const a = l.subscribe('test_a', { onNotify: (p) => void heard.push(`a:${p}`), resync: () => void resyncs++ });
    const b = l.subscribe('test_b', { onNotify: (p) => void heard.push(`b:${p}`) });
    await Promise.all([a.ready, b.ready]);
    expect(resyncs, 'a subscription may have missed what came before it').to.equal(1);
    expect(l.hears('test_a') && l.hears('test_b')).to.equal(true);
    await notify('test_a', '1');
    await notify('test_b', '2');
    await notify('test_a', '3');
    await waitFor(() => heard.length === 3, { what: 'three notifications' });
    expect(heard).to.deep.equal(['a:1', 'b:2', 'a:3']);
  });

  it('after its connection is killed, listens to every channel again and calls every resync', async () => {
    const l = await start();
    const heard: string[] = [];
    const resyncs: string[] = [];
    for (const channel of ['test_one', 'test_two', 'test_three']) {
      await l.subscribe(channel, { onNotify: (p) => void heard.push(`${channel}:${p}`), resync: () => void resyncs.push(channel) }).ready;
    }
    resyncs.length = 0;
    const [first] = await listenerPid();
    await knex.raw('select pg_terminate_backend(?)', [first!]);
    await waitFor(() => resyncs.length === 3, { what: 'a resync of each subscriber' });
    expect([...resyncs].sort()).to.deep.equal(['test_one', 'test_three', 'test_two']);
    const [second] = await listenerPid();
    expect(second).to.be.a('number').and.not.equal(first);
    for (const channel of ['test_one', 'test_two', 'test_three']) await notify(channel, 'after');
    await waitFor(() => heard.length === 3, { what: 'the notifications after the reconnect' });
    expect([...heard].sort()).to.deep.equal(['test_one:after', 'test_three:after', 'test_two:after']);
  });

  it("does not let one handler's throw (or rejection) keep a notification from the others", async () => {
    const l = await start();
    const heard: string[] = [];
    await l.subscribe('test_shared', {
      onNotify: () => {
        throw new Error('the first subscriber fails');
      },
    }).ready;
    await l.subscribe('test_shared', { onNotify: () => Promise.reject(new Error('the second one too')) }).ready;
    await l.subscribe('test_shared', { onNotify: (p) => void heard.push(p) }).ready;
    await notify('test_shared', 'x');
    await notify('test_shared', 'y');
    await waitFor(() => heard.length === 2, { what: 'the third subscriber to hear both' });
    expect(heard).to.deep.equal(['x', 'y']);
    expect(l.hears('test_shared'), 'still listening').to.equal(true);
  });

  it('treats a connection that hears nothing (a frozen backend) as lost: listens again and resyncs', async function () {
    this.timeout(20_000);
    const l = await start({ probeEveryMs: 100, probeTimeoutMs: 300 });
    let resyncs = 0;
    await l.subscribe('test_frozen', { onNotify: () => {}, resync: () => void resyncs++ }).ready;
    const [frozen] = await listenerPid();
    process.kill(frozen!, 'SIGSTOP');
    try {
      await waitFor(() => resyncs === 2, { what: 'a resync on a new connection', timeoutMs: 10_000 });
      expect((await listenerPid()).filter((pid) => pid !== frozen)).to.have.length(1);
    } finally {
      process.kill(frozen!, 'SIGCONT');
    }
  });

  it('stops listening to a channel whose last subscriber left', async () => {
    const l = await start();
    const heard: string[] = [];
    const first = l.subscribe('test_leaving', { onNotify: (p) => void heard.push(p) });
    await first.ready;
    await first.cancel();
    expect(l.hears('test_leaving')).to.equal(false);
    await notify('test_leaving', 'unheard');
    await l.subscribe('test_marker', { onNotify: (p) => void heard.push(p) }).ready;
    await notify('test_marker', 'marker');
    await waitFor(() => heard.includes('marker'), { what: 'the marker' });
    expect(heard).to.deep.equal(['marker']);
  });
});
