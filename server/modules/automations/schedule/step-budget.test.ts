// Every cron walk spends from a step budget (StepBudget) and stops when it is gone: no pattern or
// zone holds the event loop past its budget, and a walk cut short says so rather than answering wrong.
import { expect } from 'chai';
import { InvalidError } from '../../../errors.ts';
import { parseSchedule, shortestIntervalMinutes } from './cron.ts';
import { shortestInterval } from './intervals.ts';
import { OutOfSteps, StepBudget } from './step-budget.ts';

function cronFor(expression: string) {
  const parsed = parseSchedule(expression, 'UTC');
  if ('error' in parsed) throw new Error(`${expression}: ${parsed.error}`);
  return parsed.cron;
}

const from = new Date('2026-11-25T12:00:00Z');

describe('the step budget of a cron walk (StepBudget)', () => {
  it('counts the steps spent, one by default, and allows exactly its limit', () => {
    const budget = new StepBudget(5);
    budget.spend();
    budget.spend(3);
    expect(budget.spent).to.equal(4);
    budget.spend();
    expect(budget.spent).to.equal(5);
    expect(() => budget.spend()).to.throw(OutOfSteps);
  });

  it('is out of steps as an invalid input (422, not 500), naming its limit', () => {
    const budget = new StepBudget(10);
    let thrown: unknown;
    try {
      budget.spend(11);
    } catch (err) {
      thrown = err;
    }
    expect(thrown).to.be.instanceOf(OutOfSteps).and.instanceOf(InvalidError);
    expect(thrown).to.have.property('limit', 10);
    expect(thrown).to.have.property(
      'message',
      'The schedule is too irregular to evaluate: its search stopped at the budget of 10 steps. Use a simpler cron expression.',
    );
  });

  it('cuts an interval walk short at its budget and says it is incomplete, with the shortest gap in what it walked', () => {
    // A step at least for each fire time: 150 steps end the walk in its first months, before it walks the DST changes.
    const cut = shortestInterval(cronFor('11 9 * * *'), 'Europe/Berlin', { from, stopBelow: 0, budget: new StepBudget(150) });
    expect(cut).to.deep.equal({ shortest: 24 * 60, complete: false });
    // The whole year holds the spring change, which the cut walk never reached.
    const whole = shortestInterval(cronFor('11 9 * * *'), 'Europe/Berlin', { from, stopBelow: 0, budget: new StepBudget(8_000) });
    expect(whole).to.deep.equal({ shortest: 23 * 60, complete: true });
  });

  it('refuses to give an interval it could not finish (shortestIntervalMinutes throws OutOfSteps)', () => {
    const budget = new StepBudget(40);
    expect(() => shortestIntervalMinutes(cronFor('12 9 * * *'), 'UTC', { from, stopBelow: 0, budget }))
      .to.throw(OutOfSteps)
      .with.property('limit', 40);
    expect(budget.spent).to.be.above(40);
  });
});
