import { ownerWithWorkspace, type TestUser } from '../../support/fixtures.ts';
import type { TestServer } from '../../support/server.ts';
import type { Receiver, Responder } from './receiver.ts';
import { registerWebhook, type WebhookJson } from './webhooks.ts';

/**
 * A fresh workspace and a webhook at `path` of the receiver, signed with `secret`, whose event
 * requests are answered by `respond` from now on (pings, and requests to other paths, get 200).
 */
export async function webhookAnsweredBy(
  harness: { server: TestServer; receiver: Receiver },
  secret: string,
  path: string,
  respond: Responder,
): Promise<{ owner: TestUser; workspaceId: string; webhook: WebhookJson }> {
  const { server, receiver } = harness;
  receiver.respondWith((r, previous) => (r.path === path && r.body?.type !== 'ping' ? respond(r, previous) : { status: 200 }));
  const { owner, workspaceId } = await ownerWithWorkspace(server);
  const webhook = await registerWebhook(owner, { url: receiver.url(path), events: ['project.created'], secret });
  return { owner, workspaceId, webhook };
}

/** The requests to `path` that carried an event (not the registration ping). */
export const eventRequests = (receiver: Receiver, path: string) => receiver.requestsTo(path).filter((r) => r.body?.type !== 'ping');
