/**
 * Issue 29, point 3: a worker's dispatcher behind a backlog (a claim of a whole batch) holds its
 * engines' claims until it caught up, and an operator sees how long in `wsa_dispatch_behind_seconds_total`
 * (docs/operating.md#metrics). A worker that only keeps up shows none.
 */
import { expect } from 'chai';
import { newId } from '../../server/db/ids.ts';
import { dispatchBatchSize } from '../../server/events/dispatcher.ts';
import { startTestServer, type TestServer } from '../../contract-tests/support/server.ts';
import { samplesOf, valueOf } from '../../contract-tests/operating/support/prometheus-text.ts';
import { waitFor } from '../../contract-tests/support/wait.ts';

describe("a worker's dispatcher behind a backlog, as its metrics show it", function () {
  this.timeout(60_000);
  let server: TestServer;
  before(async () => {
    server = await startTestServer({ METRICS_PORT: '0' });
  });
  after(async () => {
    await server?.close();
  });

  const behindSeconds = async () => {
    const response = await fetch(server.metricsUrl);
    expect(response.status).to.equal(200);
    return valueOf(samplesOf(await response.text()), 'wsa_dispatch_behind_seconds_total');
  };
  const undispatched = async (workspaceId: string) =>
    Number((await server.knex('events').where({ workspace_id: workspaceId }).whereNull('dispatched_at').count({ n: '*' }).first())!.n);
  /** `count` events of a workspace with no member, hook or automation, committed at once: nothing but their dispatch follows. */
  const backlog = async (count: number) => {
    const workspaceId = newId('ws');
    await server.knex('workspaces').insert({ id: workspaceId, name: 'Backlog', slug: `backlog-${workspaceId.slice(-8)}` });
    await server.knex.raw(
      `insert into events (id, workspace_id, type, actor, data)
       select 'evt_' || md5(random()::text || g), ?, 'project.updated', '{"type":"system","id":null,"name":"test"}', '{}'
       from generate_series(1, ?) g`,
      [workspaceId, count],
    );
    await server.knex.raw(`select pg_notify('wsa_events_committed', '')`);
    return workspaceId;
  };

  it('counts no time behind while each claim takes less than a batch', async () => {
    const quiet = await backlog(10);
    await waitFor(async () => ((await undispatched(quiet)) === 0 ? true : undefined), { what: 'the events dispatched' });
    expect(await behindSeconds()).to.equal(0);
  });

  it('counts the time from a whole batch claimed until the backlog is dispatched', async () => {
    const busy = await backlog(dispatchBatchSize * 2 + 500);
    await waitFor(async () => ((await undispatched(busy)) === 0 ? true : undefined), { what: 'the backlog dispatched' });
    // Behind no longer once caught up: the count stands still (it would grow with every scrape while behind).
    const behind = await waitFor(
      async () => {
        const first = await behindSeconds();
        await new Promise((resolve) => setTimeout(resolve, 50));
        return (await behindSeconds()) === first ? first : undefined;
      },
      { what: 'the time behind to stand still', timeoutMs: 5_000 },
    );
    expect(behind, 'seconds behind').to.be.above(0);
  });
});
