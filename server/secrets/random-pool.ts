import { randomFillSync } from 'node:crypto';

// Drawn a few hundred values' worth at a time, as randomUUID keeps its own pool: a call into the
// CSPRNG for a few bytes cost a task write more than the id's arithmetic (issue 29, point 1), and a
// keyed one's sealed answer more than its encryption.
const pool = Buffer.alloc(4_096);
let used = pool.length;

/**
 * `n` bytes (at most 256) from the CSPRNG, as a view of its pool: read them before the next call,
 * which may refill it.
 */
export function randomView(n: number): Buffer {
  if (used + n > pool.length) {
    randomFillSync(pool);
    used = 0;
  }
  const view = pool.subarray(used, used + n);
  used += n;
  return view;
}
