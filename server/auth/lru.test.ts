import { expect } from 'chai';
import { Lru } from './lru.ts';

const keysOf = (lru: Lru<number>, candidates: string[]) => candidates.filter((k) => lru.get(k) !== undefined);

describe('Lru: a bounded cache that forgets the least recently used first', () => {
  it('forgets the oldest entry written when one too many is written', () => {
    const lru = new Lru<number>({ maxEntries: 3 });
    for (const [i, key] of ['a', 'b', 'c', 'd'].entries()) lru.set(key, i);
    expect(keysOf(lru, ['a', 'b', 'c', 'd'])).to.deep.equal(['b', 'c', 'd']);
    expect(lru.size.entries).to.equal(3);
  });

  it('never forgets an entry read at least once per half of the entries written, however many are written', () => {
    const lru = new Lru<number>({ maxEntries: 8 });
    lru.set('hot', 0);
    for (let i = 0; i < 1_000; i++) {
      lru.set(`cold-${i}`, i);
      if (i % 4 === 3) expect(lru.get('hot'), `read after ${i + 1} others were written`).to.equal(0);
    }
    expect(lru.size.entries).to.equal(8);
  });

  it('forgets an entry not read since the map was filled again', () => {
    const lru = new Lru<number>({ maxEntries: 8 });
    lru.set('once', 0);
    lru.get('once');
    for (let i = 0; i < 8; i++) lru.set(`other-${i}`, i);
    expect(lru.get('once')).to.equal(undefined);
  });

  it('moves a read entry that had left the newer half behind the entries written since', () => {
    const lru = new Lru<number>({ maxEntries: 4 });
    for (const [i, key] of ['a', 'b', 'c', 'd'].entries()) lru.set(key, i);
    // `a` is the oldest of four: read, it becomes the newest, and `b` is the next forgotten.
    expect(lru.get('a')).to.equal(0);
    lru.set('e', 4);
    expect(keysOf(lru, ['a', 'b', 'c', 'd', 'e'])).to.deep.equal(['a', 'c', 'd', 'e']);
  });

  it('forgets an entry older than ttlMs however often it is read', async () => {
    const lru = new Lru<number>({ ttlMs: 30 });
    lru.set('k', 1);
    expect(lru.get('k')).to.equal(1);
    await new Promise((resolve) => setTimeout(resolve, 40));
    expect(lru.get('k')).to.equal(undefined);
    expect(lru.size.entries).to.equal(0);
  });

  it('forgets the oldest until the estimated bytes fit maxBytes', () => {
    const lru = new Lru<number>({ maxBytes: 1_000, sizeOf: () => 300 });
    for (const key of ['a', 'b', 'c', 'd']) lru.set(key, 0);
    // Each entry: 2 bytes a character of its key, 100 for its slot, 300 for its value.
    expect(lru.size).to.deep.equal({ entries: 2, bytes: 804 });
    expect(keysOf(lru, ['a', 'b', 'c', 'd'])).to.deep.equal(['c', 'd']);
  });

  it('counts an entry written again once, and forgets what deleteWhere matches', () => {
    const lru = new Lru<number>({ maxBytes: 10_000, sizeOf: () => 10 });
    lru.set('a', 1);
    lru.set('a', 2);
    lru.set('b', 3);
    expect(lru.size).to.deep.equal({ entries: 2, bytes: 224 });
    lru.deleteWhere((_key, value) => value === 2);
    expect(keysOf(lru, ['a', 'b'])).to.deep.equal(['b']);
    expect(lru.size).to.deep.equal({ entries: 1, bytes: 112 });
  });
});
