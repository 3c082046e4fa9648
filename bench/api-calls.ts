// What the benches that drive the API through its HTTP interface share: one call, percentiles, and
// task writes as load.
import autocannon from 'autocannon';
import { Pool } from 'undici';
import { sleep } from '../contract-tests/support/wait.ts';

/** Where a bench's calls go, and the key they carry. */
export interface Api {
  url: string;
  key: string;
}

/** One call to the API; anything but 2xx fails the bench. A 204 answers `{ data: { id: '' } }`. */
export async function call(api: Api, method: string, path: string, body?: unknown): Promise<{ data: { id: string } }> {
  const response = await fetch(`${api.url}/v1${path}`, {
    method,
    headers: { authorization: `Bearer ${api.key}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  if (response.status === 204) return { data: { id: '' } };
  return (await response.json()) as { data: { id: string } };
}

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/**
 * Task writes to the API at `rate` a second, spread evenly over each second, until stopped; resolves
 * with how many were answered 2xx. autocannon's `overallRate` sends each second's share at full speed
 * as the second begins and then waits, so "half capacity" was full capacity half of each second, and
 * what was sampled during the burst measured the burst (issue 29). One request leaves every
 * 1/rate s over 20 kept-alive connections, at most 200 in flight; a service that falls behind is not
 * sent a catch-up burst (at most 100 ms of writes are owed).
 */
export function backgroundWrites(api: Api & { projectId: string }, rate: number): { stop(): Promise<number> } {
  const pool = new Pool(api.url, { connections: 20 });
  const request = {
    path: `/v1/projects/${api.projectId}/tasks`,
    method: 'POST' as const,
    body: JSON.stringify({ name: 'Background write' }),
    headers: { 'content-type': 'application/json', authorization: `Bearer ${api.key}` },
  };
  const started = performance.now();
  let sent = 0;
  let answered = 0;
  let inFlight = 0;
  const send = async () => {
    inFlight += 1;
    try {
      const response = await pool.request(request);
      await response.body.dump();
      if (response.statusCode >= 200 && response.statusCode < 300) answered += 1;
    } catch {
      // Counted by what was answered: a write refused or lost is a write the load did not make.
    } finally {
      inFlight -= 1;
    }
  };
  const tick = setInterval(() => {
    const due = Math.floor(((performance.now() - started) / 1000) * rate);
    sent = Math.max(sent, due - Math.ceil(rate / 10));
    for (; sent < due && inFlight < 200; sent++) void send();
  }, 2);
  return {
    async stop() {
      clearInterval(tick);
      while (inFlight > 0) await sleep(5);
      await pool.close();
      return answered;
    },
  };
}

/** Task writes a second the API takes at full speed: 3 s of 50 connections writing tasks (the load every later write rate is set by). */
export async function writeCapacity(api: Api & { projectId: string }): Promise<number> {
  const result = await autocannon({
    url: `${api.url}/v1/projects/${api.projectId}/tasks`,
    connections: 50,
    duration: 3,
    method: 'POST',
    body: JSON.stringify({ name: 'Capacity' }),
    headers: { 'content-type': 'application/json', authorization: `Bearer ${api.key}` },
  });
  return result.requests.total / result.duration;
}
