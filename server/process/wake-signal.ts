/**
 * The wake-up of a loop that also polls: `signal()` ends the current wait at once, or the next one
 * when the loop is not waiting (a signal between the loop's work and its wait is kept, not lost);
 * `wait(ms)` resolves on a signal or after `ms`.
 */
export function wakeSignal(): { signal: () => void; wait: (ms: number) => Promise<void> } {
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
        return;
      }
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, ms);
        wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      wake = undefined;
    },
  };
}
