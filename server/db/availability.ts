import pg from 'pg';
import type { Logger } from '../log.ts';

/**
 * Whether this process can reach PostgreSQL. A request that finds it unreachable marks it down; from
 * then on requests are answered 503 at once (no pool wait, no hanging socket) until a probe on a
 * connection of its own gets through, every half second. Outages are seen per process, as each
 * process has its own connections.
 */
export class DatabaseAvailability {
  private down = false;
  private timer: NodeJS.Timeout | undefined;
  private closed = false;

  constructor(
    private readonly connectionString: string,
    private readonly log: Logger,
  ) {}

  get available(): boolean {
    return !this.down;
  }

  markDown(err: unknown): void {
    if (this.down || this.closed) return;
    this.down = true;
    this.log.warn(
      { err: { message: (err as Error)?.message, code: (err as { code?: string })?.code } },
      'database unreachable; answering 503 until it is back',
    );
    this.schedule();
  }

  private schedule(): void {
    this.timer = setTimeout(() => void this.probe(), 500);
    this.timer.unref();
  }

  private async probe(): Promise<void> {
    const client = new pg.Client({ connectionString: this.connectionString, connectionTimeoutMillis: 1_000, query_timeout: 1_000 });
    client.on('error', () => {});
    try {
      await client.connect();
      await client.query('select 1');
      this.down = false;
      this.log.info('database reachable again');
    } catch {
      if (!this.closed) this.schedule();
    } finally {
      await client.end().catch(() => {});
    }
  }

  close(): void {
    this.closed = true;
    clearTimeout(this.timer);
  }
}

/** Error codes of a database that cannot be reached (as opposed to a statement it refused). */
const unreachableCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EPIPE',
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
]);
/** What pg and knex say when a connection died under a query or none could be had (knex's pool warnings carry only the text). */
const unreachableMessages =
  /Connection terminated|Connection ended unexpectedly|Client has encountered a connection error|Connection is closed|Timeout acquiring a connection|Unable to acquire a connection|terminating connection due to administrator command|the database system is (?:shutting down|starting up)|\b(?:connect|read|write) (?:ECONNREFUSED|ECONNRESET|ETIMEDOUT|EPIPE)\b/i;

export function isDatabaseUnreachable(err: unknown): boolean {
  for (let e = err as { code?: unknown; message?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 4; depth++) {
    if (typeof e.code === 'string' && unreachableCodes.has(e.code)) return true;
    if (typeof e.message === 'string' && unreachableMessages.test(e.message)) return true;
    e = e.cause as typeof e;
  }
  return false;
}
