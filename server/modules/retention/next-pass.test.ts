// What follows a retention pass (docs/decisions.md#retention): the job and the bench both go on by
// this rule, so a backlog left over at a visit's end is removed round by round rather than abandoned.
import { expect } from 'chai';
import { nextPass, type PassResult } from './retention-pass.ts';

const pass = (resumeFrom: string | undefined, leftOver: string | undefined): PassResult => ({
  removed: { deliveries: 0, runs: 0, notifications: 0, digests: 0, invitations: 0, events: 0 },
  batches: 1,
  resumeFrom,
  leftOver,
});

describe('nextPass', () => {
  it("goes on from where a pass stopped, carrying the round's first left-over workspace", () => {
    expect(nextPass(pass('ws_c', 'ws_b'), undefined)).to.deep.equal({ from: 'ws_c', leftOver: 'ws_b' });
    expect(nextPass(pass('ws_c', 'ws_b'), 'ws_a')).to.deep.equal({ from: 'ws_c', leftOver: 'ws_a' });
    expect(nextPass(pass('ws_c', undefined), undefined)).to.deep.equal({ from: 'ws_c', leftOver: undefined });
  });

  it('starts a round again from the first left-over workspace once a pass went through them all', () => {
    expect(nextPass(pass(undefined, 'ws_b'), undefined)).to.deep.equal({ from: 'ws_b' });
    expect(nextPass(pass(undefined, 'ws_b'), 'ws_a')).to.deep.equal({ from: 'ws_a' });
  });

  it('ends when the round left nothing', () => {
    expect(nextPass(pass(undefined, undefined), undefined)).to.equal(undefined);
  });
});
