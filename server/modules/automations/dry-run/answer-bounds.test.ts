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
});
