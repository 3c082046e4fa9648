/** Every line `listen` prints, in one place, so their wording is read (and tested) together. */
import type { FeedEvent, ForwardOutcome } from './forward.ts';

export const readyLine = (forwardTo: string, secret: string) => `Ready. Forwarding events to ${forwardTo}. Signing secret: ${secret}`;

/** One forward: `12:04:05  task.created  evt_…  → 200 (14 ms)`. */
export function forwardLine(event: FeedEvent, outcome: ForwardOutcome, at = new Date()): string {
  const answer = 'status' in outcome ? String(outcome.status) : outcome.failure;
  return `${clock(at)}  ${event.type}  ${event.id}  → ${answer} (${outcome.ms} ms)`;
}

export const lostLine = (apiUrl: string, reason: string) => `Lost the service at ${apiUrl}: ${reason}; retrying`;

export const backLine = (apiUrl: string, cursor: string | undefined) =>
  `Back in touch with the service at ${apiUrl}; resuming ${cursor ? `after ${cursor}` : 'from the first event'}`;

/** The last line: what was forwarded last, and where to pick up (the cursor passes filtered-out events too). */
export function stoppedLine(lastForwarded: string | undefined, cursor: string | undefined): string {
  const resume = cursor ? ` (to resume: --after ${cursor})` : '';
  return `Stopped. ${lastForwarded ? `Last event forwarded: ${lastForwarded}` : 'No event forwarded'}${resume}`;
}

function clock(at: Date): string {
  return [at.getHours(), at.getMinutes(), at.getSeconds()].map((n) => String(n).padStart(2, '0')).join(':');
}
