// A workflow dry run at the contract's bounds, which any key of the workspace may ask for: 50
// condition steps of 20 `contains` filters each over a task description of 10,000 characters. The
// server's CPU a request (the test server runs in this process, so its CPU is this process's) and
// the answer's size.
import { Pool } from 'undici';
import type { TestUser } from '../contract-tests/support/fixtures.ts';

export async function benchDryRun(url: string, owner: TestUser, workspaceId: string, requests: number): Promise<Record<string, number>> {
  const pool = new Pool(url, { connections: 1 });
  const call = async (path: string, body: unknown) => {
    const res = await pool.request({
      path,
      method: 'POST',
      headers: { authorization: `Bearer ${owner.key}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const text = await res.body.text();
    if (res.statusCode >= 300) throw new Error(`bench request ${path} failed: ${res.statusCode} ${text.slice(0, 200)}`);
    return text;
  };
  const created = async (path: string, body: unknown) => (JSON.parse(await call(path, body)) as { data: { id: string } }).data.id;
  const project = await created('/v1/projects', { workspace_id: workspaceId, name: 'Dry runs', visibility: 'shared' });
  const value = `${'a'.repeat(60)}b${'a'.repeat(60)}`;
  const filters = Array.from({ length: 20 }, () => ({ field: 'task.description', operator: 'contains', value }));
  const steps = Array.from({ length: 50 }, () => ({ type: 'condition', match: 'any', filters }));
  const workflow = await created('/v1/workflows', {
    project_id: project,
    name: 'Hostile',
    type: 'event',
    trigger: { event: 'task.created' },
    steps,
  });
  const body = { data: { task: { name: 'x', description: 'a'.repeat(10_000) } } };
  let bytes = 0;
  for (let i = 0; i < 3; i++) bytes = (await call(`/v1/workflows/${workflow}/test`, body)).length;
  const cpu = process.cpuUsage();
  for (let i = 0; i < requests; i++) await call(`/v1/workflows/${workflow}/test`, body);
  const used = process.cpuUsage(cpu);
  await pool.close();
  return {
    'CPU a dry run, server and client (ms)': Math.round((used.user + used.system) / requests / 100) / 10,
    'answer (KB)': Math.round(bytes / 1024),
  };
}
