/**
 * The API as its own process on one port across restarts, over a test server's database, so a
 * client that keeps its URL sees the service go away and come back (contract-tests/support/
 * processes.ts starts it; the first start picks the port, every later one takes the same).
 */
import { startServiceProcess, type ServiceProcess } from '../../support/processes.ts';
import { TEST_SERVER_SECRET_KEY } from '../../support/server.ts';

export interface RestartableApi {
  /** `http://127.0.0.1:<port>`, the same after every restart. */
  url: string;
  /** SIGTERM, as a deploy or Ctrl-C would stop it; resolves once it has exited. */
  stop(): Promise<void>;
  /** Starts it again on the same port; resolves once it listens. */
  start(): Promise<void>;
  /** What the processes wrote, for failure messages. */
  output(): string;
}

export async function startRestartableApi(databaseUrl: string): Promise<RestartableApi> {
  const options = { databaseUrl, secretKey: TEST_SERVER_SECRET_KEY };
  const processes: ServiceProcess[] = [await startServiceProcess(options)];
  const { url } = processes[0]!;
  const port = new URL(url).port;
  return {
    url,
    stop: () => processes.at(-1)!.stop(),
    async start() {
      processes.push(await startServiceProcess({ ...options, env: { PORT: port } }));
    },
    output: () => processes.map((p, i) => `--- API process ${i + 1}:\n${p.output()}`).join('\n'),
  };
}
