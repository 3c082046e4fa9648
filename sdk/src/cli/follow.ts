/**
 * The follow loop: reads the feed after a cursor, oldest first (docs/decisions.md#events-feed:
 * following `after` never skips or repeats an event, across restarts), forwards each event in turn
 * and moves the cursor past it, whether the receiver took it or not. A service that cannot be reached
 * is waited for with a growing pause; the cursor stays, so nothing is lost or repeated.
 */
import type { WsaClient } from '../client.ts';
import { CommandFailure } from './command-errors.ts';
import { judge } from './feed-failures.ts';
import type { FeedEvent } from './forward.ts';
import { backLine, lostLine } from './lines.ts';

/** The largest page the API serves: a full one means more are waiting. */
export const PAGE_SIZE = 100;
const FIRST_BACKOFF_MS = 250;
const MAX_BACKOFF_MS = 5_000;

export interface FollowInput {
  client: WsaClient;
  apiUrl: string;
  workspaceId: string | undefined;
  /** Start after this event; undefined: the feed was empty, so its first event is new. */
  cursor: string | undefined;
  /** Only these types are forwarded (the cursor passes the others); undefined: all. */
  types: ReadonlySet<string> | undefined;
  intervalMs: number;
  /** Forwards one event and prints its line; never throws for the receiver's sake. */
  forward: (event: FeedEvent) => Promise<void>;
  print: (line: string) => void;
  /** Ends the loop between events (Ctrl-C): a forward under way finishes first. */
  stop: AbortSignal;
}

export interface FollowResult {
  /** The last event handed to the receiver. */
  lastForwarded: string | undefined;
  /** The last event passed, forwarded or filtered out: where a later `--after` resumes. */
  cursor: string | undefined;
}

/** Follows until `stop`; throws {@link CommandFailure} when the service refuses for good (401, 404, …). */
export async function follow(input: FollowInput): Promise<FollowResult> {
  const { client, stop } = input;
  const scope = input.workspaceId === undefined ? {} : { workspace_id: input.workspaceId };
  let cursor = input.cursor;
  let lastForwarded: string | undefined;
  let backoffMs = 0;

  /** The next events after the cursor, oldest first, and whether more are waiting. */
  const nextEvents = async (): Promise<{ events: FeedEvent[]; more: boolean }> => {
    if (cursor === undefined) {
      // Without a cursor the feed lists newest first: its first event is the last item of its last page.
      const first = await oldestEvent(client, scope, stop);
      return { events: first ? [first] : [], more: first !== undefined };
    }
    const { data } = await client.events.list({ ...scope, after: cursor, per_page: PAGE_SIZE }, { signal: stop });
    return { events: data, more: data.length === PAGE_SIZE };
  };

  while (!stop.aborted) {
    let page;
    try {
      page = await nextEvents();
    } catch (err) {
      if (stop.aborted) break;
      const verdict = judge(err, { apiUrl: input.apiUrl, cursor });
      if (!verdict.retry) throw new CommandFailure(verdict.message);
      if (backoffMs === 0) input.print(lostLine(input.apiUrl, verdict.reason));
      backoffMs = Math.min(backoffMs === 0 ? FIRST_BACKOFF_MS : backoffMs * 2, MAX_BACKOFF_MS);
      await pause(backoffMs, stop);
      continue;
    }
    if (backoffMs !== 0) {
      input.print(backLine(input.apiUrl, cursor));
      backoffMs = 0;
    }
    for (const event of page.events) {
      if (input.types === undefined || input.types.has(event.type)) {
        await input.forward(event);
        lastForwarded = event.id;
      }
      cursor = event.id;
      if (stop.aborted) break;
    }
    if (!page.more) await pause(input.intervalMs, stop);
  }
  return { lastForwarded, cursor };
}

/**
 * The feed's oldest event, walking its newest-first pages to a short one. New events only ever join
 * at the newest end, pushing older ones to later pages, so the walk cannot miss the oldest.
 */
async function oldestEvent(client: WsaClient, scope: { workspace_id?: string }, stop: AbortSignal): Promise<FeedEvent | undefined> {
  let oldest: FeedEvent | undefined;
  for (let page = 1; ; page++) {
    const { data } = await client.events.list({ ...scope, page, per_page: PAGE_SIZE }, { signal: stop });
    oldest = data.at(-1) ?? oldest;
    if (data.length < PAGE_SIZE) return oldest;
  }
}

/** Waits `ms`, or less when `stop` fires. */
function pause(ms: number, stop: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (stop.aborted) return resolve();
    const done = () => {
      clearTimeout(timer);
      stop.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    stop.addEventListener('abort', done, { once: true });
  });
}
