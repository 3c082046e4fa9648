import { randomFillSync } from 'node:crypto';

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
// Drawn a few hundred ids' worth at a time, as randomUUID keeps its own pool: a call into the CSPRNG
// for 10 bytes cost the task write more than the id's arithmetic (issue 29, point 1).
const entropy = Buffer.alloc(4_000);
let used = entropy.length;

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
    if (used === entropy.length) {
      randomFillSync(entropy);
      used = 0;
    }
    high = entropy.readUIntBE(used, 5) % 2 ** 39; // leave head-room for counting up
    low = entropy.readUIntBE(used + 5, 5);
    used += 10;
  }
  return `${prefix}_${encode(lastTime, 10)}${encode(high, 8)}${encode(low, 8)}`;
}
