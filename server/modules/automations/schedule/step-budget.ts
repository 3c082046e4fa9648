import { InvalidError } from '../../../errors.ts';

/**
 * How much cron work one computation may do, in steps: a step is one question to croner (whether an
 * instant matches the pattern), one month of the wall-clock search, or one time-zone offset look-up,
 * each a few microseconds. A walk over caller-chosen input spends from a budget and stops with
 * `OutOfSteps` when it is gone, so no pattern and no zone can hold the event loop for longer than the
 * budget allows.
 */
export class StepBudget {
  private used = 0;

  constructor(readonly limit: number) {}

  spend(steps = 1): void {
    this.used += steps;
    if (this.used > this.limit) throw new OutOfSteps(this.limit);
  }

  get spent(): number {
    return this.used;
  }
}

/**
 * Thrown by `StepBudget.spend` past the limit; callers that walk catch it and say what they found so
 * far. It is an invalid input where nobody catches it (never seen in measurement: the worst pattern
 * spends well under every budget), so a request that meets it gets 422, not 500.
 */
export class OutOfSteps extends InvalidError {
  constructor(readonly limit: number) {
    super(`The schedule is too irregular to evaluate: its search stopped at the budget of ${limit} steps. Use a simpler cron expression.`);
  }
}
