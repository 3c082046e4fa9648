import { comparison, filterMatches, isEmpty, type Filter } from './filters.ts';
import { valueAt } from './templates.ts';
import { jsonWithin } from './json-within.ts';

/** A value as a person reads it in a reason: JSON, cut at 80 characters. */
function shown(value: unknown): string {
  return value === undefined ? 'absent' : jsonWithin(value, 80).text;
}

export interface FilterOutcome {
  matched: boolean;
  /** The field's value; undefined when the data has no such field. */
  actual: unknown;
  /** Why it matched or not, in the words of the filter. */
  reason: string;
}

/** Why a filter matches the data or not. `matched` is `filterMatches` itself, so a reason cannot contradict a run. */
export function explainFilter(filter: Filter, data: Record<string, unknown>): FilterOutcome {
  const actual = valueAt(data, filter.field);
  const matched = filterMatches(filter, data);
  const is = `${filter.field} is ${shown(actual)}`;
  const value = shown(filter.value ?? null);
  const reason = (() => {
    switch (filter.operator) {
      case 'is':
        return matched ? `${filter.field} is ${value}` : `${is}, not ${value}`;
      case 'is_not':
        return matched ? `${is}, not ${value}` : `${filter.field} is ${value}`;
      case 'contains':
        if (!Array.isArray(actual) && typeof actual !== 'string') return `${is}, which is neither text nor a list and contains nothing`;
        return `${is}, which ${matched ? 'contains' : 'does not contain'} ${value}`;
      case 'greater_than':
      case 'less_than': {
        const how = comparison(actual, filter.value);
        const than = filter.operator === 'greater_than' ? 'greater than' : 'less than';
        if (!how) return `${is}, which does not compare with ${value}`;
        return `${is}, which is ${matched ? '' : 'not '}${than} ${value} (compared as ${how.as})`;
      }
      case 'is_empty':
      case 'is_not_empty':
        return `${is}, which is ${isEmpty(actual) ? 'empty' : 'not empty'}`;
    }
  })();
  return { matched, actual, reason };
}
