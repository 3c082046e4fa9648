import { createHash, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Registry } from 'prom-client';
import { ConfigError, type Config } from '../config.ts';
import type { Logger } from '../log.ts';
import { processRegistry } from './process-metrics.ts';
import type { Metrics } from './registry.ts';

export interface MetricsServer {
  /** Where Prometheus scrapes, e.g. `http://127.0.0.1:9464/metrics`. */
  url: string;
  close(): Promise<void>;
}

/** Compared as digests, so neither the token's length nor its first differing byte shows in the time taken. */
function sameToken(given: string, expected: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

function answer(res: http.ServerResponse, status: number, text: string, headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', ...headers }).end(`${text}\n`);
}

/**
 * `GET /metrics` on a port of its own, apart from the API (docs/decisions.md#metrics): a worker
 * process has no API to serve it on, and a port that is not the API's is not made public with it.
 * It binds METRICS_HOST (loopback unless said); with METRICS_TOKEN every scrape must bear it.
 */
export async function startMetricsServer(
  settings: Config['metrics'] & { port: number },
  metrics: Metrics,
  log: Logger,
): Promise<MetricsServer> {
  processRegistry();
  const server = http.createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0];
    if (path !== '/metrics') return answer(res, 404, 'Not found: the metrics are at /metrics.');
    if (req.method !== 'GET' && req.method !== 'HEAD') return answer(res, 405, 'Method not allowed: use GET.', { Allow: 'GET, HEAD' });
    if (settings.token !== undefined) {
      const given = /^Bearer (.+)$/i.exec(req.headers.authorization ?? '')?.[1];
      if (given === undefined || !sameToken(given, settings.token))
        return answer(res, 401, 'Unauthorized: send Authorization: Bearer <METRICS_TOKEN>.', { 'WWW-Authenticate': 'Bearer' });
    }
    metrics.scrape().then(
      (text) => {
        res.writeHead(200, { 'Content-Type': Registry.PROMETHEUS_CONTENT_TYPE });
        res.end(req.method === 'HEAD' ? undefined : text);
      },
      (err: unknown) => {
        log.error({ err }, 'metrics: the scrape failed');
        answer(res, 500, 'The scrape failed; see the service log.');
      },
    );
  });
  // A scraper keeps its connection between scrapes; closing the service must not wait for it.
  server.keepAliveTimeout = 5_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', (err: NodeJS.ErrnoException) => {
      reject(
        err.code === 'EADDRINUSE'
          ? new ConfigError(
              `METRICS_PORT: ${settings.port} on ${settings.host} is already in use; choose another METRICS_PORT (0 picks a free one)`,
            )
          : new ConfigError(`METRICS_PORT/METRICS_HOST: cannot listen on ${settings.host}:${settings.port} (${err.code ?? err.message})`),
      );
    });
    server.listen(settings.port, settings.host, resolve);
  });
  const { address, port } = server.address() as AddressInfo;
  const url = `http://${address.includes(':') ? `[${address}]` : address}:${port}/metrics`;
  log.info({ url, token: settings.token !== undefined }, 'metrics listening');
  return {
    url,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
