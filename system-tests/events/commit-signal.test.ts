// The cross-process wake-up of dispatchers: a burst of commits in one process becomes two NOTIFYs
// (the first commit's at once, the rest's together), naming the workspaces committed, sent outside
// the writing transactions; a process does not hear its own, and a listener that loses its
// connection listens again.
import { expect } from 'chai';
import pg from 'pg';
import { createKnex } from '../../server/db/knex.ts';
import type { Knex } from 'knex';
import { Listener } from '../../server/db/listener.ts';
import { listenForSignal, signalChannels, startAnnouncer } from '../../server/events/cross-process-signal.ts';
import { localSignals } from '../../server/events/signals.ts';
import { createLogger } from '../../server/log.ts';
import { createTestDatabase, type TestDatabase } from '../../contract-tests/support/postgres.ts';
import { waitFor, sleep } from '../../contract-tests/support/wait.ts';

const eventsChannel = signalChannels['events-committed'];

/** A process's listener with one subscriber counting what it hears of the committed-events signal. */
async function listenForCommits(
  knex: Knex,
  connectionString: string,
  onCommitted: (scopes: string[] | undefined) => void,
  retryMs?: number,
) {
  const listener = new Listener({ knex, connectionString }, createLogger('silent'), { retryMs });
  await listener.start();
  listenForSignal(listener, 'events-committed', onCommitted);
  return { stop: () => listener.close() };
}

/** An announcer of another process (a mark of its own), or of this one (`own`). */
const startCommitAnnouncer = (knex: Knex, { own = false } = {}) =>
  startAnnouncer(knex, createLogger('silent'), { name: 'events-committed', ...(own ? {} : { mark: 'another-process' }) });

describe('commits announced to other processes', () => {
  let database: TestDatabase;
  before(async () => {
    database = await createTestDatabase('commit-signal');
  });
  after(async () => {
    await database?.drop();
  });

  it('sends two NOTIFYs for a burst of 100 commits (the first at once, the rest together), and each listener hears them', async () => {
    const knex = createKnex(database.connectionString);
    const raw = new pg.Client({ connectionString: database.connectionString });
    await raw.connect();
    const heardRaw: string[] = [];
    raw.on('notification', (n) => heardRaw.push(n.channel));
    await raw.query(`listen ${eventsChannel}`);
    let heard = 0;
    const listener = await listenForCommits(knex, database.connectionString, () => heard++);
    const announcer = startCommitAnnouncer(knex);
    try {
      await waitFor(() => heard >= 1, { what: 'the listener to be ready (it reports once when it starts listening)' });
      heard = 0;
      for (let i = 0; i < 100; i++) localSignals.raise('events-committed');
      await waitFor(() => heardRaw.length >= 2 && heard >= 2, { what: 'the announcements' });
      await sleep(200);
      expect(heardRaw).to.deep.equal([eventsChannel, eventsChannel]);
      expect(heard).to.equal(2);
    } finally {
      announcer.stop();
      await listener.stop();
      await raw.end();
      await knex.destroy();
    }
  });

  it('names the workspaces committed since the last announcement, and none once a commit named none', async () => {
    const knex = createKnex(database.connectionString);
    const heard: Array<string[] | undefined> = [];
    const listener = await listenForCommits(knex, database.connectionString, (scopes) => heard.push(scopes));
    const announcer = startCommitAnnouncer(knex);
    try {
      await waitFor(() => heard.length >= 1, { what: 'the listener to be ready (it reports once, naming none)' });
      heard.length = 0;
      for (const scope of ['ws_a', 'ws_b', 'ws_c', 'ws_b']) localSignals.raise('events-committed', scope);
      await waitFor(() => heard.length >= 2, { what: "the burst's two announcements" });
      await sleep(100);
      for (const scope of ['ws_d', undefined, 'ws_e']) localSignals.raise('events-committed', scope);
      await waitFor(() => heard.length >= 4, { what: "the second burst's two announcements" });
      await sleep(100);
      // Two NOTIFYs of a window go out on pooled connections 2 ms apart: their order is not promised.
      expect(heard.slice(0, 2)).to.have.deep.members([['ws_a'], ['ws_b', 'ws_c']]);
      expect(heard.slice(2)).to.have.deep.members([['ws_d'], undefined]);
    } finally {
      announcer.stop();
      await listener.stop();
      await knex.destroy();
    }
  });

  it("does not hear its own process's announcements, which it raised already", async () => {
    const knex = createKnex(database.connectionString);
    const raw = new pg.Client({ connectionString: database.connectionString });
    await raw.connect();
    const heardRaw: string[] = [];
    raw.on('notification', (n) => heardRaw.push(n.payload ?? ''));
    await raw.query(`listen ${eventsChannel}`);
    const heard: Array<string[] | undefined> = [];
    const listener = await listenForCommits(knex, database.connectionString, (scopes) => heard.push(scopes));
    const own = startCommitAnnouncer(knex, { own: true });
    try {
      await waitFor(() => heard.length >= 1, { what: 'the listener to be ready' });
      heard.length = 0;
      localSignals.raise('events-committed', 'ws_own');
      await waitFor(() => heardRaw.length >= 1, { what: 'the NOTIFY' });
      await sleep(200);
      expect(heardRaw[0]).to.match(/ ws_own$/);
      expect(heard, 'its own NOTIFY').to.deep.equal([]);
      // An announcement without a mark (an older process's, or an operator's) is heard, naming none.
      await knex.raw(`select pg_notify(?, '')`, [eventsChannel]);
      await waitFor(() => heard.length >= 1, { what: 'the unmarked NOTIFY' });
      expect(heard).to.deep.equal([undefined]);
    } finally {
      own.stop();
      await listener.stop();
      await raw.end();
      await knex.destroy();
    }
  });

  it('listens again after its connection is killed, and hears the next announcement', async () => {
    const knex = createKnex(database.connectionString);
    let heard = 0;
    const listener = await listenForCommits(knex, database.connectionString, () => heard++, 100);
    const announcer = startCommitAnnouncer(knex);
    try {
      await waitFor(() => heard >= 1, { what: 'the listener to be ready' });
      const listening = () =>
        knex
          .raw<{ rows: Array<{ pid: number }> }>(
            `select pid from pg_stat_activity where datname = current_database() and query like 'listen %'`,
          )
          .then((r) => r.rows);
      const [first] = await listening();
      await knex.raw('select pg_terminate_backend(?)', [first!.pid]);
      await waitFor(async () => (await listening()).some((r) => r.pid !== first!.pid), { what: 'a new LISTEN connection' });
      const before = heard;
      localSignals.raise('events-committed');
      await waitFor(() => heard > before, { what: 'the announcement after the reconnect' });
    } finally {
      announcer.stop();
      await listener.stop();
      await knex.destroy();
    }
  });
});
