/**
 * A plain-HTTP receiver on 127.0.0.1 (port 0), like a developer's local webhook endpoint: it records
 * every request as it came (raw body and headers) and answers the status the test chooses. Unlike
 * contract-tests/webhooks/support/receiver.ts it speaks no TLS and judges no signature: the test
 * checks those with the SDK's own verifier.
 */
import http from 'node:http';
import type { IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  path: string;
  headers: IncomingHttpHeaders;
  rawBody: string;
}

/** The status for a request; `nth` counts the requests to its path, from 1. */
export type StatusFor = (request: RecordedRequest, nth: number) => number;

export interface HttpReceiver {
  url(path: string): string;
  requestsTo(path: string): RecordedRequest[];
  /** Answers from now on; default 200. */
  respondWith(statusFor: StatusFor): void;
  close(): Promise<void>;
}

export async function startHttpReceiver(): Promise<HttpReceiver> {
  const requests: RecordedRequest[] = [];
  let statusFor: StatusFor = () => 200;
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const request = { path: req.url ?? '/', headers: req.headers, rawBody: Buffer.concat(chunks).toString('utf8') };
      requests.push(request);
      const nth = requests.filter((r) => r.path === request.path).length;
      res.writeHead(statusFor(request, nth), { 'content-type': 'text/plain' }).end('ok');
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: (path) => `http://127.0.0.1:${port}${path}`,
    requestsTo: (path) => requests.filter((r) => r.path === path),
    respondWith(next) {
      statusFor = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
