/**
 * A configuration mistake is found before anything starts: the process exits 1 within seconds with
 * a message naming the variable and what it accepts, and no database is created or touched.
 */
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { expect } from 'chai';
import { runToExit } from '../support/processes.ts';

describe('configuration checked before anything starts', () => {
  let dataDir: string;
  beforeEach(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'wsa-config-'));
  });
  afterEach(async () => {
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  async function expectRefused(env: Record<string, string>, says: string[], script = 'server/main.ts'): Promise<string> {
    const { code, output, ms } = await runToExit(script, { DATA_DIR: path.join(dataDir, 'data'), PORT: '0', ...env });
    expect(code, output.slice(-2000)).to.equal(1);
    expect(output).to.contain('Configuration error: ');
    for (const text of says) expect(output).to.contain(text);
    expect(output, 'no stack trace').not.to.match(/\n\s+at /);
    // Nothing was started: no embedded cluster was created.
    expect(
      await fs.access(path.join(dataDir, 'data', 'postgres')).then(
        () => true,
        () => false,
      ),
      'a cluster was created',
    ).to.equal(false);
    // Not a speed figure: what it rules out is a refusal after connection retries (30 s and more).
    // Loading the sources alone took up to 10.5 s on a loaded 2-core machine, past an earlier 10 s bound.
    expect(ms, 'refused without waiting on a connection').to.be.below(30_000);
    return output;
  }

  const cases: Array<[string, Record<string, string>, string[]]> = [
    ['PORT above 65535', { PORT: '99999' }, ["PORT: '99999' is not an integer from 0 to 65535"]],
    ['PORT not a number', { PORT: 'http' }, ["PORT: 'http' is not an integer from 0 to 65535"]],
    [
      'DATABASE_URL not a PostgreSQL URL',
      { DATABASE_URL: 'mysql://root:hunter2@db/app' },
      ['DATABASE_URL must be a postgres:// or postgresql:// URL'],
    ],
    ['DATABASE_URL not a URL', { DATABASE_URL: 'hunter2 at db' }, ['DATABASE_URL is not a URL']],
    ['RETENTION_DAYS_FREE zero', { RETENTION_DAYS_FREE: '0' }, ["RETENTION_DAYS_FREE: '0' is not an integer from 1 to 3650"]],
    [
      'DATABASE_DIRECT_URL without DATABASE_URL',
      { DATABASE_DIRECT_URL: 'postgres://app@db.internal:5432/app' },
      ['DATABASE_DIRECT_URL is set without DATABASE_URL', 'the pooled address (PgBouncer)'],
    ],
    [
      'DATABASE_DIRECT_URL not a PostgreSQL URL',
      { DATABASE_URL: 'postgres://app@pgbouncer:6432/app', DATABASE_DIRECT_URL: 'http://db.internal/app' },
      ['DATABASE_DIRECT_URL must be a postgres:// or postgresql:// URL'],
    ],
    ['SMTP_URL not an SMTP URL', { SMTP_URL: 'mail.example.com:25' }, ['SMTP_URL must be a smtp:// or smtps:// URL']],
    [
      'LOG_LEVEL unknown',
      { LOG_LEVEL: 'verbose' },
      ["LOG_LEVEL: 'verbose' is not a level; use one of fatal, error, warn, info, debug, trace, silent"],
    ],
    ['RUN_WORKER not a boolean', { RUN_WORKER: 'maybe' }, ["RUN_WORKER: 'maybe' is not a boolean"]],
    ['TRUST_PROXY_HOPS not a hop count', { TRUST_PROXY_HOPS: 'yes' }, ["TRUST_PROXY_HOPS: 'yes' is not an integer from 0 to 10"]],
    ['PUBLIC_URL not an http(s) URL', { PUBLIC_URL: 'ftp://api.example.com' }, ['PUBLIC_URL must be a https:// or http:// URL']],
    [
      'PUBLIC_URL with a query',
      { PUBLIC_URL: 'https://api.example.com/?v=1' },
      ['PUBLIC_URL must name where clients reach the service, without credentials, query or fragment'],
    ],
    ['WEBHOOK_RETRY_DELAYS malformed', { WEBHOOK_RETRY_DELAYS: '30s,soon' }, ["WEBHOOK_RETRY_DELAYS: 'soon' is not a duration"]],
    ['WEBHOOK_DISABLE_AFTER too short', { WEBHOOK_DISABLE_AFTER: '10ms' }, ["WEBHOOK_DISABLE_AFTER: '10ms' is outside 1s to 90d"]],
    ['SHUTDOWN_TIMEOUT not a duration', { SHUTDOWN_TIMEOUT: 'a while' }, ["SHUTDOWN_TIMEOUT: 'a while' is not a duration"]],
    [
      'SHUTDOWN_TIMEOUT too long',
      { SHUTDOWN_TIMEOUT: '1h' },
      ["SHUTDOWN_TIMEOUT: '1h' is longer than 10m; give a duration from 0s to 10m"],
    ],
  ];
  for (const [label, env, says] of cases) {
    it(`${label}: exits 1 naming the variable and what it accepts`, async () => {
      const output = await expectRefused(env, says);
      // A connection URL carries a password: it is never echoed.
      expect(output).not.to.contain('hunter2');
    });
  }

  for (const name of ['PORT', 'METRICS_PORT']) {
    it(`a ${name} in use is found before the database is touched`, async () => {
      const blocker = net.createServer();
      await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
      const port = (blocker.address() as net.AddressInfo).port;
      try {
        await expectRefused({ [name]: String(port) }, [`${name}: ${port} on 127.0.0.1 is already in use by another process`]);
      } finally {
        await new Promise((resolve) => blocker.close(resolve));
      }
    });
  }

  it('a data folder that cannot be used is refused at once (DATA_DIR=/proc/x used to spin a core for ever)', async () => {
    const { code, output, ms } = await runToExit('server/main.ts', { DATA_DIR: '/proc/x', PORT: '0' });
    expect(code, output.slice(-2000)).to.equal(1);
    expect(output).to.contain("Configuration error: DATA_DIR: cannot use '/proc/x'");
    // What it rules out is a spin for ever; loading the sources took up to 10.5 s on a loaded machine.
    expect(ms).to.be.below(30_000);
  });

  it('the worker refuses an unusable data folder the same way', async () => {
    const { code, output } = await runToExit('server/worker-main.ts', { DATA_DIR: '/proc/x' });
    expect(code, output.slice(-2000)).to.equal(1);
    expect(output).to.contain("Configuration error: DATA_DIR: cannot use '/proc/x'");
  });
});
