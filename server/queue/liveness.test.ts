// The worker's liveness check, when its statements fail: the database out of reach is the outage
// log's to say once it lasts (nothing within the first 3 s: PostgreSQL signalled first by a Ctrl-C
// is over by then), any other failure is warned of at once.
import { Writable } from 'node:stream';
import { expect } from 'chai';
import type { Knex } from 'knex';
import { createTestDatabase, type TestDatabase } from '../../contract-tests/support/postgres.ts';
import { waitFor, sleep } from '../../contract-tests/support/wait.ts';
import { createKnex } from '../db/knex.ts';
import { createLogger } from '../log.ts';
import { startLiveness } from './liveness.ts';

/** A logger at info whose lines (their `msg`) the test reads. */
function capturedLog() {
  const lines: string[] = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push((JSON.parse(line) as { msg: string }).msg);
      done();
    },
  });
  return { log: createLogger('info', {}, destination), lines };
}

describe("the worker's liveness check when its statements fail", () => {
  let database: TestDatabase;
  const knexes: Knex[] = [];
  before(async () => {
    database = await createTestDatabase('liveness');
  });
  after(async () => {
    for (const knex of knexes) await knex.destroy();
    await database?.drop();
  });

  it('says nothing at once of the database out of reach', async () => {
    // A port nothing listens on: every statement fails to connect.
    const knex = createKnex('postgres://nobody@127.0.0.1:1/none');
    knexes.push(knex);
    const { log, lines } = capturedLog();
    const liveness = startLiveness(knex, log, { workerIds: () => ['worker-a'] });
    try {
      await sleep(1_000);
      expect(lines).to.deep.equal([]);
    } finally {
      await liveness.stop().catch(() => undefined);
    }
  });

  it('warns at once of any other failure', async () => {
    const knex = createKnex(database.connectionString);
    knexes.push(knex);
    await knex.raw('drop table worker_heartbeats');
    const { log, lines } = capturedLog();
    const liveness = startLiveness(knex, log, { workerIds: () => ['worker-a'] });
    try {
      await waitFor(() => lines.includes('worker liveness check failed'), { what: 'the warning', timeoutMs: 2_000 });
    } finally {
      await liveness.stop().catch(() => undefined);
    }
  });
});
