import { expect } from 'chai';
import { evaluateCondition } from './conditions.ts';

const open = { task: { id: 'task_1', status: 'open', name: 'Ship it' } };
const completed = { task: { id: 'task_1', status: 'completed', name: 'Ship it' } };

describe("a workflow condition's outcome", () => {
  it('is met when every filter matches, and names the first that does not otherwise', () => {
    const step = {
      type: 'condition' as const,
      filters: [
        { field: 'task.name', operator: 'contains' as const, value: 'Ship' },
        { field: 'task.status', operator: 'is' as const, value: 'open' },
      ],
    };
    expect(evaluateCondition(step, open)).to.include({ met: true });
    const notMet = evaluateCondition(step, completed);
    expect(notMet.met).to.equal(false);
    expect(notMet.reason).to.match(/^Filter 1 does not match \(task\.status is "completed", not "open"\)/);
    expect(notMet.filters.map((f) => f.matched)).to.deep.equal([true, false]);
  });

  it('with match any, is met when one filter matches', () => {
    const step = {
      type: 'condition' as const,
      match: 'any' as const,
      filters: [
        { field: 'task.status', operator: 'is' as const, value: 'completed' },
        { field: 'task.name', operator: 'is' as const, value: 'Other' },
      ],
    };
    expect(evaluateCondition(step, completed).met).to.equal(true);
    expect(evaluateCondition(step, open).met).to.equal(false);
  });

  it('reads a task deleted since (null) as empty fields', () => {
    const step = { type: 'condition' as const, filters: [{ field: 'task.status', operator: 'is_empty' as const }] };
    expect(evaluateCondition(step, { task: null }).met).to.equal(true);
  });
});
