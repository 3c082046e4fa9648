/**
 * The dispatch claim stamps its events where its locking read found them (dispatch-claim.ts). Were an
 * event it locked not stamped (another writer's update of a waiting event, which nothing in the
 * service makes), its batch would go without it and it would follow in a later one, out of order:
 * dispatchBatch refuses such a batch, and the events are claimed again, in order, once nothing keeps
 * one from its stamp. A trigger that skips one event's update stands in for that writer here.
 */
import { expect } from 'chai';
import { startTestServer, type TestServer } from '../../contract-tests/support/server.ts';
import { ownerWithWorkspace } from '../../contract-tests/support/fixtures.ts';
import { dispatchBatch } from '../../server/events/dispatcher.ts';

describe('the dispatch claim and an event it locked but could not stamp', () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer({ RUN_WORKER: 'false' });
  });
  after(async () => {
    await server?.close();
  });

  it('refuses the batch, leaving every event waiting, and dispatches them all in one batch once the stamp reaches each', async () => {
    const { workspaceId } = await ownerWithWorkspace(server);
    while ((await dispatchBatch(server.knex, [])) > 0);
    await server.knex.raw(
      `insert into events (id, workspace_id, type, actor, data)
       select 'evt_stamp_' || g, ?, 'task.created', '{}', '{}' from generate_series(1, 5) g`,
      [workspaceId],
    );
    await server.knex.raw(`
      create function skip_one_stamp() returns trigger language plpgsql as $$
      begin
        if new.id = 'evt_stamp_3' then return null; end if;
        return new;
      end $$;
      create trigger skip_one_stamp before update on events for each row execute function skip_one_stamp();
    `);
    const waiting = () => server.knex('events').where({ workspace_id: workspaceId }).whereNull('dispatched_at').pluck('id');

    const refused = await dispatchBatch(server.knex, []).then(
      () => undefined,
      (err: Error) => err,
    );
    expect(refused?.message).to.equal(
      'the dispatch claim locked 5 events and stamped 4: an event waiting for dispatch was updated by something other than the claim',
    );
    expect((await waiting()).sort()).to.deep.equal(['evt_stamp_1', 'evt_stamp_2', 'evt_stamp_3', 'evt_stamp_4', 'evt_stamp_5']);

    await server.knex.raw('drop trigger skip_one_stamp on events; drop function skip_one_stamp()');
    expect(await dispatchBatch(server.knex, [])).to.equal(5);
    expect(await waiting()).to.deep.equal([]);
  });
});
