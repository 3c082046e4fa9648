// What the benches that drive the API through its HTTP interface share: one call, percentiles, and
// task writes as load.
import autocannon from 'autocannon';

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

/** Task writes to the API at `rate` a second (autocannon, 20 connections) until stopped. */
export function backgroundWrites(api: Api & { projectId: string }, rate: number): { stop(): Promise<number> } {
  let done: (requests: number) => void = () => {};
  const finished = new Promise<number>((resolve) => (done = resolve));
  const instance = autocannon(
    {
      url: `${api.url}/v1/projects/${api.projectId}/tasks`,
      connections: 20,
      overallRate: rate,
      duration: 600,
      method: 'POST',
      body: JSON.stringify({ name: 'Background write' }),
      headers: { 'content-type': 'application/json', authorization: `Bearer ${api.key}` },
    },
    (_err, result) => done(result?.requests.total ?? 0),
  );
  return {
    stop() {
      instance.stop();
      return finished;
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
