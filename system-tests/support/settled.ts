// Waiting for a workspace to be quiet, read from the tables: what the API cannot show is whether an
// event is still waiting for the dispatcher.
import type { TestServer } from '../../contract-tests/support/server.ts';
import { waitFor } from '../../contract-tests/support/wait.ts';

/**
 * Waits until the workspace is quiet: every event it wrote has been dispatched (so every run and
 * delivery an event starts exists, created in the dispatching transaction) and no run is still
 * running. After that, nothing more happens without a new change, so counting rows is final.
 */
export async function settled(server: Pick<TestServer, 'knex'>, workspaceId: string, timeoutMs = 15_000): Promise<void> {
  await waitFor(
    async () => {
      const pending = await server.knex('events').where({ workspace_id: workspaceId }).whereNull('dispatched_at').count({ n: '*' }).first();
      const running = await server
        .knex('automation_runs')
        .where({ workspace_id: workspaceId, status: 'running' })
        .count({ n: '*' })
        .first();
      return Number(pending?.n) === 0 && Number(running?.n) === 0 ? true : undefined;
    },
    { what: `workspace ${workspaceId} to settle`, timeoutMs: timeoutMs },
  );
}
