// The removal places of a process (docs/decisions.md#deleting-a-workspace): at most two removals at
// once, the others waiting for a place holding no connection, each place passed straight to the next
// in line, and a wait that runs out answered undefined (the retention job removes that workspace).
import { expect } from 'chai';
import type { Knex } from 'knex';
import { inRemovalPlace, removalPlaces } from './workspace-deletion.ts';

/** A removal the test ends when it likes, and whether it has started. */
function removal() {
  let end!: () => void;
  const done = new Promise<void>((resolve) => (end = resolve));
  const state = { started: false, end: () => end() };
  return { state, work: () => ((state.started = true), done.then(() => 'removed' as const)) };
}

const turn = () => new Promise((resolve) => setImmediate(resolve));

describe('workspace removal places', () => {
  it('runs two at once; a third starts only when one ends, in the order they came', async () => {
    const knex = {} as Knex;
    const all = Array.from({ length: 4 }, removal);
    const answers = all.map((r) => inRemovalPlace(knex, r.work, 60_000));
    await turn();
    expect(removalPlaces).to.equal(2);
    expect(all.map((r) => r.state.started)).to.deep.equal([true, true, false, false]);
    all[1]!.state.end();
    await turn();
    expect(all.map((r) => r.state.started)).to.deep.equal([true, true, true, false]);
    all[0]!.state.end();
    all[2]!.state.end();
    await turn();
    expect(all[3]!.state.started).to.equal(true);
    all[3]!.state.end();
    expect(await Promise.all(answers)).to.deep.equal(['removed', 'removed', 'removed', 'removed']);
  });

  it('answers undefined to a wait that runs out, which then takes no place', async () => {
    const knex = {} as Knex;
    const [a, b, late] = [removal(), removal(), removal()];
    const first = [inRemovalPlace(knex, a.work, 60_000), inRemovalPlace(knex, b.work, 60_000)];
    expect(await inRemovalPlace(knex, late.work, 20)).to.equal(undefined);
    expect(late.state.started).to.equal(false);
    a.state.end();
    b.state.end();
    await Promise.all(first);
    // Both places free again: two more start at once.
    const [c, d] = [removal(), removal()];
    const again = [inRemovalPlace(knex, c.work, 60_000), inRemovalPlace(knex, d.work, 60_000)];
    await turn();
    expect([c.state.started, d.state.started]).to.deep.equal([true, true]);
    c.state.end();
    d.state.end();
    await Promise.all(again);
  });

  it('frees the place of a removal that fails', async () => {
    const knex = {} as Knex;
    const failing = () => Promise.reject(new Error('cascade cancelled'));
    for (let i = 0; i < removalPlaces; i++) {
      await inRemovalPlace(knex, failing, 60_000).catch(() => undefined);
    }
    const next = removal();
    const answer = inRemovalPlace(knex, next.work, 60_000);
    await turn();
    expect(next.state.started).to.equal(true);
    next.state.end();
    expect(await answer).to.equal('removed');
  });
});
