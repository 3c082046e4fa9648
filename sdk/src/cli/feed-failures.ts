/**
 * What a failed call to the service means for `listen`: wait and try again, or stop. One decision,
 * one branch per reason (the shape of stripe-node's `_shouldRetry`).
 */
import { ApiConnectionError, ApiError, ApiTimeoutError } from '../errors.ts';
import { fetchFailure } from './fetch-failure.ts';

export type Verdict =
  /** The service is away for now: back off, then resume from the cursor. */
  | { retry: true; reason: string }
  /** Nothing will change by waiting: stop with this message. */
  | { retry: false; message: string };

/** Throws what is not a failure of the service (a bug of ours) rather than judge it. */
export function judge(err: unknown, context: { apiUrl: string; cursor: string | undefined }): Verdict {
  // No answer at all: the service is restarting, or the network is down.
  if (err instanceof ApiTimeoutError) return { retry: true, reason: 'no answer in time' };
  if (err instanceof ApiConnectionError) return { retry: true, reason: fetchFailure(err.cause) };
  if (!(err instanceof ApiError)) throw err;
  // A revoked or mistyped key stays refused: waiting would only hide it.
  if (err.status === 401) {
    return { retry: false, message: `The service at ${context.apiUrl} refused the API key (401 ${err.code}): check WSA_API_KEY.` };
  }
  // Too many requests, a proxy in front of a stopped service, a draining or failing one: all pass.
  if (err.status === 429 || err.status >= 500) return { retry: true, reason: `HTTP ${err.status} ${err.code}` };
  // The cursor names an event this key cannot see (another workspace, a project hidden since).
  if (err.status === 404 && context.cursor !== undefined) {
    return { retry: false, message: `Event ${context.cursor} is not in this workspace's feed for this key (404): ${err.message}` };
  }
  // Anything else (no home workspace, not a member, a filter refused) is the call's to fix.
  return { retry: false, message: `The service at ${context.apiUrl} said ${err.status} ${err.code}: ${err.message}` };
}
