/** Bounded waiting: poll a condition until it holds or a deadline passes, then fail saying what was awaited. */

export async function waitFor(
  condition: () => boolean | Promise<boolean>,
  {
    timeoutMs = 15_000,
    intervalMs = 50,
    what = 'a condition',
  }: { timeoutMs?: number; intervalMs?: number; what?: string | (() => string) } = {},
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await condition()) return;
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${typeof what === 'function' ? what() : what}`);
    await sleep(intervalMs);
  }
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
