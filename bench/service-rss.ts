// Issue 29, point 5: the RSS of every service process a part of the bench starts (the API, its
// workers, or both in one process), sampled while the part runs, so each load's peak is a row.
import { readdir, readFile } from 'node:fs/promises';
import { sleep } from '../contract-tests/support/wait.ts';
import type { BenchRow } from './table.ts';

/** The scripts the service runs as; the anchors and receivers are the bench's own, not counted. */
const serviceScripts = ['server/main.ts', 'server/worker-main.ts'];
const sampleEveryMs = 250;

/** RSS (MB) of each service process this bench process started. */
async function serviceRssMb(): Promise<number[]> {
  const found: number[] = [];
  for (const entry of await readdir('/proc').catch(() => [] as string[])) {
    if (!/^\d+$/.test(entry)) continue;
    const args = (await readFile(`/proc/${entry}/cmdline`, 'utf8').catch(() => '')).split('\0');
    if (!serviceScripts.some((script) => args.includes(script))) continue;
    const status = await readFile(`/proc/${entry}/status`, 'utf8').catch(() => '');
    if (Number(/PPid:\s+(\d+)/.exec(status)?.[1]) !== process.pid) continue;
    found.push(Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024));
  }
  return found;
}

/** Runs a part of the bench and adds a row: the highest RSS any service process reached meanwhile. */
export async function withServiceRss(part: string, run: () => Promise<BenchRow[]>): Promise<BenchRow[]> {
  let peak = 0;
  let running = true;
  const sampling = (async () => {
    while (running) {
      for (const mb of await serviceRssMb()) peak = Math.max(peak, mb);
      await sleep(sampleEveryMs);
    }
  })();
  let rows: BenchRow[];
  try {
    rows = await run();
  } finally {
    running = false;
    await sampling;
  }
  return [
    ...rows,
    {
      metric: `service RSS, highest of any process during --only ${part} (MB)`,
      ours: peak,
      anchor: undefined,
      ratio: undefined,
      target: '≤ 250',
      met: peak <= 250,
    },
  ];
}
