import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { createOutboundClient } from '../server/net/outbound.ts';

function makeCertificate(dir: string): { key: string; cert: string } {
  const key = path.join(dir, 'key.pem');
  const cert = path.join(dir, 'cert.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-keyout',
      key,
      '-out',
      cert,
      '-days',
      '1',
      '-subj',
      '/CN=localhost',
      '-addext',
      'subjectAltName=DNS:localhost,IP:127.0.0.1',
    ],
    { stdio: 'ignore' },
  );
  return { key, cert };
}

/** HTTPS POSTs to a local receiver: one keep-alive pool versus a new client (new TLS connection) per call. */
export async function benchOutbound(calls: number): Promise<Record<string, number>> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wsa-bench-'));
  const { key, cert } = makeCertificate(dir);
  process.env.NODE_EXTRA_CA_CERTS = cert;
  let handshakes = 0;
  const server = https.createServer({ key: fs.readFileSync(key), cert: fs.readFileSync(cert) }, (req, res) => {
    req.resume();
    req.on('end', () => res.writeHead(200).end('ok'));
  });
  server.on('secureConnection', () => handshakes++);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `https://localhost:${(server.address() as AddressInfo).port}/hook`;
  const send = (client: ReturnType<typeof createOutboundClient>) => client.send({ url, body: '{"id":"evt_x"}', timeoutMs: 10_000 });

  const pooled = createOutboundClient({ allowPrivateTargets: true });
  let started = performance.now();
  for (let i = 0; i < calls; i++) await send(pooled);
  const pooledMs = performance.now() - started;
  const pooledHandshakes = handshakes;
  await pooled.close();

  handshakes = 0;
  started = performance.now();
  for (let i = 0; i < calls; i++) {
    const fresh = createOutboundClient({ allowPrivateTargets: true });
    await send(fresh);
    await fresh.close();
  }
  const freshMs = performance.now() - started;
  server.close();
  fs.rmSync(dir, { recursive: true, force: true });
  return {
    calls,
    'pooled calls/s': Math.round(calls / (pooledMs / 1000)),
    'pooled TLS handshakes': pooledHandshakes,
    'new-connection calls/s': Math.round(calls / (freshMs / 1000)),
    'new-connection TLS handshakes': handshakes,
    'pooled speed-up (x)': Math.round((freshMs / pooledMs) * 10) / 10,
  };
}
