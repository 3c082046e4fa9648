import type { Knex } from 'knex';
import { invalid, type ErrorDetail, pointerTo } from '../../errors.ts';
import type { Logger } from '../../log.ts';
import { secretBox } from '../../secrets/secret-box.ts';
import type { Action } from './validate-automation.ts';
import { jsonb } from '../../db/jsonb.ts';

/** What a `call_webhook` header value reads as: values are write-only. */
export const headerMask = '********';

/** Sealed header values, keyed `<action index>/<header name>`. */
export type HeaderSecrets = Record<string, string>;

const keyOf = (index: number, name: string) => `${index}/${name}`;

type Box = ReturnType<typeof secretBox>;

/** The box that seals header values: a key of their own, derived from SECRET_KEY. */
export const headerBox = (secretKey: string): Box => secretBox(secretKey, 'call-webhook-headers');

/**
 * Splits the values out of `call_webhook` headers: the actions keep `********` in their place and the
 * values come back sealed. A mask sent back keeps the value stored for that action and header; an
 * unchanged value keeps its sealed form, so re-sending the same actions is no change.
 */
export function sealHeaders<A extends Action | undefined>(
  actions: A[],
  previous: HeaderSecrets,
  box: Box,
  /** Where the action at an index is in the request: `/actions/<i>`, or a workflow's `/steps/<i>/action`. */
  at: (index: number) => string = (index) => `/actions/${index}`,
  /** The actions the stored values were sealed for: a mask keeps a value only for the same request target. */
  previousActions?: Array<Action | undefined>,
): { actions: A[]; secrets: HeaderSecrets } {
  const secrets: HeaderSecrets = {};
  const problems: ErrorDetail[] = [];
  const masked = actions.map((action, index): A => {
    if (!action || action.type !== 'call_webhook' || !action.config.headers) return action;
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(action.config.headers)) {
      const stored = previous[keyOf(index, name)];
      if (value === headerMask) {
        if (stored !== undefined && previousActions && !sameTarget(previousActions[index], action)) {
          problems.push({
            field: pointerTo(`${at(index)}/config/headers`, name),
            message: `is the mask ${headerMask}, but this step's method or URL is not the one the value was stored for: send the value itself`,
          });
          continue;
        }
        if (stored === undefined) {
          problems.push({
            field: pointerTo(`${at(index)}/config/headers`, name),
            message: `is the mask ${headerMask}, but this action has no stored value for that header: send the value itself`,
          });
          continue;
        }
        secrets[keyOf(index, name)] = stored;
      } else {
        secrets[keyOf(index, name)] = stored !== undefined && box.open(stored) === value ? stored : box.seal(value);
      }
      headers[name] = headerMask;
    }
    return { ...action, config: { ...action.config, headers } };
  });
  if (problems.length > 0) throw invalid(`${problems[0]!.field.slice(1).replace(/\//g, '.')} ${problems[0]!.message}.`, problems);
  return { actions: masked, secrets };
}

/**
 * Whether a stored header value may stay with `action`: the action at its index was a call_webhook to
 * the same method and URL. A value never follows a step moved, or a URL changed, under its mask.
 */
function sameTarget(stored: Action | undefined, action: Action & { type: 'call_webhook' }): boolean {
  return (
    stored?.type === 'call_webhook' &&
    stored.config.url === action.config.url &&
    (stored.config.method ?? 'POST') === (action.config.method ?? 'POST')
  );
}

/** One `call_webhook` step's headers as its action stores them: which step, and the headers, masked where sealed. */
export interface StepHeaders {
  index: number;
  headers: Record<string, string> | undefined;
}

/** The header values of one `call_webhook` step, opened for the request. */
export function openHeaders({ index, headers }: StepHeaders, secrets: HeaderSecrets, box: Box): Record<string, string> {
  const opened: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers ?? {})) {
    const sealed = secrets[keyOf(index, name)];
    opened[name] = sealed === undefined ? value : box.open(sealed);
  }
  return opened;
}

function hasPlaintextHeaders(actions: Action[]): boolean {
  return actions.some((a) => a.type === 'call_webhook' && Object.values(a.config.headers ?? {}).some((v) => v !== headerMask));
}

/**
 * Moves header values stored before they were write-only (plaintext in `actions`) into
 * `header_secrets`, for automations and their runs. Idempotent, and safe with several processes
 * starting at once (each row is re-read under its lock).
 */
export async function sealLegacyHeaders(knex: Knex, secretKey: string, log: Logger): Promise<void> {
  const box = headerBox(secretKey);
  let moved = 0;
  for (const table of ['automations', 'automation_runs'] as const) {
    const ids: string[] = await knex(table)
      .whereRaw('jsonb_path_exists(actions, ?::jsonpath)', ['$[*] ? (@.type == "call_webhook" && exists(@.config.headers.*))'])
      .whereRaw(`header_secrets = '{}'::jsonb`)
      .pluck('id');
    for (const id of ids) {
      await knex.transaction(async (trx) => {
        const row = await trx(table).where({ id }).forUpdate().first('actions', 'header_secrets');
        if (!row || !hasPlaintextHeaders(row.actions)) return;
        const sealed = sealHeaders(row.actions, row.header_secrets, box);
        await trx(table)
          .where({ id })
          .update({ actions: jsonb(trx, sealed.actions), header_secrets: jsonb(trx, sealed.secrets) });
        moved++;
      });
    }
  }
  if (moved > 0) log.info({ rows: moved }, 'sealed call_webhook header values stored before they were write-only');
}
