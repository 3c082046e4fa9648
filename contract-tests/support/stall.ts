/**
 * One request must never hold the event loop: a request and a `/healthz` sent alongside it, each
 * timed. The health probe leaves on the next turn of the loop, so it waits behind whatever the
 * request's handler does synchronously.
 */
import { rawRequest } from './client.ts';

export interface Timed<T> {
  value: T;
  ms: number;
}

export async function timed<T>(work: () => Promise<T>): Promise<Timed<T>> {
  const started = performance.now();
  const value = await work();
  return { value, ms: performance.now() - started };
}

/** `work` and a `/healthz` beside it: how long each took, and the health status. */
export async function withHealthProbe<T>(baseUrl: string, work: () => Promise<T>): Promise<{ answer: Timed<T>; health: Timed<number> }> {
  // Warm the connection and the code paths, so the figures are the request's own.
  await rawRequest(baseUrl, { method: 'GET', path: '/healthz', coverage: false });
  const [answer, health] = await Promise.all([
    timed(work),
    timed(() =>
      new Promise((resolve) => setImmediate(resolve)).then(async () => {
        const response = await rawRequest(baseUrl, { method: 'GET', path: '/healthz', coverage: false });
        return response.status;
      }),
    ),
  ]);
  return { answer, health };
}
