import type { TestUser } from '../../support/fixtures.ts';

/** POST /v1/webhooks/{webhook_id}/recover as `user`; the caller checks the answer. */
export const recover = (user: TestUser, webhookId: string, body: { since: string; until?: string }) =>
  user.client.POST('/v1/webhooks/{webhook_id}/recover', { params: { path: { webhook_id: webhookId } }, body });

/** Events answer 500 until `accepting` is set; pings always 200. */
export function refusingReceiver(state: { accepting: boolean }) {
  return (r: { body?: { type?: unknown } }) => ({ status: r.body?.type === 'ping' || state.accepting ? 200 : 500 });
}
