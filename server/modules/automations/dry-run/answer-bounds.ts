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

/**
 * The answer within `maxAnswerBytes`: everything but the rendered texts is counted first (each of
 * those parts has a bound of its own; a workflow's conditions show what it stores, as its GET does);
 * then the texts are kept in step order while they fit, and from the first that does not, each is
 * cut to what is left, down to `…` alone.
 */
export function withinAnswerBudget<T extends { steps: Array<{ type: string }> }>(answer: T): T {
  const texts: { step: Record<string, unknown>; field: string; text: string }[] = [];
  const steps = answer.steps.map((original) => {
    const step: Record<string, unknown> = { ...original };
    for (const field of renderedFields[original.type] ?? []) {
      const text = step[field];
      if (typeof text !== 'string' || text.length === 0) continue;
      texts.push({ step, field, text });
      step[field] = '';
    }
    return step as T['steps'][number];
  });
  const bounded = { ...answer, steps };
  // Every text may shrink to `…`, so that much is set aside for each before any is kept whole.
  let left = maxAnswerBytes - Buffer.byteLength(JSON.stringify({ data: bounded })) - texts.length * ellipsisBytes;
  for (const { step, field, text } of texts) {
    const bytes = jsonTextBytes(text);
    if (bytes <= left + ellipsisBytes) {
      step[field] = text;
      left -= Math.max(0, bytes - ellipsisBytes);
    } else {
      const cut = cutToBytes(text, Math.max(0, left) + ellipsisBytes);
      step[field] = cut;
      left -= jsonTextBytes(cut) - ellipsisBytes;
    }
  }
  return bounded;
}
