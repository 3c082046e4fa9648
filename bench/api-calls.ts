// What the benches that drive the API through its HTTP interface share: one call, and percentiles.

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
