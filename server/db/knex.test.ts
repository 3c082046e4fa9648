import net from 'node:net';
import { expect } from 'chai';
import { createKnex } from './knex.ts';

/** A logger that keeps what it was told, by level. */
function recording() {
  const lines: Array<{ level: string; message: string }> = [];
  const at = (level: string) => (fields: object) => void lines.push({ level, message: String((fields as { message?: unknown }).message) });
  return { lines, logger: { warn: at('warn'), error: at('error'), debug: at('debug') } };
}

describe('createKnex: its pool warnings while the database is out of reach', () => {
  // A postmaster that is stopping can reset a connection it has just accepted (CI saw one Ctrl-C print
  // "Acquire connection error: Error: connect ECONNRESET"): that is the outage log's to say, not a warning.
  it('logs a connection reset at connect at debug, naming what knex said', async () => {
    const server = net.createServer((socket) => socket.resetAndDestroy());
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as net.AddressInfo;
    const { lines, logger } = recording();
    const db = createKnex(`postgres://u:p@127.0.0.1:${port}/db`, { logger });
    try {
      const failed = await db.raw('select 1').then(
        () => undefined,
        (err: Error) => err,
      );
      expect(failed, 'the query failed').to.be.instanceOf(Error);
      const acquire = lines.filter((l) => l.message.startsWith('Acquire connection error'));
      expect(acquire, JSON.stringify(lines)).to.have.length.greaterThan(0);
      expect(acquire.map((l) => l.level)).to.deep.equal(acquire.map(() => 'debug'));
      expect(acquire[0]!.message).to.match(/connect ECONNRESET|read ECONNRESET/);
    } finally {
      await db.destroy();
      server.close();
    }
  });

  it('still warns of what is not the database out of reach', () => {
    const { lines, logger } = recording();
    const db = createKnex('postgres://u:p@127.0.0.1:1/db', { logger });
    (db.client as { logger: { warn(m: string): void } }).logger.warn('something else knex noticed');
    void db.destroy();
    expect(lines).to.deep.equal([{ level: 'warn', message: 'something else knex noticed' }]);
  });
});
