/**
 * Issue 21, point 2: a dry run costs what its answer costs. A viewer's read-only key tries a disabled
 * automation whose every template holds `{{task}}` as often as the limits allow, with 16 KB of event
 * data: on the old code that answered 978 KB in 3.15 s and held /healthz for as long, because every
 * text was rendered and URL-parsed at full size before the answer cut it to 10,000 characters.
 */
import { expect } from 'chai';
import type { components } from '../../sdk/src/generated/openapi-types.ts';
import { rawRequest, type RawResponse } from '../support/client.ts';
import { memberWithRole, ownerWithWorkspace, type TestUser } from '../support/fixtures.ts';
import { startTestServer, type TestServer } from '../support/server.ts';
import { withHealthProbe } from '../support/stall.ts';
import { createAutomation, createProject, type Action } from './support/e2e.ts';

/** The contract's bound on a dry run's answer (the `testAutomation` operation and `steps` say "at most 262,144 bytes"). */
const maxAnswerBytes = 262_144;

type DryRun = components['schemas']['AutomationDryRun'];
type Step = DryRun['steps'][number];
type Filter = components['schemas']['TriggerFilter'];

/** `{{task}}` as often as a template of `maxLength` characters takes it (at most 100 variables), then filler up to the limit. */
function full(maxLength: number, head = ''): string {
  const variables = '{{task}}'.repeat(Math.min(100, Math.floor((maxLength - head.length) / 8)));
  return `${head}${variables}`.padEnd(maxLength, '.');
}

/** 16,384 bytes of JSON, with quotes, accents and emoji, which take more room escaped than they look. */
function sixteenKilobytes(): { task: { id: string; name: string } } {
  const data = { task: { id: 'task_none', name: '' } };
  const unit = 'Ship "it" déjà vu 🚀 ';
  while (Buffer.byteLength(JSON.stringify(data)) + Buffer.byteLength(JSON.stringify(unit)) <= 16_384) data.task.name += unit;
  while (Buffer.byteLength(JSON.stringify(data)) < 16_384) data.task.name += 'x';
  return data;
}

const mail: Action = { type: 'send_email', config: { to: full(320), subject: full(998), body: full(10_000) } };
const hook: Action = {
  type: 'call_webhook',
  config: { url: full(2_048, 'https://hooks.example.test/'), headers: { 'X-Task': full(4_096) }, body: full(10_000) },
};
const slack: Action = { type: 'send_slack_message', config: { channel: '#launch', message: full(4_000) } };
const create: Action = { type: 'create_task', config: { name: full(255), description: full(10_000) } };
const update: Action = { type: 'update_task', config: { name: full(255), description: full(10_000) } };

/** The rendered texts of a step, by field. */
function textsOf(step: Step): string[] {
  const fields: Record<Step['type'], string[]> = {
    send_slack_message: ['text'],
    send_email: ['to', 'subject', 'body'],
    create_task: ['name', 'description'],
    update_task: ['name', 'description'],
    call_webhook: ['url', 'body'],
  };
  return fields[step.type].map((field) => (step as unknown as Record<string, string>)[field]!);
}

describe('a dry run costs what its answer costs (issue 21, point 2)', () => {
  let server: TestServer;
  let owner: TestUser;
  let viewer: TestUser;
  let projectId: string;
  const data = sixteenKilobytes();

  before(async () => {
    server = await startTestServer({ RUN_WORKER: 'false' });
    const fixture = await ownerWithWorkspace(server);
    owner = fixture.owner;
    projectId = (await createProject(owner, fixture.workspaceId, 'Budget')).id;
    // The owner makes the automations; a viewer's read-only key only tries them.
    viewer = await memberWithRole(server, fixture.workspaceId, 'viewer', 'read-only');
    // One small dry run first: the test's own check of an answer against the contract compiles its
    // validator on first use, in this process, and that is no part of the figures.
    const small = await tried([slack]);
    expect(small.answer.value.status).to.equal(200);
  });
  after(async () => {
    await server?.close();
  });

  async function tried(actions: Action[], filters: Filter[] = []) {
    const automation = await createAutomation(owner, {
      project_id: projectId,
      name: 'Worst case',
      type: 'event',
      enabled: false,
      trigger: { event: 'task.completed', filters },
      actions,
    });
    return withHealthProbe(
      server.url,
      () =>
        rawRequest<{ data: DryRun }>(server.url, {
          method: 'POST',
          path: `/v1/automations/${automation.id}/test`,
          apiKey: viewer.key,
          body: { data },
        }),
      { budgetMs: 200 },
    );
  }

  function expectBounded(answer: { value: RawResponse<{ data: DryRun }>; ms: number }, health: { value: number; ms: number }) {
    expect(answer.value.status, answer.value.text.slice(0, 300)).to.equal(200);
    const bytes = Buffer.byteLength(answer.value.text);
    expect(bytes, 'bytes in the answer').to.be.at.most(maxAnswerBytes);
    expect(health.value).to.equal(200);
    expect(answer.ms, 'the answer').to.be.below(200);
    expect(health.ms, '/healthz meanwhile').to.be.below(200);
    return { run: answer.value.body.data, bytes };
  }

  it('10 send_email and 10 call_webhook steps, every template full of {{task}}: within 200 ms, /healthz too, and at most 256 KiB', async () => {
    const { answer, health } = await tried([...Array<Action>(10).fill(mail), ...Array<Action>(10).fill(hook)]);
    const { run } = expectBounded(answer, health);
    expect(run.would_run).to.equal(false);
    expect(run.steps).to.have.length(20);
    const rendered = JSON.stringify(data.task);
    const [first] = run.steps as Extract<Step, { type: 'send_email' }>[];
    // What is shown is the start of what a run renders, cut with `…` at 10,000 characters.
    expect(first!.subject).to.equal(`${rendered.repeat(2).slice(0, 9_999)}…`);
    expect(first!.body).to.equal(first!.subject);
    expect(first!.problem).to.match(/^send_email: '.{80}…' is not an e-mail address$/);
    // Once the budget is spent, later texts are cut to what is left, down to `…` alone.
    const texts = run.steps.flatMap(textsOf);
    expect(texts.every((text) => text.length <= 10_000)).to.equal(true);
    expect(texts.at(-1)).to.equal('…');
    const hooks = run.steps.slice(10) as Extract<Step, { type: 'call_webhook' }>[];
    for (const step of hooks) {
      expect(step.problem).to.equal('call_webhook: the rendered URL is longer than 8,192 characters; insert shorter values into it');
      expect(step.headers).to.deep.equal({ 'x-task': '********', 'content-type': 'application/json' });
    }
  });

  it('send_slack_message, create_task and update_task full of {{task}}: within 200 ms and at most 256 KiB; a task name is at most 255 characters', async () => {
    const actions = [...Array<Action>(7).fill(slack), ...Array<Action>(7).fill(create), ...Array<Action>(6).fill(update)];
    const { answer, health } = await tried(actions);
    const { run } = expectBounded(answer, health);
    expect(run.steps.map((s) => s.type)).to.deep.equal(actions.map((a) => a.type));
    const created = run.steps[7] as Extract<Step, { type: 'create_task' }>;
    expect(created.name.length).to.be.at.most(255);
    expect((run.steps[0] as Extract<Step, { type: 'send_slack_message' }>).text).to.match(/^\{"id":"task_none".*…$/);
    expect(run.steps.flatMap(textsOf).at(-1)).to.equal('…');
  });

  it('lists at most 20 unresolved variables a step, each up to 100 characters, and shows a large actual value of a filter cut to 1,000 characters', async () => {
    const short = Array.from({ length: 100 }, (_, i) => `{{task.gone_${String(i).padStart(2, '0')}}}`).join('');
    const long = Array.from({ length: 9 }, (_, i) => `{{task.missing_${i}_${'z'.repeat(1_000)}}}`).join(' ');
    const filters: Filter[] = Array.from({ length: 20 }, () => ({ field: 'task', operator: 'is_not_empty' }));
    const { answer, health } = await tried(
      [
        { type: 'send_slack_message', config: { channel: '#launch', message: short } },
        { type: 'send_email', config: { to: 'ops@example.test', subject: 'Long names', body: long } },
      ],
      filters,
    );
    const { run } = expectBounded(answer, health);
    const [many, longNames] = run.steps;
    expect(many!.unresolved).to.deep.equal(Array.from({ length: 20 }, (_, i) => `task.gone_${String(i).padStart(2, '0')}`));
    expect(longNames!.unresolved).to.have.length(9);
    for (const [i, name] of longNames!.unresolved.entries()) expect(name).to.equal(`task.missing_${i}_${'z'.repeat(84)}…`);
    expect(run.filters).to.have.length(20);
    for (const filter of run.filters) {
      expect(filter.matched).to.equal(true);
      expect(filter.actual).to.equal(`${JSON.stringify(data.task).slice(0, 999)}…`);
      expect(filter.reason.length).to.be.below(200);
    }
  });
});
