import { expect } from 'chai';
import pg from 'pg';
import { createTestDatabase, type TestDatabase } from '../../contract-tests/support/postgres.ts';
import { createKnex } from './knex.ts';
import { fixedRows, fixedStatement } from './fixed-statement.ts';
import { MIGRATION_LOCK_KEY, migrateLatest } from './migrate.ts';

async function advisoryLocks(connectionString: string): Promise<number> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>(
      `select count(*)::int as n from pg_locks where locktype = 'advisory' and database = (select oid from pg_database where datname = current_database())`,
    );
    return rows[0]!.n;
  } finally {
    await client.end();
  }
}

// What keeps the service correct behind a transaction pooler (docs/decisions.md#a-pooler-in-front),
// shown on a direct connection, where a session's prepared statements and locks can be seen.
describe('statements and locks that a transaction pooler cannot break', function () {
  let database: TestDatabase;
  before(async () => {
    database = await createTestDatabase('pooler_safety');
  });
  after(() => database?.drop());

  for (const unnamed of [false, true]) {
    it(`${unnamed ? 'sends' : 'does not send'} a call site's named statement unnamed when unnamedStatements is ${unnamed}`, async () => {
      const knex = createKnex(database.directConnectionString, { pool: { min: 0, max: 1 }, unnamedStatements: unnamed });
      try {
        await knex('workspaces').select('id').limit(1).options({ name: 'pooler_safety_probe' });
        // One connection in the pool: this runs in the session that ran the statement above.
        const { rows } = await knex.raw<{ rows: Array<{ n: number }> }>(
          `select count(*)::int as n from pg_prepared_statements where name = 'pooler_safety_probe'`,
        );
        expect(rows[0]!.n).to.equal(unnamed ? 0 : 1);
      } finally {
        await knex.destroy();
      }
    });

    // A fixed statement goes to pg as a query object of fixedRows' own making, not as knex's config.
    it(`${unnamed ? 'sends' : 'does not send'} a fixed statement unnamed when unnamedStatements is ${unnamed}`, async () => {
      const knex = createKnex(database.directConnectionString, { pool: { min: 0, max: 1 }, unnamedStatements: unnamed });
      try {
        const probe = fixedStatement('pooler_safety_fixed_probe', 'select ?::int + 1 as n');
        expect(await fixedRows<{ n: number }>(knex, probe, [41])).to.deep.equal([{ n: 42 }]);
        const { rows } = await knex.raw<{ rows: Array<{ n: number }> }>(
          `select count(*)::int as n from pg_prepared_statements where name = 'pooler_safety_fixed_probe'`,
        );
        expect(rows[0]!.n).to.equal(unnamed ? 0 : 1);
      } finally {
        await knex.destroy();
      }
    });
  }

  it("a migrator waits for another's migration lock, says who holds it, and leaves no lock behind", async function () {
    this.timeout(30_000);
    const holder = new pg.Client({ connectionString: database.directConnectionString, application_name: 'pooler-safety-holder' });
    await holder.connect();
    const warnings: Array<{ fields: object; msg?: string }> = [];
    try {
      await holder.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
      let done = false;
      const migrating = migrateLatest(database.directConnectionString, {
        logger: { info: () => {}, warn: (fields, msg) => warnings.push({ fields, msg }) },
      }).then(() => (done = true));
      // Bounded: the notice comes after 3 s of waiting.
      for (let i = 0; i < 100 && warnings.length === 0; i++) await new Promise((resolve) => setTimeout(resolve, 100));
      expect(done, 'migrated while another held the lock').to.equal(false);
      expect(warnings[0]?.msg).to.match(/waiting for the migration lock/);
      expect(JSON.stringify(warnings[0]?.fields)).to.contain('pooler-safety-holder');
      await holder.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
      await migrating;
    } finally {
      await holder.end();
    }
    expect(await advisoryLocks(database.directConnectionString), 'advisory locks left after migrating').to.equal(0);
  });
});
