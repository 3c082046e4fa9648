import { expect } from 'chai';
import type { Knex } from 'knex';
import { createTestDatabase } from '../../contract-tests/support/postgres.ts';
import { createKnex } from './knex.ts';
import { transactionRetryingConflicts } from './retry-conflicts.ts';

// Two transactions that lock two rows in opposite orders: PostgreSQL undoes one as a deadlock. The
// one run through transactionRetryingConflicts runs again and commits; without it, the loser fails.
describe('transactionRetryingConflicts (a real deadlock)', function () {
  this.timeout(30_000);
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let knex: Knex;
  before(async () => {
    database = await createTestDatabase('retry_conflicts');
    knex = createKnex(database.connectionString, { pool: { max: 4 } });
    await knex.raw('create table pair (id int primary key, n int not null default 0)');
    await knex('pair').insert([{ id: 1 }, { id: 2 }]);
  });
  after(async () => {
    await knex?.destroy();
    await database?.drop();
  });

  /**
   * Locks `first`, waits until the other side holds its row (and `lateMs` more), then asks for
   * `second`. The side that waits first is the one PostgreSQL's deadlock check undoes.
   */
  const crossing = (
    trx: Knex.Transaction,
    rows: { first: number; second: number; lateMs: number },
    bothHold: Promise<void>,
    holds: () => void,
  ) =>
    (async () => {
      await trx('pair').where({ id: rows.first }).increment('n', 1);
      holds();
      await bothHold;
      await new Promise((resolve) => setTimeout(resolve, rows.lateMs));
      await trx('pair').where({ id: rows.second }).increment('n', 1);
    })();

  async function race(retrying: boolean): Promise<PromiseSettledResult<unknown>[]> {
    let held = 0;
    let release!: () => void;
    const bothHold = new Promise<void>((resolve) => (release = resolve));
    const holds = () => {
      if (++held === 2) release();
    };
    attempts = 0;
    const early = { first: 1, second: 2, lateMs: 0 };
    const a = retrying
      ? transactionRetryingConflicts(knex, (trx) => {
          attempts++;
          return attempts === 1 ? crossing(trx, early, bothHold, holds) : crossing(trx, early, Promise.resolve(), () => {});
        })
      : knex.transaction((trx) => crossing(trx, early, bothHold, holds));
    const b = knex.transaction((trx) => crossing(trx, { first: 2, second: 1, lateMs: 300 }, bothHold, holds));
    return Promise.allSettled([a, b]);
  }
  let attempts = 0;

  it('without it, one side of a deadlock fails with 40P01', async () => {
    const results = await race(false);
    const codes = results.map((r) => (r.status === 'rejected' ? (r.reason as { code?: string }).code : 'ok'));
    expect(
      codes.filter((c) => c === '40P01'),
      JSON.stringify(codes),
    ).to.have.length(1);
  });

  it('with it, the retried side commits however the deadlock is resolved, and the other fails only if it was the one undone', async () => {
    const before = await knex('pair').sum({ n: 'n' }).first();
    const results = await race(true);
    const [retried, plain] = results;
    expect(retried!.status, String((retried as PromiseRejectedResult).reason)).to.equal('fulfilled');
    const after = await knex('pair').sum({ n: 'n' }).first();
    expect(Number(after!.n) - Number(before!.n)).to.equal(plain!.status === 'fulfilled' ? 4 : 2);
  });
});
