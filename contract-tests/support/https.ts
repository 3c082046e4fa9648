/**
 * HTTPS peers for tests of outbound calls (`call_webhook` actions, webhooks): a certificate authority
 * made by the test with the `openssl` CLI, a server certificate it signs for 127.0.0.1 and localhost,
 * and an HTTPS receiver on 127.0.0.1 that records every request and answers as a test says.
 *
 * The service trusts the CA through `NODE_EXTRA_CA_CERTS` (a file path), which Node reads only when a
 * process starts: give `ca.caFile` to a service started as a child process.
 */
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import https from 'node:https';
import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

export interface TestCertificates {
  /** Path of the CA certificate (PEM), for NODE_EXTRA_CA_CERTS. */
  caFile: string;
  caCert: string;
  /** The server's key and certificate (PEM), for 127.0.0.1 and localhost, signed by the CA. */
  key: string;
  cert: string;
  /** Removes the files. */
  remove(): Promise<void>;
}

async function openssl(args: string[], cwd: string): Promise<void> {
  try {
    await run('openssl', args, { cwd, timeout: 20_000 });
  } catch (err) {
    const e = err as { stderr?: string; message: string };
    throw new Error(`openssl ${args[0]} failed: ${e.stderr || e.message}`);
  }
}

/**
 * A fresh CA (EC P-256, valid two days) and a server certificate it signs, with subjectAltName
 * IP:127.0.0.1 and DNS:localhost. Each call makes a new CA, so a second set is one the first's
 * trusting service does not trust.
 */
export async function createTestCertificates(options: { commonName?: string } = {}): Promise<TestCertificates> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'wsa-ca-'));
  const ec = ['-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:P-256', '-nodes'];
  try {
    await openssl(
      [
        'req',
        '-x509',
        ...ec,
        '-keyout',
        'ca.key',
        '-out',
        'ca.crt',
        '-days',
        '2',
        '-subj',
        `/CN=${options.commonName ?? 'WSA Test CA'} ${randomBytes(4).toString('hex')}`,
        '-addext',
        'basicConstraints=critical,CA:TRUE',
        '-addext',
        'keyUsage=critical,keyCertSign,cRLSign',
      ],
      dir,
    );
    await openssl(['req', ...ec, '-keyout', 'server.key', '-out', 'server.csr', '-subj', '/CN=localhost'], dir);
    await fs.writeFile(
      path.join(dir, 'server.ext'),
      'subjectAltName=IP:127.0.0.1,DNS:localhost\nbasicConstraints=critical,CA:FALSE\nkeyUsage=critical,digitalSignature\nextendedKeyUsage=serverAuth\n',
    );
    await openssl(
      [
        'x509',
        '-req',
        '-in',
        'server.csr',
        '-CA',
        'ca.crt',
        '-CAkey',
        'ca.key',
        '-set_serial',
        `0x${randomBytes(8).toString('hex')}`,
        '-out',
        'server.crt',
        '-days',
        '2',
        '-extfile',
        'server.ext',
      ],
      dir,
    );
    const [caCert, key, cert] = await Promise.all(
      ['ca.crt', 'server.key', 'server.crt'].map((f) => fs.readFile(path.join(dir, f), 'utf8')),
    );
    return {
      caFile: path.join(dir, 'ca.crt'),
      caCert: caCert!,
      key: key!,
      cert: cert!,
      remove: () => fs.rm(dir, { recursive: true, force: true }),
    };
  } catch (err) {
    await fs.rm(dir, { recursive: true, force: true });
    throw err;
  }
}

export interface ReceivedRequest {
  method: string;
  /** Path with query, e.g. `/hooks/a?x=1`. */
  path: string;
  /** Request headers, names lower-cased. */
  headers: http.IncomingHttpHeaders;
  body: string;
  /** `Date.now()` when the request (headers and body) had arrived. */
  receivedAt: number;
}

export interface Reply {
  /** Default 200. */
  status?: number;
  body?: string;
  headers?: Record<string, string>;
  /** Wait this long before answering. */
  delayMs?: number;
  /** Never answer (the connection is closed when the receiver closes). */
  hang?: boolean;
}

export interface HttpsReceiver {
  /** e.g. `https://127.0.0.1:41234` */
  url: string;
  /** Every request received, oldest first. */
  readonly requests: readonly ReceivedRequest[];
  /** Answers requests to `path` (without query) with `reply` from now on. Others get 200 `{"ok":true}`. */
  replyFor(path: string, reply: Reply): void;
  /** The requests to `path` (without query). */
  requestsTo(path: string): ReceivedRequest[];
  /** Resolves with the first request that matches (received already or later); rejects after `timeoutMs`. */
  waitFor(test: (request: ReceivedRequest) => boolean, timeoutMs?: number): Promise<ReceivedRequest>;
  close(): Promise<void>;
}

/** An HTTPS server on 127.0.0.1, port 0, with the given key and certificate. */
export async function startHttpsReceiver(tls: { key: string; cert: string }): Promise<HttpsReceiver> {
  const requests: ReceivedRequest[] = [];
  const replies = new Map<string, Reply>();
  const waiters = new Set<{ test: (r: ReceivedRequest) => boolean; resolve: (r: ReceivedRequest) => void }>();
  const timers = new Set<NodeJS.Timeout>();

  const server = https.createServer({ key: tls.key, cert: tls.cert }, (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const received: ReceivedRequest = {
        method: req.method ?? '',
        path: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
        receivedAt: Date.now(),
      };
      requests.push(received);
      for (const waiter of [...waiters]) {
        if (waiter.test(received)) {
          waiters.delete(waiter);
          waiter.resolve(received);
        }
      }
      const reply = replies.get(received.path.split('?')[0]!) ?? {};
      if (reply.hang) return;
      const send = () => {
        if (res.destroyed) return;
        res.writeHead(reply.status ?? 200, { 'content-type': 'application/json', ...reply.headers }).end(reply.body ?? '{"ok":true}');
      };
      if (reply.delayMs) {
        const timer = setTimeout(() => {
          timers.delete(timer);
          send();
        }, reply.delayMs);
        timers.add(timer);
      } else send();
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;

  return {
    url: `https://127.0.0.1:${port}`,
    requests,
    replyFor(p, reply) {
      replies.set(p, reply);
    },
    requestsTo(p) {
      return requests.filter((r) => r.path.split('?')[0] === p);
    },
    waitFor(test, timeoutMs = 10_000) {
      const found = requests.find(test);
      if (found) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        const waiter = {
          test,
          resolve: (r: ReceivedRequest) => {
            clearTimeout(timer);
            resolve(r);
          },
        };
        const timer = setTimeout(() => {
          waiters.delete(waiter);
          reject(
            new Error(
              `No matching HTTPS request within ${timeoutMs} ms; received: ${JSON.stringify(requests.map((r) => `${r.method} ${r.path}`))}`,
            ),
          );
        }, timeoutMs);
        waiters.add(waiter);
      });
    },
    close() {
      for (const timer of timers) clearTimeout(timer);
      return new Promise<void>((resolve) => {
        server.close(() => resolve());
        // Hanging requests hold their connections open: end them too.
        server.closeAllConnections();
      });
    },
  };
}

/**
 * Runs `start` with the test CA trusted by what it makes: node's outbound TLS reads
 * NODE_EXTRA_CA_CERTS once, when a pool is made, so the variable is set only while `start` runs and
 * then restored; other servers and clients of this process are unaffected.
 */
export async function withTrustedCa<T>(caFile: string, start: () => Promise<T>): Promise<T> {
  const previous = process.env.NODE_EXTRA_CA_CERTS;
  process.env.NODE_EXTRA_CA_CERTS = caFile;
  try {
    return await start();
  } finally {
    if (previous === undefined) delete process.env.NODE_EXTRA_CA_CERTS;
    else process.env.NODE_EXTRA_CA_CERTS = previous;
  }
}
