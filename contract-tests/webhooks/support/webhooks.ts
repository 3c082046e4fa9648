/**
 * Helpers of the webhook tests: secrets, registering webhooks through the API, reading the
 * delivery log and the webhooks through the API. What the service stored is read in
 * system-tests/webhooks/support/stored.ts.
 *
 * Glossary
 * - delivery: one event sent to one webhook (`dlv_`), with its attempts; the log is
 *   `GET /v1/webhooks/{webhook_id}/deliveries`.
 * - the test secret key: the SECRET_KEY every test server gets (contract-tests/support/server.ts),
 *   needed by worker processes that share a test server's database.
 */
import { randomBytes } from 'node:crypto';
import type { Schemas } from '../../../sdk/src/index.ts';
import type { TestUser } from '../../support/fixtures.ts';
import { waitFor } from '../../support/wait.ts';

export type WebhookJson = Schemas['Webhook'];
export type DeliveryJson = Schemas['Delivery'];
export type EventType = Schemas['EventType'];
export type DeliveryStatus = Schemas['DeliveryStatus'];

/** The SECRET_KEY of every test server. */
export { TEST_SERVER_SECRET_KEY as TEST_SECRET_KEY } from '../../support/server.ts';

/** A fresh signing secret (32 characters, within the 16–256 allowed). */
export const newSecret = () => `whsec_${randomBytes(13).toString('hex')}`;

/** Registers a webhook through the API and fails the test with the error when it cannot. */
export async function registerWebhook(
  user: TestUser,
  body: { url: string; events: EventType[]; secret: string; enabled?: boolean; workspace_id?: string },
): Promise<WebhookJson> {
  const { data, error, response } = await user.client.POST('/v1/webhooks', { body });
  if (!data) throw new Error(`setup: could not register a webhook (${response.status}): ${JSON.stringify(error)}`);
  return data.data;
}

/** One page of a webhook's delivery log, through the API. */
export async function deliveriesOf(
  user: TestUser,
  webhookId: string,
  query: { status?: DeliveryStatus; event_type?: EventType; since?: string; until?: string; page?: number; per_page?: number } = {},
): Promise<DeliveryJson[]> {
  const { data, error, response } = await user.client.GET('/v1/webhooks/{webhook_id}/deliveries', {
    params: { path: { webhook_id: webhookId }, query: { per_page: 100, ...query } },
  });
  if (!data) throw new Error(`could not read the delivery log (${response.status}): ${JSON.stringify(error)}`);
  return data.data;
}

/** Waits until the delivery log satisfies `done`; returns the log then. */
export async function waitForLog(
  user: TestUser,
  webhookId: string,
  done: (deliveries: DeliveryJson[]) => boolean,
  { timeoutMs = 15_000, what = 'the delivery log' }: { timeoutMs?: number; what?: string } = {},
): Promise<DeliveryJson[]> {
  let last: DeliveryJson[] = [];
  await waitFor(
    async () => {
      last = await deliveriesOf(user, webhookId);
      return done(last);
    },
    {
      timeoutMs,
      intervalMs: 100,
      what: () =>
        `${what}; last seen: ${JSON.stringify(last.map((d) => ({ type: d.event_type, status: d.status, attempts: d.attempts.length })))}`,
    },
  );
  return last;
}

/** How many webhooks a workspace has, as a user who may list them reads it. */
export async function webhookTotal(user: TestUser, workspaceId: string): Promise<number> {
  const { data, error, response } = await user.client.GET('/v1/webhooks', { params: { query: { workspace_id: workspaceId } } });
  if (!data) throw new Error(`could not list the webhooks (${response.status}): ${JSON.stringify(error)}`);
  return data.data.length;
}

/** A project through the API (fails the test when it cannot). */
export async function createProject(user: TestUser, workspaceId: string, name = 'Launch'): Promise<Schemas['Project']> {
  const { data, error } = await user.client.POST('/v1/projects', { body: { workspace_id: workspaceId, name } });
  if (!data) throw new Error(`setup: could not create a project: ${JSON.stringify(error)}`);
  return data.data;
}
