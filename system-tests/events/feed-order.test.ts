/**
 * Issue 27, point 2: following the events feed with `after` never skips an event whose transaction
 * began before a newer event's and committed after it (docs/decisions.md#events-feed). The older
 * transaction is held open here, inside the outbox, while the API commits a newer event: the feed
 * shows neither until the older one ends, then both, in the order of their transactions.
 */
import { expect } from 'chai';
import { newId } from '../../server/db/ids.ts';
import { ownerWithWorkspace } from '../../contract-tests/support/fixtures.ts';
import { startTestServer, type TestServer } from '../../contract-tests/support/server.ts';

describe('the events feed in the order of its transactions', () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer({ RUN_WORKER: 'false' });
  });
  after(async () => {
    await server?.close();
  });

  it('holds back a committed event while an older transaction is open, then shows both, the older first', async () => {
    const { owner, workspaceId } = await ownerWithWorkspace(server, 'Ordered');
    const { client } = owner;
    const feed = (after: string) => client.events.list({ workspace_id: workspaceId, after });
    await client.projects.create({ body: { workspace_id: workspaceId, name: 'First', visibility: 'shared' } });
    const [start] = (await client.events.list({ workspace_id: workspaceId })).data;

    const older = await server.knex.transaction();
    try {
      // The older transaction takes its id now, before the API's change.
      await older.raw('select pg_current_xact_id()');
      await client.projects.create({ body: { workspace_id: workspaceId, name: 'Second', visibility: 'shared' } });
      const {
        rows: [newer],
      } = await server.knex.raw<{ rows: Array<Record<string, unknown> & { id: string }> }>(
        `select * from events where workspace_id = ? and type = 'project.created' order by seq desc limit 1`,
        [workspaceId],
      );
      if (!newer) throw new Error('the API wrote no project.created event');
      expect((await feed(start!.id)).data, 'held back while an older transaction is open').to.deep.equal([]);
      expect((await client.events.get({ event_id: newer.id })).data.id, 'yet readable by id').to.equal(newer.id);

      // The older transaction writes its event after the newer one was committed, and commits last.
      const { seq: _seq, xact_id: _xact, ...copy } = newer;
      await older('events').insert({ ...copy, id: newId('evt') });
      await older.commit();
      const both = (await feed(start!.id)).data.map((e) => e.id);
      expect(both).to.have.length(2);
      expect(both[1], 'the newer transaction’s event comes second').to.equal(newer.id);
    } finally {
      if (!older.isCompleted()) await older.rollback();
    }
  });
});
