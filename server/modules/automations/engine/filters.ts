import { jsonText, valueAt } from './templates.ts';
import { containsText } from './text-contains.ts';

export type FilterOperator = 'is' | 'is_not' | 'contains' | 'greater_than' | 'less_than' | 'is_empty' | 'is_not_empty';

export interface Filter {
  field: string;
  operator: FilterOperator;
  value?: string | number | boolean | null;
}

export function isEmpty(value: unknown): boolean {
  if (value === undefined || value === null || value === '') return true;
  if (Array.isArray(value)) return value.length === 0;
  return typeof value === 'object' && Object.keys(value).length === 0;
}

const numeric = /^\s*[-+]?(\d+(\.\d*)?|\.\d+)(e[-+]?\d+)?\s*$/i;
/** An ISO 8601 date, or a date-time with a zone designator (without one its instant is unknown). */
const isoTimestamp = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2}))?$/i;

function asNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  return typeof value === 'string' && numeric.test(value) ? Number(value) : undefined;
}

function asInstant(value: unknown): number | undefined {
  if (typeof value !== 'string' || !isoTimestamp.test(value)) return undefined;
  const ms = Date.parse(value);
  return Number.isNaN(ms) ? undefined : ms;
}

/** How two values order, and as what; undefined when they do not (objects, arrays, absent, null). */
export function comparison(actual: unknown, expected: unknown): { order: number; as: 'numbers' | 'instants' | 'text' } | undefined {
  const scalar = (v: unknown) => v !== undefined && v !== null && typeof v !== 'object';
  if (!scalar(actual) || !scalar(expected)) return undefined;
  const a = asNumber(actual);
  const b = asNumber(expected);
  if (a !== undefined && b !== undefined) return { order: a - b, as: 'numbers' };
  const ta = asInstant(actual);
  const tb = asInstant(expected);
  if (ta !== undefined && tb !== undefined) return { order: ta - tb, as: 'instants' };
  return { order: String(actual).localeCompare(String(expected)), as: 'text' };
}

/**
 * Numbers compare as numbers (numeric strings included), ISO timestamps as instants (so `…T10:00:00.5Z`
 * is after `…T10:00:00Z`, and offsets count), other scalars as text; objects and arrays do not order.
 */
function compare(actual: unknown, expected: unknown): number | undefined {
  return comparison(actual, expected)?.order;
}

function equals(actual: unknown, expected: unknown): boolean {
  if (actual === expected) return true;
  if (actual === undefined || actual === null || expected === null) return false;
  return typeof actual !== 'object' && jsonText(actual) === jsonText(expected);
}

export function filterMatches(filter: Filter, data: Record<string, unknown>): boolean {
  const actual = valueAt(data, filter.field);
  switch (filter.operator) {
    case 'is':
      return equals(actual, filter.value);
    case 'is_not':
      return !equals(actual, filter.value);
    case 'contains':
      if (Array.isArray(actual)) return actual.some((item) => equals(item, filter.value));
      return typeof actual === 'string' && containsText(actual, String(filter.value ?? ''));
    case 'greater_than': {
      const order = compare(actual, filter.value);
      return order !== undefined && order > 0;
    }
    case 'less_than': {
      const order = compare(actual, filter.value);
      return order !== undefined && order < 0;
    }
    case 'is_empty':
      return isEmpty(actual);
    case 'is_not_empty':
      return !isEmpty(actual);
  }
}

/** `all` (default): every filter matches; `any`: at least one. No filters always match. */
export function filtersMatch(filters: Filter[] | undefined, match: 'all' | 'any' | undefined, data: Record<string, unknown>): boolean {
  return combined(filters ?? [], match, (f) => filterMatches(f, data));
}

/** The same rule over outcomes already known (a condition's explained filters), each asked at most once. */
export function combined<T>(outcomes: readonly T[], match: 'all' | 'any' | undefined, matched: (outcome: T) => boolean): boolean {
  if (outcomes.length === 0) return true;
  return match === 'any' ? outcomes.some(matched) : outcomes.every(matched);
}
