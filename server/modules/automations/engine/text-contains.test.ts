import { expect } from 'chai';
import { containsText } from './text-contains.ts';
import { filterMatches } from './filters.ts';

/** A filter value of `length` characters, all `a` but one `b` at `at`: the shape that made `includes` slow past 250. */
const oneOdd = (length: number, at: number) => `${'a'.repeat(at)}b${'a'.repeat(length - at - 1)}`;

describe('containsText: the contains filter over user text', () => {
  it('answers as includes for values on both sides of where it stops using includes, found or not', () => {
    for (const length of [1, 2, 127, 128, 129, 251, 400, 1_000]) {
      for (const at of [0, 1, Math.floor(length / 2), length - 2, length - 1].filter((i) => i >= 0 && i < length)) {
        const part = oneOdd(length, at);
        for (const text of [
          'a'.repeat(3_000),
          `${'a'.repeat(1_500)}${part}${'a'.repeat(1_500)}`,
          `${'a'.repeat(2_000)}${part}`,
          part,
          part.slice(1),
        ]) {
          expect(containsText(text, part), `${length}, odd at ${at}, in ${text.length}`).to.equal(text.includes(part));
        }
      }
    }
  });

  it('answers as includes over random text of two letters, with parts cut from it and changed', () => {
    let seed = 7;
    const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
    const word = (length: number) => Array.from({ length }, () => (random() < 0.7 ? 'a' : 'b')).join('');
    for (let round = 0; round < 300; round++) {
      const text = word(200 + Math.floor(random() * 800));
      const from = Math.floor(random() * (text.length - 130));
      const cut = text.slice(from, from + 129 + Math.floor(random() * (text.length - from - 129)));
      const changed = `${cut.slice(0, -1)}${cut.endsWith('a') ? 'b' : 'a'}`;
      for (const part of [cut, changed, word(129 + Math.floor(random() * 200))]) {
        expect(containsText(text, part), `round ${round}`).to.equal(text.includes(part));
      }
    }
  });

  it('compares UTF-16 code units as includes does: astral characters, accents and case kept apart', () => {
    const long = (s: string) => s.repeat(Math.ceil(200 / s.length));
    const text = `x ${long('é🚀')} y`;
    expect(containsText(text, long('é🚀'))).to.equal(true);
    expect(containsText(text, long('e🚀'))).to.equal(false);
    expect(containsText(text, long('É🚀'))).to.equal(false);
    // Half a surrogate pair is a code unit of its own, as it is to includes.
    const half = `${long('🚀')}`.slice(1);
    expect(containsText(text, half)).to.equal(text.includes(half));
  });

  it('is what the contains operator of a trigger filter uses on text', () => {
    const value = oneOdd(1_000, 1);
    const filter = { field: 'task.description', operator: 'contains', value } as const;
    expect(filterMatches(filter, { task: { description: 'a'.repeat(10_000) } })).to.equal(false);
    expect(filterMatches(filter, { task: { description: `${'a'.repeat(5_000)}${value}` } })).to.equal(true);
  });
});
