import { expect } from 'chai';
import type { components } from '../../../../sdk/src/generated/openapi-types.ts';
import { maxActualLength, maxAnswerBytes, shownActual, shownName, withinAnswerBudget } from './answer-bounds.ts';

type DryRun = components['schemas']['AutomationDryRun'];
type Step = DryRun['steps'][number];

const bytesOf = (answer: DryRun) => Buffer.byteLength(JSON.stringify({ data: answer }));

function answerWith(steps: Step[]): DryRun {
  return {
    automation_id: 'auto_1',
    would_run: true,
    reason: 'A run would start.',
    trigger: { matched: true, reason: 'A task.created event starts it.' },
    match: 'all',
    filters: [],
    steps,
  };
}

const email = (index: number, text: string): Step => ({
  index,
  type: 'send_email',
  to: text,
  subject: text,
  body: text,
  problem: null,
  unresolved: [],
});

describe('the bounds of a dry-run answer (answer-bounds)', () => {
  it('leaves an answer that fits as it is', () => {
    const answer = answerWith([email(0, 'ops@example.test'), email(1, 'Hello')]);
    expect(withinAnswerBudget(answer)).to.deep.equal(answer);
  });

  for (const [label, unit] of [
    ['plain text', 'x'],
    ['quotes and backslashes, which JSON escapes', '"\\'],
    ['control characters, six bytes each in JSON', '\u0001'],
    ['accents and emoji', 'é🚀'],
  ] as const) {
    it(`keeps the answer within ${maxAnswerBytes} bytes whatever the texts hold: ${label}`, () => {
      const text = unit.repeat(Math.ceil(10_000 / unit.length)).slice(0, 10_000);
      const bounded = withinAnswerBudget(answerWith(Array.from({ length: 20 }, (_, i) => email(i, text))));
      expect(bytesOf(bounded)).to.be.at.most(maxAnswerBytes);
      expect(bytesOf(bounded)).to.be.above(maxAnswerBytes - 16);
      const texts = bounded.steps.flatMap((s) => [(s as Extract<Step, { type: 'send_email' }>).to, (s as { subject: string }).subject]);
      // Whole texts first, then one cut to what is left, then `…` alone.
      const whole = texts.filter((t) => t === text).length;
      expect(texts.slice(0, whole).every((t) => t === text)).to.equal(true);
      expect(texts[whole]!.endsWith('…')).to.equal(true);
      expect(text.startsWith(texts[whole]!.slice(0, -1))).to.equal(true);
      expect(texts.at(-1)).to.equal('…');
      // Never half an emoji: a cut text is well-formed.
      for (const t of texts) expect(Buffer.from(t).toString()).to.equal(t);
    });
  }

  it('cuts a long variable name and a long actual value, each ending with …', () => {
    expect(shownName('task.short')).to.equal('task.short');
    expect(shownName(`task.${'z'.repeat(200)}`)).to.equal(`task.${'z'.repeat(94)}…`);
    expect(shownActual({ a: 1 })).to.deep.equal({ a: 1 });
    const big = { name: 'n'.repeat(2_000) };
    expect(shownActual(big)).to.equal(`${JSON.stringify(big).slice(0, maxActualLength - 1)}…`);
  });

  it("keeps a workflow's stored filters whole and cuts what its conditions show of the data, in step order, to fit beside them", () => {
    const field = `task.${'f'.repeat(250)}`;
    const value = 'v'.repeat(1_000);
    const filter = (i: number) => ({
      index: i,
      field,
      operator: 'is',
      value,
      actual: 'a'.repeat(999),
      matched: false,
      reason: 'r'.repeat(600),
    });
    const condition = (index: number) => ({
      index,
      type: 'condition',
      match: 'all',
      filters: Array.from({ length: 20 }, (_, i) => filter(i)),
      met: false,
      reason: 'c'.repeat(700),
      problem: null,
      unresolved: [],
    });
    const answer = {
      workflow_id: 'wf_1',
      would_run: true,
      reason: 'r',
      trigger: { matched: true, reason: 't' },
      match: 'all',
      filters: [],
      steps: Array.from({ length: 50 }, (_, i) => condition(i)),
    };
    const bounded = withinAnswerBudget(answer);
    const stored = bounded.steps.reduce(
      (sum, step) =>
        sum + Buffer.byteLength(JSON.stringify(step.filters.map(({ field: f, operator, value: v }) => ({ field: f, operator, value: v })))),
      0,
    );
    const bytes = Buffer.byteLength(JSON.stringify({ data: bounded }));
    expect(bytes).to.be.at.most(maxAnswerBytes + stored);
    expect(bytes).to.be.above(maxAnswerBytes + stored - 1_000);
    const filters = bounded.steps.flatMap((step) => step.filters);
    expect(filters.every((f) => f.field === field && f.value === value && f.operator === 'is')).to.equal(true);
    expect(bounded.steps[0]!.filters[0]).to.deep.equal(filter(0));
    expect(bounded.steps[0]!.reason).to.equal('c'.repeat(700));
    const last = bounded.steps.at(-1)!;
    expect([last.reason, last.filters.at(-1)!.actual, last.filters.at(-1)!.reason]).to.deep.equal(['…', '…', '…']);
    // The original is left as it was.
    expect(answer.steps.at(-1)!.reason).to.equal('c'.repeat(700));
  });
});
