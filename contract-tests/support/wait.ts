/**
 * The one bounded wait of the tests: polls `probe` until it returns something other than
 * `undefined` or `false` and returns that (a boolean condition resolves to `true`); past
 * `timeoutMs` it fails saying what was awaited. Background work (runs, deliveries, the
 * dispatcher, a peer process) is awaited with it, never with a fixed sleep.
 */
export async function waitFor<T>(
  probe: () => T | undefined | false | Promise<T | undefined | false>,
  {
    timeoutMs = 15_000,
    intervalMs = 50,
    what = 'a condition',
  }: { timeoutMs?: number; intervalMs?: number; what?: string | (() => string) } = {},
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${typeof what === 'function' ? what() : what}`);
    await sleep(intervalMs);
  }
}

/** Resolves after `ms`: only for asserting that something does NOT happen within a bounded window. */
export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** `promise`'s outcome, or a failure naming `what` if it has not settled within `ms`: a bound on a hang, not a speed. */
export async function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: still waiting after ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([promise, late]);
  } finally {
    clearTimeout(timer);
  }
}
