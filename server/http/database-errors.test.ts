import { expect } from 'chai';
import type { Knex } from 'knex';
import { createTestDatabase, type TestDatabase } from '../../contract-tests/support/postgres.ts';
import { createKnex } from '../db/knex.ts';
import { createLogger } from '../log.ts';
import { httpErrorFromDatabase } from './database-errors.ts';

// A database error carries the statement's bound values (in `where`, `detail` and PostgreSQL's own
// quoted words). A value may be a secret, so a logged database error shows what failed, never them.
describe('database errors: mapped for the client, logged without bound values', () => {
  let database: TestDatabase;
  let knex: Knex;
  before(async () => {
    database = await createTestDatabase('db_errors');
    knex = createKnex(database.connectionString);
  });
  after(async () => {
    await knex?.destroy();
    await database?.drop();
  });

  async function refused(work: () => Promise<unknown>): Promise<unknown> {
    try {
      await work();
    } catch (err) {
      return err;
    }
    throw new Error('the statement was expected to fail');
  }

  function logged(err: unknown): string {
    const lines: string[] = [];
    const log = createLogger('info', {}, { write: (line: string) => lines.push(line) });
    log.error({ err }, 'unhandled error');
    return lines.join('');
  }

  it('a jsonb value PostgreSQL refuses (a lone surrogate) is logged with its code and statement, not its values, and maps to 422', async () => {
    const err = await refused(() => knex.raw('select ?::jsonb', [JSON.stringify({ header: 'Bearer TOPSECRET-1 \ud800' })]));
    const line = logged(err);
    expect(line).to.contain('22P02');
    expect(line).to.contain('select $1::jsonb');
    expect(line).not.to.contain('TOPSECRET');
    expect(httpErrorFromDatabase(err)?.status).to.equal(422);
  });

  it('a unique violation is logged without the duplicated value PostgreSQL names in its detail', async () => {
    await knex.raw('create table secrets_test (v text unique)');
    await knex('secrets_test').insert({ v: 'TOPSECRET-2' });
    const err = await refused(() => knex('secrets_test').insert({ v: 'TOPSECRET-2' }));
    expect(JSON.stringify((err as { detail?: string }).detail)).to.contain('TOPSECRET-2');
    const line = logged(err);
    expect(line).to.contain('23505');
    expect(line).to.contain('secrets_test');
    expect(line).not.to.contain('TOPSECRET');
  });

  it("an error that is not the database's is logged as before, with its message and stack", () => {
    const line = logged(new Error('plain failure'));
    expect(line).to.contain('plain failure');
    expect(line).to.contain('"stack"');
  });
});
