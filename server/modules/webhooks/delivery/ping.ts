import { newId } from '../../../db/ids.ts';
import { OutboundError, type OutboundClient } from '../../../net/outbound.ts';
import { invalid } from '../../../errors.ts';
import { postSigned } from './signed-request.ts';

export const pingTimeoutMs = 5_000;

/** The signed registration ping: the URL must answer 2xx within 5 s, or the change is refused with the cause. */
export async function pingOrFail(outbound: OutboundClient, input: { webhookId: string; url: string; secret: string }): Promise<void> {
  const envelope = { id: newId('evt'), type: 'ping', created_at: new Date().toISOString(), data: { webhook_id: input.webhookId } };
  let cause: string;
  try {
    const {
      response: { status },
    } = await postSigned(outbound, {
      url: input.url,
      secrets: [input.secret],
      envelope,
      attempt: 1,
      timeoutMs: pingTimeoutMs,
    });
    if (status >= 200 && status < 300) return;
    cause =
      status >= 300 && status < 400 ? `the receiver answered ${status} (redirects are not followed)` : `the receiver answered ${status}`;
  } catch (err) {
    if (!(err instanceof OutboundError)) throw err;
    cause = err.message;
  }
  throw invalid(`The test ping to ${input.url} failed: ${cause}; it must answer 2xx within 5 seconds.`, [
    { field: '/url', message: `ping failed: ${cause}` },
  ]);
}
