import { randomView } from '../secrets/random-pool.ts';

const alphabet = '0123456789abcdefghjkmnpqrstvwxyz'; // Crockford base32, lowercase

export type IdPrefix = 'usr' | 'key' | 'ws' | 'mem' | 'inv' | 'proj' | 'task' | 'auto' | 'wf' | 'run' | 'wh' | 'evt' | 'dlv' | 'ntf';

/** `value` (below 2^53) as `length` base32 digits. Plain numbers: BigInt arithmetic cost a task write more than its SQL text. */
function encode(value: number, length: number): string {
  let out = '';
  for (let i = 0; i < length; i++) {
    out = alphabet[value % 32]! + out;
    value = Math.floor(value / 32);
  }
  return out;
}

const twoTo40 = 2 ** 40;
let lastTime = 0;
// The 80 random bits as two 40-bit halves.
let high = 0;
let low = 0;

/**
 * `<prefix>_` + 10 characters of millisecond time + 16 of randomness (a monotonic ULID): ids sort by
 * creation time, so "newest first" is `order by id desc`, and 80 random bits keep them unguessable.
 * Within one millisecond the random part counts up, so ids made in one process never tie.
 */
export function newId(prefix: IdPrefix, now = Date.now()): string {
  if (now <= lastTime) {
    low += 1;
    if (low === twoTo40) {
      low = 0;
      high += 1;
    }
  } else {
    lastTime = now;
    const random = randomView(10);
    high = random.readUIntBE(0, 5) % 2 ** 39; // leave head-room for counting up
    low = random.readUIntBE(5, 5);
  }
  return `${prefix}_${encode(lastTime, 10)}${encode(high, 8)}${encode(low, 8)}`;
}
