#!/usr/bin/env node
/**
 * The package's command (its one `bin`, so `npx @workspace-automation/sdk <command>` runs it):
 * dispatches on the first argument. Misuse exits 2, a failure 1, each said in one line without a
 * stack; the process exits only once its output is written.
 */
import { CommandFailure, UsageError } from './command-errors.ts';
import { listen } from './listen.ts';
import { mainUsage } from './usage.ts';

async function main([command, ...args]: string[]): Promise<number> {
  switch (command) {
    case 'listen':
      return listen(args, process.env);
    case 'help':
    case '--help':
    case '-h':
      process.stdout.write(mainUsage);
      return 0;
    case undefined:
      process.stderr.write(mainUsage);
      return 2;
    default:
      process.stderr.write(`Unknown command "${command}".\n\n${mainUsage}`);
      return 2;
  }
}

function exitWith(code: number): void {
  process.stdout.write('', () => process.stderr.write('', () => process.exit(code)));
}

main(process.argv.slice(2)).then(exitWith, (err: unknown) => {
  if (err instanceof UsageError || err instanceof CommandFailure) {
    process.stderr.write(`${err.message}\n`);
    return exitWith(err.exitCode);
  }
  process.stderr.write(`Unexpected error: ${err instanceof Error ? err.message : String(err)}\n`);
  exitWith(1);
});
