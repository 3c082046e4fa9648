import { expect } from 'chai';
import { jsonWithin } from './json-within.ts';

/** What it stands for: the whole value's JSON, cut to `max` characters ending with `…` when longer, never inside a surrogate pair. */
function cutWhole(value: unknown, max: number): { text: string; cut: boolean } {
  const text = String(JSON.stringify(value));
  if (text.length <= max) return { text, cut: false };
  const code = text.charCodeAt(max - 2);
  return { text: `${text.slice(0, code >= 0xd800 && code <= 0xdbff ? max - 2 : max - 1)}…`, cut: true };
}

describe('jsonWithin: a value shown as cut JSON without escaping all of it', () => {
  it('is the whole JSON cut, for strings with escapes and astral characters at every cut point', () => {
    const pieces = ['a', '"', '\\', '\n', '\u0001', 'é', '🚀', '\ud83d', ' '];
    let seed = 3;
    const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
    for (let round = 0; round < 2_000; round++) {
      const text = Array.from({ length: Math.floor(random() * 120) }, () => pieces[Math.floor(random() * pieces.length)]).join('');
      for (const max of [1, 2, 5, 20, 79, 80, 81, 100]) {
        expect(jsonWithin(text, max), JSON.stringify([text, max])).to.deep.equal(cutWhole(text, max));
      }
    }
  });

  it('is the whole JSON cut for numbers, booleans, null, arrays and objects, the same object shown again included', () => {
    const task = { name: 'Ship "it"', tags: ['a', 'b'], points: 8, meta: { deep: 'x'.repeat(2_000) } };
    for (const value of [0, -1.5, true, false, null, [1, 'two', null], task, task, { a: 1 }]) {
      for (const max of [3, 80, 1_000, 5_000]) expect(jsonWithin(value, max)).to.deep.equal(cutWhole(value, max));
    }
  });

  it('never leaves half a surrogate pair before the …', () => {
    for (let max = 2; max < 12; max++) {
      const { text } = jsonWithin('🚀'.repeat(10), max);
      expect(text.endsWith('…')).to.equal(true);
      expect(text.slice(0, -1), String(max)).to.equal(`"${'🚀'.repeat(Math.floor((max - 2) / 2))}`);
    }
  });
});
