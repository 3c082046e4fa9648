import { expect } from 'chai';
import { filterMatches, filtersMatch, type Filter } from './filters.ts';

// Event data shaped like the service's: `task.created` data with a few extra fields to reach every
// kind of value (numbers, booleans, null, arrays, nested objects, timestamps).
const data = {
  workspace_id: 'ws_1',
  project_id: 'proj_1',
  actor: { type: 'user', id: 'usr_1', name: 'Ada Lovelace' },
  task: {
    id: 'task_1',
    name: 'Fix the login bug',
    description: '',
    status: 'open',
    assignee_member_id: null,
    created_at: '2026-03-01T10:00:00.500Z',
    due_date: '2026-03-15',
    points: 8,
    estimate: '13',
    urgent: true,
    blocked: false,
    tags: ['bug', 'frontend', 3],
    labels: [],
    meta: {},
    owner: { team: { name: 'Platform', size: 12 } },
  },
} as const;

type Row = [description: string, filter: Filter, expected: boolean];

function table(rows: Row[]): void {
  for (const [description, filter, expected] of rows) {
    const value = filter.value === undefined ? '' : ` ${JSON.stringify(filter.value)}`;
    it(`${filter.field} ${filter.operator}${value} → ${expected}: ${description}`, () => {
      expect(filterMatches(filter, data)).to.equal(expected);
    });
  }
}

describe('automation filters (filterMatches)', () => {
  describe('is / is_not', () => {
    table([
      ['an equal string matches', { field: 'task.status', operator: 'is', value: 'open' }, true],
      ['another string does not', { field: 'task.status', operator: 'is', value: 'completed' }, false],
      ['strings compare case-sensitively', { field: 'task.status', operator: 'is', value: 'Open' }, false],
      ['a number equals the same number', { field: 'task.points', operator: 'is', value: 8 }, true],
      ['a number equals its decimal text', { field: 'task.points', operator: 'is', value: '8' }, true],
      ['a numeric string equals the number', { field: 'task.estimate', operator: 'is', value: 13 }, true],
      ['a boolean equals the same boolean', { field: 'task.urgent', operator: 'is', value: true }, true],
      ['a boolean does not equal the other boolean', { field: 'task.urgent', operator: 'is', value: false }, false],
      ['false is false, not empty', { field: 'task.blocked', operator: 'is', value: false }, true],
      ['null equals null', { field: 'task.assignee_member_id', operator: 'is', value: null }, true],
      ['null does not equal the text "null"', { field: 'task.assignee_member_id', operator: 'is', value: 'null' }, false],
      ['a missing field equals nothing', { field: 'task.nope', operator: 'is', value: 'x' }, false],
      ['a missing field is not null (is_empty covers both)', { field: 'task.nope', operator: 'is', value: null }, false],
      ['an array equals no scalar', { field: 'task.tags', operator: 'is', value: 'bug' }, false],
      ['an object equals no scalar', { field: 'task.owner', operator: 'is', value: '[object Object]' }, false],
      ['a nested path reaches deep fields', { field: 'task.owner.team.name', operator: 'is', value: 'Platform' }, true],
      ['an array element is reachable by index', { field: 'task.tags.1', operator: 'is', value: 'frontend' }, true],
      ['the actor is event data too', { field: 'actor.name', operator: 'is', value: 'Ada Lovelace' }, true],
      ['a path through a scalar is missing', { field: 'task.name.length', operator: 'is', value: 17 }, false],
      ['inherited properties are not fields', { field: 'task.constructor', operator: 'is_not_empty' }, false],
      ['is_not: a different string', { field: 'task.status', operator: 'is_not', value: 'completed' }, true],
      ['is_not: the same string', { field: 'task.status', operator: 'is_not', value: 'open' }, false],
      ['is_not: the same number given as text', { field: 'task.points', operator: 'is_not', value: '8' }, false],
      ['is_not: null against null', { field: 'task.assignee_member_id', operator: 'is_not', value: null }, false],
      ['is_not: null against a member id', { field: 'task.assignee_member_id', operator: 'is_not', value: 'mem_1' }, true],
      ['is_not: a missing field is not anything', { field: 'task.nope', operator: 'is_not', value: 'x' }, true],
      ['is_not: the other boolean', { field: 'task.urgent', operator: 'is_not', value: false }, true],
    ]);
  });

  describe('contains', () => {
    table([
      ['a substring of a string', { field: 'task.name', operator: 'contains', value: 'login' }, true],
      ['substrings are case-sensitive', { field: 'task.name', operator: 'contains', value: 'Login' }, false],
      ['the whole string contains itself', { field: 'task.name', operator: 'contains', value: 'Fix the login bug' }, true],
      ['text that is not there', { field: 'task.name', operator: 'contains', value: 'logout' }, false],
      ['an array contains an equal element', { field: 'task.tags', operator: 'contains', value: 'bug' }, true],
      ['array elements compare whole, not as substrings', { field: 'task.tags', operator: 'contains', value: 'front' }, false],
      ['an array element that is a number matches its text', { field: 'task.tags', operator: 'contains', value: '3' }, true],
      ['an empty array contains nothing', { field: 'task.labels', operator: 'contains', value: 'bug' }, false],
      ['a number is not text to search', { field: 'task.points', operator: 'contains', value: 8 }, false],
      ['null contains nothing', { field: 'task.assignee_member_id', operator: 'contains', value: 'mem' }, false],
      ['a missing field contains nothing', { field: 'task.nope', operator: 'contains', value: 'x' }, false],
    ]);
  });

  describe('greater_than / less_than', () => {
    table([
      ['numbers compare as numbers', { field: 'task.points', operator: 'greater_than', value: 5 }, true],
      ['an equal number is not greater', { field: 'task.points', operator: 'greater_than', value: 8 }, false],
      ['an equal number is not less', { field: 'task.points', operator: 'less_than', value: 8 }, false],
      ['numeric text compares as a number, not as text ("13" > "9")', { field: 'task.estimate', operator: 'greater_than', value: 9 }, true],
      ['a number against numeric text', { field: 'task.points', operator: 'less_than', value: '10' }, true],
      ['negative and decimal numbers', { field: 'task.points', operator: 'greater_than', value: -0.5 }, true],
      ['a later timestamp is greater', { field: 'task.created_at', operator: 'greater_than', value: '2026-03-01T09:59:59Z' }, true],
      ['an earlier timestamp is less', { field: 'task.created_at', operator: 'less_than', value: '2026-03-02T00:00:00.000Z' }, true],
      [
        'fractions of a second count although the value has none',
        { field: 'task.created_at', operator: 'greater_than', value: '2026-03-01T10:00:00Z' },
        true,
      ],
      [
        'the same instant without fractions is not less',
        { field: 'task.created_at', operator: 'less_than', value: '2026-03-01T10:00:00Z' },
        false,
      ],
      [
        'offsets count: 11:00+01:00 is 10:00Z, before 10:00:00.5Z',
        { field: 'task.created_at', operator: 'greater_than', value: '2026-03-01T11:00:00+01:00' },
        true,
      ],
      [
        'offsets count: 10:30+00:00 is after 10:00:00.5Z',
        { field: 'task.created_at', operator: 'less_than', value: '2026-03-01T10:30:00+00:00' },
        true,
      ],
      ['a date-time is after its date (midnight UTC)', { field: 'task.created_at', operator: 'greater_than', value: '2026-03-01' }, true],
      ['dates compare as dates', { field: 'task.due_date', operator: 'less_than', value: '2026-04-01' }, true],
      ['a date against a date-time', { field: 'task.due_date', operator: 'greater_than', value: '2026-03-14T23:59:59Z' }, true],
      ['other text compares as text', { field: 'task.status', operator: 'less_than', value: 'pending' }, true],
      ['null is neither greater', { field: 'task.assignee_member_id', operator: 'greater_than', value: 0 }, false],
      ['nor less', { field: 'task.assignee_member_id', operator: 'less_than', value: 0 }, false],
      ['a missing field is neither greater', { field: 'task.nope', operator: 'greater_than', value: 0 }, false],
      ['nor less', { field: 'task.nope', operator: 'less_than', value: 'z' }, false],
      ['an array does not order (not even an empty one)', { field: 'task.labels', operator: 'less_than', value: 1 }, false],
      ['an object does not order', { field: 'task.owner', operator: 'greater_than', value: 0 }, false],
      ['a nested number compares', { field: 'task.owner.team.size', operator: 'greater_than', value: 10 }, true],
    ]);
  });

  describe('is_empty / is_not_empty', () => {
    table([
      ['null is empty', { field: 'task.assignee_member_id', operator: 'is_empty' }, true],
      ['a missing field is empty', { field: 'task.nope', operator: 'is_empty' }, true],
      ['a missing parent is empty', { field: 'nope.deeper', operator: 'is_empty' }, true],
      ['an empty string is empty', { field: 'task.description', operator: 'is_empty' }, true],
      ['an empty array is empty', { field: 'task.labels', operator: 'is_empty' }, true],
      ['an empty object is empty', { field: 'task.meta', operator: 'is_empty' }, true],
      ['a string is not empty', { field: 'task.name', operator: 'is_empty' }, false],
      ['false is not empty', { field: 'task.blocked', operator: 'is_empty' }, false],
      ['a number is not empty', { field: 'task.points', operator: 'is_empty' }, false],
      ['is_not_empty: a string', { field: 'task.name', operator: 'is_not_empty' }, true],
      ['is_not_empty: an array with elements', { field: 'task.tags', operator: 'is_not_empty' }, true],
      ['is_not_empty: an object with fields', { field: 'task.owner', operator: 'is_not_empty' }, true],
      ['is_not_empty: false is a value', { field: 'task.blocked', operator: 'is_not_empty' }, true],
      ['is_not_empty: null', { field: 'task.assignee_member_id', operator: 'is_not_empty' }, false],
      ['is_not_empty: a missing field', { field: 'task.nope', operator: 'is_not_empty' }, false],
      ['is_not_empty: an empty string', { field: 'task.description', operator: 'is_not_empty' }, false],
    ]);
  });
});

describe('automation filter lists (filtersMatch)', () => {
  const open: Filter = { field: 'task.status', operator: 'is', value: 'open' };
  const bug: Filter = { field: 'task.tags', operator: 'contains', value: 'bug' };
  const done: Filter = { field: 'task.status', operator: 'is', value: 'completed' };
  const small: Filter = { field: 'task.points', operator: 'less_than', value: 3 };

  const rows: Array<[string, Filter[] | undefined, 'all' | 'any' | undefined, boolean]> = [
    ['no filters match every event (match all)', undefined, undefined, true],
    ['an empty list matches every event (match all)', [], 'all', true],
    ['an empty list matches every event (match any)', [], 'any', true],
    ['all (the default): every filter matches', [open, bug], undefined, true],
    ['all (the default): one filter fails', [open, done], undefined, false],
    ['all, said explicitly: one filter fails', [open, done], 'all', false],
    ['any: one of several matches', [done, small, bug], 'any', true],
    ['any: none matches', [done, small], 'any', false],
    ['any: all match', [open, bug], 'any', true],
    ['all with a single failing filter', [small], 'all', false],
  ];
  for (const [description, filters, match, expected] of rows) {
    it(`${description} → ${expected}`, () => {
      expect(filtersMatch(filters, match, data)).to.equal(expected);
    });
  }
});
