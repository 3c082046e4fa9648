import { randomBytes } from 'node:crypto';

const alphabet = '0123456789abcdefghjkmnpqrstvwxyz'; // Crockford base32, lowercase

export type IdPrefix = 'usr' | 'key' | 'ws' | 'mem' | 'inv' | 'proj' | 'task' | 'auto' | 'wf' | 'run' | 'wh' | 'evt' | 'dlv' | 'ntf';

function encode(value: bigint, length: number): string {
  let out = '';
  for (let i = 0; i < length; i++) {
    out = alphabet[Number(value & 31n)] + out;
    value >>= 5n;
  }
  return out;
}

let lastTime = 0;
let lastRandom = 0n;

/**
 * `<prefix>_` + 10 characters of millisecond time + 16 of randomness (a monotonic ULID): ids sort by
 * creation time, so "newest first" is `order by id desc`, and 80 random bits keep them unguessable.
 * Within one millisecond the random part counts up, so ids made in one process never tie.
 */
export function newId(prefix: IdPrefix, now = Date.now()): string {
  if (now <= lastTime) {
    lastRandom += 1n;
  } else {
    lastTime = now;
    lastRandom = BigInt(`0x${randomBytes(10).toString('hex')}`) >> 1n; // leave head-room for counting up
  }
  return `${prefix}_${encode(BigInt(lastTime), 10)}${encode(lastRandom, 16)}`;
}
