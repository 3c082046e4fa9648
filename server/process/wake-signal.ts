/**
 * The wake-up of a loop that also polls: `signal()` ends the current wait at once, or the next one
 * when the loop is not waiting (a signal between the loop's work and its wait is kept, not lost);
 * `wait(ms)` resolves on a signal (true) or after `ms` (false).
 */
export function wakeSignal(): { signal: () => void; wait: (ms: number) => Promise<boolean> } {
  let wake: (() => void) | undefined;
  let missed = false;
  return {
    signal() {
      if (wake) wake();
      else missed = true;
    },
    async wait(ms) {
      if (missed) {
        missed = false;
        return true;
      }
      const signalled = await new Promise<boolean>((resolve) => {
        const timer = setTimeout(() => resolve(false), ms);
        wake = () => {
          clearTimeout(timer);
          resolve(true);
        };
      });
      wake = undefined;
      return signalled;
    },
  };
}
