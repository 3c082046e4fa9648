/**
 * One request must never hold the event loop: a request, and `/healthz` probes sent one after another
 * for as long as it runs. A single probe sent beside the request is not enough: it is answered while
 * the handler still waits on its first database read, before any slow synchronous work begins. The
 * slowest probe is the stall.
 */
import { setTimeout as sleep } from 'node:timers/promises';
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

const probe = () => rawRequest(baseUrlOfProbe!, { method: 'GET', path: '/healthz', coverage: false });
let baseUrlOfProbe: string | undefined;

type Probed<T> = { answer: Timed<T>; health: Timed<number> & { probes: number } };

/**
 * `work` timed, and `/healthz` probed back to back while it runs: `health.ms` is the slowest probe,
 * `health.value` the first status other than 200 (else 200), `health.probes` how many were sent.
 *
 * With `budgetMs`, a measurement in which the answer or a probe took longer is taken again, three
 * times at most, and the last one is returned: a request that holds the loop is over budget every
 * time, one slowed for a moment by other processes on the machine (`npm test` runs two test
 * processes side by side; CONTRACT_VIA_PRISM puts Prism in front) seldom three times running.
 * `work` must be safe to repeat.
 */
export async function withHealthProbe<T>(baseUrl: string, work: () => Promise<T>, { budgetMs = Infinity } = {}): Promise<Probed<T>> {
  for (let attempt = 1; ; attempt++) {
    const measured = await probedOnce(baseUrl, work);
    if (attempt === 3 || Math.max(measured.answer.ms, measured.health.ms) < budgetMs) return measured;
  }
}

async function probedOnce<T>(baseUrl: string, work: () => Promise<T>): Promise<Probed<T>> {
  baseUrlOfProbe = baseUrl;
  // Warm the connection and the code paths, so the figures are the request's own.
  await probe();
  let settled = false;
  const answer = timed(work).finally(() => (settled = true));
  let slowest = 0;
  let status = 200;
  let probes = 0;
  await new Promise((resolve) => setImmediate(resolve));
  do {
    const { value, ms } = await timed(probe);
    probes++;
    slowest = Math.max(slowest, ms);
    if (value.status !== 200 && status === 200) status = value.status;
    // A short gap, so the probes measure the loop rather than load it (the server runs in this process).
    if (!settled) await sleep(5);
  } while (!settled);
  return { answer: await answer, health: { value: status, ms: slowest, probes } };
}
