/**
 * `listen`'s options, from its arguments and the environment: every check that needs no network, so
 * a wrong call ends (exit 2) before anything is sent. The key is read here and never printed.
 */
import { parseArgs } from 'node:util';
import { UsageError } from './command-errors.ts';

/** The service a local developer runs (`npm start`), as the SDK's README and examples name it. */
export const DEFAULT_API_URL = 'http://127.0.0.1:3000';
const DEFAULT_INTERVAL_MS = 1000;
const MIN_INTERVAL_MS = 50;
const MAX_INTERVAL_MS = 600_000;

export interface ListenOptions {
  forwardTo: string;
  apiUrl: string;
  apiKey: string;
  /** Only these types are forwarded; undefined: all. */
  events: string[] | undefined;
  workspaceId: string | undefined;
  /** Start after this event (a replay) instead of after the newest one. */
  after: string | undefined;
  intervalMs: number;
}

/** The parsed options, or `'help'` when help was asked for. Throws {@link UsageError}. */
export function listenOptions(args: string[], env: Record<string, string | undefined>): ListenOptions | 'help' {
  let values;
  try {
    ({ values } = parseArgs({
      args,
      strict: true,
      allowPositionals: false,
      options: {
        'forward-to': { type: 'string' },
        events: { type: 'string' },
        workspace: { type: 'string' },
        'api-url': { type: 'string' },
        after: { type: 'string' },
        interval: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    }));
  } catch (err) {
    // parseArgs says which option it did not understand; its message is the one to show.
    throw new UsageError(`${(err as Error).message.replace(/\.?$/, '.')} Run with --help for the options.`);
  }
  if (values.help) return 'help';
  if (values['forward-to'] === undefined)
    throw new UsageError('--forward-to <url> is required, e.g. --forward-to http://localhost:4242/hooks');
  const apiKey = env['WSA_API_KEY']?.trim();
  if (!apiKey) throw new UsageError('WSA_API_KEY is not set: export the API key (wsa_…) to forward its events.');
  return {
    forwardTo: httpUrl('--forward-to', values['forward-to']),
    apiUrl: httpUrl('--api-url', values['api-url'] ?? env['WSA_API_URL'] ?? DEFAULT_API_URL).replace(/\/+$/, ''),
    apiKey,
    events: values.events === undefined ? undefined : eventTypes(values.events),
    workspaceId: nonEmpty('--workspace', values.workspace),
    after: eventId(values.after),
    intervalMs: interval(values.interval),
  };
}

function httpUrl(option: string, value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new UsageError(`${option} must be a URL, e.g. http://localhost:4242/hooks (got "${value}").`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new UsageError(`${option} must be an http or https URL (got "${value}").`);
  return url.href;
}

function eventTypes(value: string): string[] {
  const types = [...new Set(value.split(',').map((type) => type.trim()))];
  if (types.some((type) => type === ''))
    throw new UsageError(`--events takes event types separated by commas, e.g. task.created,task.updated (got "${value}").`);
  return types;
}

function nonEmpty(option: string, value: string | undefined): string | undefined {
  if (value !== undefined && value.trim() === '') throw new UsageError(`${option} must not be empty.`);
  return value?.trim();
}

function eventId(value: string | undefined): string | undefined {
  if (value !== undefined && !/^evt_[A-Za-z0-9]+$/.test(value)) throw new UsageError(`--after takes an event id (evt_…), got "${value}".`);
  return value;
}

function interval(value: string | undefined): number {
  if (value === undefined) return DEFAULT_INTERVAL_MS;
  const ms = Number(value);
  if (!Number.isInteger(ms) || ms < MIN_INTERVAL_MS || ms > MAX_INTERVAL_MS) {
    throw new UsageError(`--interval takes milliseconds from ${MIN_INTERVAL_MS} to ${MAX_INTERVAL_MS} (got "${value}").`);
  }
  return ms;
}
