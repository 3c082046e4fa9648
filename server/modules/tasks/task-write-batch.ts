import knex, { type Knex } from 'knex';
import { countWaitingCallers } from '../../db/waiting-callers.ts';
import { isTransient } from '../../db/retry-conflicts.ts';
import { insertTaskRecords, signalTasksWritten, writeTaskRecords, type NewTaskRecord } from './create-task-statement.ts';

interface Waiting {
  record: NewTaskRecord;
  /** When it was queued (ms, monotonic). */
  since: number;
  settle: (written: boolean | Error) => void;
}

/** At most this many writes a statement: its parameter stays small however long the queue. */
const maxBatch = 100;

/**
 * At most this many keyed writes a statement: each holds its key's advisory lock until the statement
 * commits, and PostgreSQL's lock table is shared by the whole server (`max_locks_per_transaction` ×
 * connections, 6,400 by default): a process's 5 places hold at most 160 of them.
 */
const maxKeyedBatch = 32;

/**
 * Task writes that arrive while earlier ones are still at PostgreSQL go together, as one statement
 * and one commit, once a place is free: the per-statement and per-commit work (the round trip,
 * pg's protocol, the pool's acquire, PostgreSQL's executor start and its commit) is paid once per
 * batch instead of once per request. Nothing waits to fill a batch: a write goes at once while
 * fewer than `places` statements are out. Each task still commits with its own event.
 */
class TaskWriteBatches {
  private readonly waiting: Waiting[] = [];
  private out = 0;
  private expiry: NodeJS.Timeout | undefined;

  constructor(
    private readonly db: Knex,
    private readonly places: number,
    /** As long as the pool lets a caller wait for a connection: a queued write is one. */
    private readonly maxWaitMs: number,
  ) {}

  get queued(): number {
    return this.waiting.length;
  }

  write(record: NewTaskRecord): Promise<boolean> {
    return new Promise<boolean>((resolve, reject) => {
      this.waiting.push({
        record,
        since: performance.now(),
        settle: (written) => (written instanceof Error ? reject(written) : resolve(written)),
      });
      this.send();
    });
  }

  private send(): void {
    while (this.out < this.places && this.waiting.length > 0) {
      const batch = this.waiting.splice(
        0,
        nextBatchSize(this.waiting, (each) => each.record.key),
      );
      this.out += 1;
      void this.writeBatch(batch).finally(() => {
        this.out -= 1;
        this.send();
      });
    }
    if (this.waiting.length > 0) this.expireLater();
  }

  private async writeBatch(batch: Waiting[]): Promise<void> {
    const records = batch.map((each) => each.record);
    let written: Set<string>;
    try {
      written = await insertTaskRecords(this.db, records);
    } catch (error) {
      // A statement PostgreSQL refused for one record's sake must not fail the others: each goes
      // again alone, in this place, and answers for itself. Anything else (the database out of
      // reach) is every record's answer: going again would only wait for it again, once each.
      if (batch.length === 1 || !refusedStatement(error)) for (const each of batch) each.settle(asError(error));
      else await writeEachAlone(this.db, batch);
      return;
    }
    for (const each of batch) each.settle(written.has(each.record.event.id));
    signalTasksWritten(this.db, records, written);
  }

  /** Writes queued longer than a caller may wait for the pool get the pool's own answer (a 503). */
  private expireLater(): void {
    if (this.expiry) return;
    const oldest = this.waiting[0]!;
    this.expiry = setTimeout(
      () => {
        this.expiry = undefined;
        const now = performance.now();
        while (this.waiting.length > 0 && now - this.waiting[0]!.since >= this.maxWaitMs)
          this.waiting.shift()!.settle(new knex.KnexTimeoutError('Knex: Timeout acquiring a connection: task writes queued for a place.'));
        if (this.waiting.length > 0) this.expireLater();
      },
      Math.max(0, oldest.since + this.maxWaitMs - performance.now()),
    );
    this.expiry.unref();
  }
}

/**
 * How many of the next writes, in order, go in one statement: up to maxBatch, stopping before a keyed
 * write past maxKeyedBatch or whose key is already in the batch (two claims of one key in a statement
 * fail it for every record). A request's duplicates wait for each other before they come here
 * (http/idempotency.ts), but one that gave up waiting leaves the next free to come.
 */
export function nextBatchSize<T>(queued: readonly T[], keyOf: (each: T) => NewTaskRecord['key']): number {
  const keys = new Set<string>();
  let n = 0;
  for (; n < queued.length && n < maxBatch; n++) {
    const key = keyOf(queued[n]!);
    if (!key) continue;
    const id = `${key.api_key_id}\n${key.key}`;
    if (keys.size === maxKeyedBatch || keys.has(id)) break;
    keys.add(id);
  }
  return n;
}

/** PostgreSQL refused the statement itself (bad data, a constraint, a row changed twice, a deadlock), the connection fine. */
function refusedStatement(error: unknown): boolean {
  const code = (error as { code?: unknown }).code;
  return isTransient(error) || (typeof code === 'string' && /^2[123]/.test(code));
}

/** One record in a statement of its own: whether it was written. */
async function writtenAlone(db: Knex | Knex.Transaction, record: NewTaskRecord): Promise<boolean> {
  return (await writeTaskRecords(db, [record])).has(record.event.id);
}

const asError = (error: unknown) => (error instanceof Error ? error : new Error(String(error)));

/** Each record alone, in turn; once one fails as no refusal of its own does, that is the rest's answer too. */
async function writeEachAlone(db: Knex, batch: Waiting[]): Promise<void> {
  for (const [n, each] of batch.entries()) {
    try {
      each.settle(await writtenAlone(db, each.record));
    } catch (error) {
      each.settle(asError(error));
      if (!refusedStatement(error)) {
        for (const rest of batch.slice(n + 1)) rest.settle(asError(error));
        return;
      }
    }
  }
}

const batchesOf = new WeakMap<Knex, TaskWriteBatches>();

/**
 * Writes the record with the other writes waiting for PostgreSQL, or in `db`'s transaction when it
 * is one. True when written; false when its project did not allow it or was being changed.
 */
export async function writeTaskBatched(db: Knex | Knex.Transaction, record: NewTaskRecord): Promise<boolean> {
  if ((db as Knex.Transaction).isTransaction) return writtenAlone(db, record);
  let batches = batchesOf.get(db);
  if (!batches) {
    const config = (db.client as Knex.Client).config;
    // Half the pool: the other half stays for reads and transactions while writes queue here.
    const places = Math.max(1, Math.floor((config.pool?.max ?? 10) / 2));
    const created = new TaskWriteBatches(db, places, config.acquireConnectionTimeout ?? 60_000);
    countWaitingCallers(db, () => created.queued);
    batchesOf.set(db, (batches = created));
  }
  return batches.write(record);
}
