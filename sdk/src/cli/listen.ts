/**
 * `listen`, the `stripe listen` of this service (issue 27): checks its call, finds where the feed
 * stands now (or takes `--after`), prints a fresh signing secret, then follows the feed and forwards
 * each event until Ctrl-C or SIGTERM. A first signal lets the forward under way finish (at most its
 * time-out); a second one cuts it short.
 */
import { randomBytes } from 'node:crypto';
import { createClient, type WsaClient } from '../client.ts';
import { CommandFailure, UsageError } from './command-errors.ts';
import { judge } from './feed-failures.ts';
import { follow } from './follow.ts';
import { forwardEvent } from './forward.ts';
import { forwardLine, readyLine, stoppedLine } from './lines.ts';
import { listenOptions, type ListenOptions } from './listen-options.ts';
import { listenUsage } from './usage.ts';

/** A poll that takes longer than this counts as the service being away. */
const POLL_TIMEOUT_MS = 30_000;

/** Runs the command; resolves with its exit code, throws {@link UsageError} or {@link CommandFailure}. */
export async function listen(args: string[], env: Record<string, string | undefined>): Promise<number> {
  const options = listenOptions(args, env);
  if (options === 'help') {
    process.stdout.write(listenUsage);
    return 0;
  }
  const print = (line: string) => void process.stdout.write(`${line}\n`);
  const stopping = new AbortController();
  const abandon = new AbortController();
  const onSignal = () => (stopping.signal.aborted ? abandon.abort() : stopping.abort());
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  try {
    // The loop does its own waiting and says so; the client's silent retries would only delay that.
    const client = createClient({ baseUrl: options.apiUrl, apiKey: options.apiKey, maxRetries: 0, timeout: POLL_TIMEOUT_MS });
    let cursor: string | undefined;
    try {
      if (options.events) await checkEventTypes(client, options.events, stopping.signal);
      cursor = await startingCursor(client, options, stopping.signal);
    } catch (err) {
      if (!stopping.signal.aborted) throw startFailure(err, options);
    }
    if (stopping.signal.aborted) {
      print(stoppedLine(undefined, cursor));
      return 0;
    }
    const secret = randomBytes(32).toString('base64url');
    print(readyLine(options.forwardTo, secret));
    const result = await follow({
      client,
      apiUrl: options.apiUrl,
      workspaceId: options.workspaceId,
      cursor,
      types: options.events ? new Set(options.events) : undefined,
      intervalMs: options.intervalMs,
      forward: async (event) => {
        const outcome = await forwardEvent(event, { url: options.forwardTo, secret, abandon: abandon.signal });
        print(forwardLine(event, outcome));
      },
      print,
      stop: stopping.signal,
    });
    print(stoppedLine(result.lastForwarded, result.cursor));
    return 0;
  } finally {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
  }
}

/**
 * Where following starts: after `--after`, which the feed checks (404 when this key cannot see it),
 * or after the newest event, so only what happens from now on is forwarded. An empty feed gives no
 * cursor: then its first event is already new.
 */
async function startingCursor(client: WsaClient, options: ListenOptions, signal: AbortSignal): Promise<string | undefined> {
  const scope = options.workspaceId === undefined ? {} : { workspace_id: options.workspaceId };
  const { data } = await client.events.list({ ...scope, per_page: 1, ...(options.after ? { after: options.after } : {}) }, { signal });
  return options.after ?? data[0]?.id;
}

/** `--events` names types the service knows: a typo would otherwise forward nothing, silently. */
async function checkEventTypes(client: WsaClient, types: string[], signal: AbortSignal): Promise<void> {
  const known = new Set((await client.eventTypes.list({}, { signal })).data.map((info) => info.type));
  const unknown = types.filter((type) => !known.has(type));
  if (unknown.length > 0) {
    throw new UsageError(`--events: unknown event type ${unknown.join(', ')}; the service knows ${[...known].join(', ')}.`);
  }
}

/** At start nothing is worth waiting for: an unreachable service is most often a wrong URL. */
function startFailure(err: unknown, options: ListenOptions): Error {
  if (err instanceof UsageError) return err;
  const verdict = judge(err, { apiUrl: options.apiUrl, cursor: options.after });
  if (!verdict.retry) return new CommandFailure(verdict.message);
  return new CommandFailure(
    `Cannot reach the service at ${options.apiUrl} (${verdict.reason}): is it running? Set --api-url or WSA_API_URL.`,
  );
}
