/**
 * The worst inputs we know for each field an automation's validation reads: long runs of spaces after
 * `{{` (what made the old template expression backtrack), unbalanced and nested braces, the most
 * variables and characters allowed and one more, the most headers and the longest names and values,
 * and dense schedules in DST time zones. Shared by the hostile-input test and the validation benchmark.
 */
import type { components } from '../../../sdk/src/generated/openapi-types.ts';

type Action = components['schemas']['Action'];
type Trigger = components['schemas']['Trigger'];

export interface HostileShape {
  /** The field it attacks, as the benchmark groups them. */
  field: string;
  label: string;
  type: 'event' | 'scheduled';
  trigger: Trigger;
  actions: Action[];
  /** 201, or the refusal and the JSON Pointer it names. */
  expect: { status: 201 } | { status: 400 | 422; pointer: string };
  /** The workspace's time zone. */
  timeZone?: string;
}

const spaces = (n: number) => ' '.repeat(n);
const onTask: Trigger = { event: 'task.created' };
const email = (body: string, subject = 's'): Action => ({ type: 'send_email', config: { to: 'ops@example.test', subject, body } });
const hook = (config: Partial<Extract<Action, { type: 'call_webhook' }>['config']>): Action => ({
  type: 'call_webhook',
  config: { url: 'https://hooks.example.test/in', ...config },
});
const headers = (count: number, value: (i: number) => string, name = (i: number) => `X-H${i}`) =>
  Object.fromEntries(Array.from({ length: count }, (_, i) => [name(i), value(i)]));

const templateTexts = (max: number): Array<[string, string, boolean]> => [
  ['{{ then spaces, never closed', `{{${spaces(max - 2)}`, false],
  ['{{, spaces, then {{task.name}}}}', `{{${spaces(max - 17)}{{task.name}}}}`, false],
  ['{{ repeated', '{{'.repeat(Math.floor(max / 2)), false],
  ['opening braces, one closing pair at the end', `${'{'.repeat(max - 2)}}}`, false],
  ['{{{ nested }}} variables', '{{{{task.name}}}}'.repeat(Math.floor(max / 17)), false],
  ['the most variables (100)', '{{ task.name }}'.repeat(100).slice(0, max), max >= 1500],
  ['one variable too many (101)', '{{task.name}}'.repeat(101), false],
  ['the longest text', 'x'.repeat(max), true],
];

export const hostileShapes: HostileShape[] = [
  ...templateTexts(10_000).map(([label, text, ok]): HostileShape => ({
    field: 'send_email.body',
    label,
    type: 'event',
    trigger: onTask,
    actions: [email(text)],
    expect: ok ? { status: 201 } : { status: 422, pointer: '/actions/0/config/body' },
  })),
  ...templateTexts(10_000).map(([label, text, ok]): HostileShape => ({
    field: 'call_webhook.body',
    label,
    type: 'event',
    trigger: onTask,
    actions: [hook({ body: text })],
    expect: ok ? { status: 201 } : { status: 422, pointer: '/actions/0/config/body' },
  })),
  ...templateTexts(4_000)
    .filter(([, text]) => text.length <= 4_000)
    .map(([label, text, ok]): HostileShape => ({
      field: 'send_slack_message.message',
      label,
      type: 'event',
      trigger: onTask,
      actions: [{ type: 'send_slack_message', config: { channel: '#x', message: text } }],
      expect: ok ? { status: 201 } : { status: 422, pointer: '/actions/0/config/message' },
    })),
  {
    field: 'call_webhook.url',
    label: '{{ then spaces in the URL',
    type: 'event',
    trigger: onTask,
    actions: [hook({ url: `https://h.test/${'{{'}${spaces(2_020)}` })],
    expect: { status: 422, pointer: '/actions/0/config/url' },
  },
  {
    field: 'create_task.name',
    label: '{{ then spaces in a task name',
    type: 'event',
    trigger: onTask,
    actions: [{ type: 'create_task', config: { name: `{{${spaces(253)}` } }],
    expect: { status: 422, pointer: '/actions/0/config/name' },
  },
  {
    field: 'headers',
    label: '20 headers of 4,096 characters',
    type: 'event',
    trigger: onTask,
    actions: [hook({ headers: headers(20, () => 'v'.repeat(4_096)) })],
    expect: { status: 201 },
  },
  {
    field: 'headers',
    label: '21 headers',
    type: 'event',
    trigger: onTask,
    actions: [hook({ headers: headers(21, () => 'v') })],
    expect: { status: 422, pointer: '/actions/0/config/headers' },
  },
  {
    field: 'headers',
    label: 'a 257-character header name',
    type: 'event',
    trigger: onTask,
    actions: [
      hook({
        headers: headers(
          1,
          () => 'v',
          () => 'X'.repeat(257),
        ),
      }),
    ],
    expect: { status: 422, pointer: `/actions/0/config/headers/${'X'.repeat(257)}` },
  },
  {
    field: 'headers',
    label: 'a 4,097-character header value',
    type: 'event',
    trigger: onTask,
    actions: [hook({ headers: { 'X-A': 'v'.repeat(4_097) } })],
    expect: { status: 422, pointer: '/actions/0/config/headers/X-A' },
  },
  {
    field: 'headers',
    label: '{{ then spaces in each of 20 header values',
    type: 'event',
    trigger: onTask,
    actions: [hook({ headers: headers(20, () => `{{${spaces(4_094)}`) })],
    expect: { status: 422, pointer: '/actions/0/config/headers/X-H0' },
  },
  {
    field: 'headers',
    label: 'a header value with a line break',
    type: 'event',
    trigger: onTask,
    actions: [hook({ headers: { 'X-A': 'a\r\nInjected: yes' } })],
    expect: { status: 422, pointer: '/actions/0/config/headers/X-A' },
  },
  ...(
    [
      ['* * * * *', 'Europe/Berlin', false],
      ['* * * * *', 'America/New_York', false],
      ['*/5 * * * *', 'Europe/Berlin', false],
      ['0-58 * * * *', 'Australia/Lord_Howe', false],
      ['0 * * * *', 'Europe/Berlin', true],
      ['0 9 * * 1-5', 'America/New_York', true],
      ['0 0 29 2 *', 'Europe/Berlin', true],
    ] as Array<[string, string, boolean]>
  ).map(([schedule, timeZone, ok]): HostileShape => ({
    field: 'trigger.schedule',
    label: `${schedule} in ${timeZone} (free plan)`,
    type: 'scheduled',
    trigger: { schedule },
    actions: [email('b')],
    timeZone,
    expect: ok ? { status: 201 } : { status: 422, pointer: '/trigger/schedule' },
  })),
  {
    field: 'trigger.filters',
    label: '20 filters with 255-character paths and long values',
    type: 'event',
    trigger: {
      event: 'task.created',
      filters: Array.from({ length: 20 }, () => ({
        field: `task.${'a'.repeat(250)}`,
        operator: 'contains' as const,
        value: 'v'.repeat(1_000),
      })),
    },
    actions: [email('b')],
    expect: { status: 201 },
  },
  {
    field: 'trigger.filters',
    label: 'a filter value of 1,001 characters',
    type: 'event',
    trigger: { event: 'task.created', filters: [{ field: 'task.name', operator: 'contains', value: 'v'.repeat(1_001) }] },
    actions: [email('b')],
    expect: { status: 422, pointer: '/trigger/filters/0/value' },
  },
  {
    field: 'trigger.filters',
    label: 'a filter path of 255 characters that fails its pattern at the end',
    type: 'event',
    trigger: { event: 'task.created', filters: [{ field: `${'a'.repeat(254)}!`, operator: 'is', value: 'x' }] },
    actions: [email('b')],
    expect: { status: 422, pointer: '/trigger/filters/0/field' },
  },
];
