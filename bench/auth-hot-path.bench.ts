import { Pool } from 'undici';
import type { Knex } from 'knex';

/** Authenticated GETs over keep-alive: throughput, and database queries per request once the key and membership are cached. */
export async function benchAuthHotPath(
  url: string,
  knex: Knex,
  key: string,
  workspaceId: string,
  requests: number,
): Promise<Record<string, number>> {
  const pool = new Pool(url, { connections: 8 });
  const get = async () => {
    const res = await pool.request({
      path: `/v1/workspaces/${workspaceId}/members`,
      method: 'GET',
      headers: { authorization: `Bearer ${key}` },
    });
    await res.body.text();
    if (res.statusCode !== 200) throw new Error(`bench request failed: ${res.statusCode}`);
  };
  await get();
  let queries = 0;
  let authQueries = 0;
  const onQuery = (q: { sql: string }) => {
    queries++;
    // The key and membership look-ups; the handler's own member list (`"members" as "m"`) is not auth.
    if (/from "api_keys"|from "members" where/.test(q.sql)) authQueries++;
  };
  knex.on('query', onQuery);
  const started = performance.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      while (next++ < requests) await get();
    }),
  );
  const ms = performance.now() - started;
  knex.off('query', onQuery);
  await pool.close();
  return {
    requests,
    'requests/s': Math.round(requests / (ms / 1000)),
    'queries per request': Math.round((queries / requests) * 100) / 100,
    'auth queries per request (cached)': Math.round((authQueries / requests) * 100) / 100,
  };
}
