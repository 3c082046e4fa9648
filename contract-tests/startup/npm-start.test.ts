import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect } from 'chai';
import { startServiceProcess, type ServiceProcess } from '../support/processes.ts';
import { rawRequest } from '../support/client.ts';

// What `npm start` does on a fresh machine: `server/main.ts` without DATABASE_URL starts an embedded
// PostgreSQL in DATA_DIR, migrates it, seeds a demo owner, workspace and key (printed once), serves,
// and stops cleanly on SIGTERM; a restart over the same DATA_DIR keeps the data and the port.
describe('npm start on a fresh data dir (embedded PostgreSQL)', () => {
  let dataDir: string;
  let service: ServiceProcess | undefined;
  let demoKey: string;

  before(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'wsa-start-'));
  });
  after(async () => {
    await service?.stop();
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  const storedPort = async () => (JSON.parse(await fs.readFile(path.join(dataDir, 'postgres.json'), 'utf8')) as { port: number }).port;

  it('serves health and refuses /v1 without a key, printing a working demo key once', async () => {
    service = await startServiceProcess({ dataDir, env: { RUN_WORKER: 'true', LOG_LEVEL: 'warn' }, startTimeoutMs: 60_000 });
    const printed = /Demo admin API key \(shown only now\): (wsa_\S+)/.exec(service.output());
    expect(printed, service.output()).to.not.equal(null);
    demoKey = printed![1]!;
    expect(service.output()).to.contain(`curl -H "Authorization: Bearer ${demoKey}" ${service.url}/v1/workspaces`);

    expect((await fetch(`${service.url}/healthz`)).status).to.equal(200);
    const anonymous = await rawRequest(service.url, { method: 'GET', path: '/v1/workspaces' });
    expect(anonymous.status).to.equal(401);
    expect(anonymous.body).to.have.nested.property('error.code', 'unauthorized');
    const demo = await rawRequest<{ data: Array<{ name: string }> }>(service.url, {
      method: 'GET',
      path: '/v1/workspaces',
      apiKey: demoKey,
    });
    expect(demo.status).to.equal(200);
    expect(demo.body.data.map((w) => w.name)).to.deep.equal(['Demo Workspace']);
  });

  it('stops cleanly on SIGTERM', async () => {
    await service!.stop();
    expect(service!.exited()).to.equal('code 0');
    service = undefined;
  });

  it('restarts over the same data dir with its data and database port, and prints no new demo key', async () => {
    const port = await storedPort();
    service = await startServiceProcess({ dataDir, env: { LOG_LEVEL: 'warn' }, startTimeoutMs: 60_000 });
    expect(service.output()).to.not.contain('Demo admin API key');
    expect(await storedPort()).to.equal(port);
    const demo = await rawRequest(service.url, { method: 'GET', path: '/v1/workspaces', apiKey: demoKey });
    expect(demo.status).to.equal(200);
  });
});
