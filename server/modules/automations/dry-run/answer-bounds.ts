import type { components } from '../../../../sdk/src/generated/openapi-types.ts';
import { jsonWithin } from '../engine/json-within.ts';

type StepType = components['schemas']['DryRunStep']['type'];

/**
 * The most bytes one dry-run answer takes as JSON, its `data` envelope included. A viewer's key may
 * ask for dry runs, so one must cost no more than its answer: 20 steps of 10,000 rendered characters
 * each would otherwise be megabytes (issue 21, point 2).
 */
export const maxAnswerBytes = 262_144;

/** How many unresolved variables a step lists, and how much of each name. */
export const maxUnresolvedShown = 20;
export const maxUnresolvedNameLength = 100;

/** How much of a filter's actual value an answer shows, as JSON characters. */
export const maxActualLength = 1_000;

/** The step fields that hold rendered text: the only part of an answer cut to fit it. */
const renderedFields: Partial<Record<string, readonly string[]>> & Record<StepType, readonly string[]> = {
  send_slack_message: ['text'],
  send_email: ['to', 'subject', 'body'],
  create_task: ['name', 'description'],
  update_task: ['name', 'description'],
  call_webhook: ['url', 'body'],
};

const ellipsis = '…';
const ellipsisBytes = Buffer.byteLength(ellipsis);

/** The bytes a text takes inside a JSON string, escapes included, quotes not. */
const jsonTextBytes = (text: string) => Buffer.byteLength(JSON.stringify(text)) - 2;

/** An unresolved variable's name as an answer lists it: a longer one is cut and ends with `…`. */
export function shownName(name: string): string {
  return name.length > maxUnresolvedNameLength ? `${name.slice(0, maxUnresolvedNameLength - 1)}${ellipsis}` : name;
}

/** A filter's actual value as an answer shows it: as it is, or its JSON cut, ending with `…`, when that is longer. */
export function shownActual(value: unknown): unknown {
  const { text, cut } = jsonWithin(value, maxActualLength);
  return cut ? text : value;
}

/** The longest start of `text`, then `…`, that takes at most `bytes` inside a JSON string. */
function cutToBytes(text: string, bytes: number): string {
  const room = bytes - ellipsisBytes;
  if (room <= 0) return ellipsis;
  let low = 0;
  let high = text.length;
  // A few dozen measurements of at most 10,000 characters: a text is never walked per character.
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (jsonTextBytes(text.slice(0, middle)) <= room) low = middle;
    else high = middle - 1;
  }
  // A high surrogate alone would be escaped as six bytes: it goes with the half it lost.
  const code = text.charCodeAt(low - 1);
  if (low > 0 && code >= 0xd800 && code <= 0xdbff) low -= 1;
  return `${text.slice(0, low)}${ellipsis}`;
}

/** A part of the answer that may be cut to fit it: held empty while the rest is measured. */
interface Cuttable {
  holder: Record<string, unknown>;
  field: string;
  /** What it shows whole. */
  whole: unknown;
  /** Its bytes whole beyond the empty text that held its place. */
  extraBytes: number;
  /** The text cut when it does not fit: itself, or a value's JSON. */
  text: string;
}

function cuttable(holder: Record<string, unknown>, field: string, whole: unknown): Cuttable {
  const text = typeof whole === 'string' ? whole : JSON.stringify(whole);
  const extraBytes = typeof whole === 'string' ? jsonTextBytes(whole) : Buffer.byteLength(text) - 2;
  holder[field] = '';
  return { holder, field, whole, extraBytes, text };
}

type Condition = { type: 'condition'; reason: string; filters: Array<Record<string, unknown>> };

/** A condition step as the answer holds it, with its filters' outcomes (actual values and reasons) as cuttable parts, in order, then its reason. */
function conditionParts(original: Condition, parts: Cuttable[]): { step: Record<string, unknown>; storedBytes: number } {
  const filters = original.filters.map((shown) => {
    const filter: Record<string, unknown> = { ...shown };
    if ('actual' in shown) parts.push(cuttable(filter, 'actual', shown.actual));
    parts.push(cuttable(filter, 'reason', shown.reason));
    return filter;
  });
  const step: Record<string, unknown> = { ...original, filters };
  parts.push(cuttable(step, 'reason', original.reason));
  // What the workflow stores of these filters: outside the budget, counted as the JSON of the filters its GET shows (keys included), as the contract says.
  const stored = original.filters.map(({ field, operator, value }) => ({ field, operator, value }));
  return { step, storedBytes: Buffer.byteLength(JSON.stringify(stored)) };
}

/**
 * The answer within `maxAnswerBytes`, beside what a workflow's conditions store (their filters'
 * fields, operators and values, which its GET shows whole too): everything else but the cuttable
 * parts is counted first (each of those parts has a bound of its own); then the cuttable parts (the
 * rendered texts, and a condition's actual values and reasons) are kept whole in step order while
 * they fit, and from the first that does not, each is cut to what is left, down to `…` alone.
 */
export function withinAnswerBudget<T extends { steps: Array<{ type: string }> }>(answer: T): T {
  const parts: Cuttable[] = [];
  let storedBytes = 0;
  const steps = answer.steps.map((original) => {
    if (original.type === 'condition') {
      const { step, storedBytes: bytes } = conditionParts(original as unknown as Condition, parts);
      storedBytes += bytes;
      return step as T['steps'][number];
    }
    const step: Record<string, unknown> = { ...original };
    for (const field of renderedFields[original.type] ?? []) {
      const text = step[field];
      if (typeof text === 'string' && text.length > 0) parts.push(cuttable(step, field, text));
    }
    return step as T['steps'][number];
  });
  const bounded = { ...answer, steps };
  // Every part may shrink to `…`, so that much is set aside for each before any is kept whole.
  let left = maxAnswerBytes + storedBytes - Buffer.byteLength(JSON.stringify({ data: bounded })) - parts.length * ellipsisBytes;
  for (const { holder, field, whole, extraBytes, text } of parts) {
    if (extraBytes <= left + ellipsisBytes) {
      holder[field] = whole;
      left -= Math.max(0, extraBytes - ellipsisBytes);
    } else {
      const cut = cutToBytes(text, Math.max(0, left) + ellipsisBytes);
      holder[field] = cut;
      left -= jsonTextBytes(cut) - ellipsisBytes;
    }
  }
  return bounded;
}
