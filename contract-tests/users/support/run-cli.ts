/**
 * Runs the operator CLI (server/cli.ts) as a child process against a test server's database, the
 * way an operator would (`npm run --silent cli -- …`), and returns what it printed.
 */
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { TestServer } from '../../support/server.ts';

const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));
const CLI_TIMEOUT_MS = 30_000;

export interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

export function runCli(server: Pick<TestServer, 'connectionString'>, args: string[]): Promise<CliResult> {
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', 'server/cli.ts', ...args],
      { cwd: repoRoot, env: { ...process.env, DATABASE_URL: server.connectionString, LOG_LEVEL: 'silent' }, timeout: CLI_TIMEOUT_MS },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : -1) : 0;
        if (error && code === -1) reject(new Error(`the CLI did not run: ${error.message}`, { cause: error }));
        else resolve({ code, stdout, stderr });
      },
    );
  });
}
