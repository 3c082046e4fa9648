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

/** Thrown by `StepBudget.spend` past the limit; callers that walk catch it and say what they found so far. */
export class OutOfSteps extends Error {
  constructor(readonly limit: number) {
    super(`the schedule search stopped at its budget of ${limit} steps`);
  }
}
