// The bench's one table: each metric beside its anchor from the same run, the ratio and the target.
import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

export interface BenchSettings {
  rounds: number;
  seconds: number;
  connections: number;
}

export interface BenchRow {
  metric: string;
  ours: number;
  anchor: number | undefined;
  ratio: number | undefined;
  target: string;
  /** Whether the target is met; undefined where the row has no target. */
  met: boolean | undefined;
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

export function machine(): string {
  return `${os.cpus().length} × ${os.cpus()[0]?.model.trim() ?? 'cpu'}, ${Math.round(os.totalmem() / 2 ** 30)} GB, Node ${process.versions.node}`;
}

export function formatTable(rows: BenchRow[]): string {
  const cells = rows.map((r) => [
    r.metric,
    r.ours.toLocaleString('en-US'),
    r.anchor === undefined ? '' : r.anchor.toLocaleString('en-US'),
    r.ratio === undefined ? '' : String(Math.round(r.ratio * 100) / 100),
    r.target,
    r.met === undefined ? '' : r.met ? '✓' : '✗',
  ]);
  const header = ['metric', 'ours', 'anchor', 'ratio', 'target', 'met'];
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i]!.length)));
  const line = (c: string[]) => `| ${c.map((v, i) => v.padEnd(widths[i]!)).join(' | ')} |`;
  return [line(header), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...cells.map(line)].join('\n');
}

export async function writeResults(file: string, rows: BenchRow[], settings: BenchSettings): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  const result = { date: new Date().toISOString(), machine: machine(), settings, rows };
  await writeFile(file, `${JSON.stringify(result, null, 2)}\n`);
}
