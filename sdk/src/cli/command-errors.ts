/**
 * How a command ends early: {@link UsageError} for a call that cannot work as written (exit 2, the
 * shell's code for misuse), {@link CommandFailure} for one that could not go on (exit 1). main.ts
 * prints either as one line, never a stack.
 */

/** The arguments or the environment are wrong: fix the call (exit 2). */
export class UsageError extends Error {
  override name = 'UsageError';
  readonly exitCode = 2;
}

/** The command could not go on: the key was refused, the service said no (exit 1). */
export class CommandFailure extends Error {
  override name = 'CommandFailure';
  readonly exitCode = 1;
}
