/**
 * A bounded map that forgets the least recently used entry first, and, with `ttlMs`, any entry older
 * than that however often it is read: what it holds is a copy of facts that may change elsewhere.
 * With `maxBytes`, it also forgets until the entries' estimated sizes fit: a cache keyed by what a
 * caller sends (a cron expression of 255 characters) is bounded in memory, not only in count.
 *
 * Recency is kept by moving a read entry to the newest end, but only once it has left the newer half:
 * an entry read at least once per half of the map's entries written is never the one forgotten, and
 * the hot entries (every request reads its key's) are not moved on every read (issue 29, point 1).
 */
export class Lru<V> {
  private readonly map = new Map<string, { value: V; expires: number; bytes: number; moved: number }>();
  /** Entries placed at the newest end so far; an entry's `moved` is this count when it was placed. */
  private placed = 0;
  private readonly maxEntries: number;
  private readonly ttlMs: number;
  private readonly maxBytes: number;
  private readonly sizeOf: (value: V) => number;
  private bytes = 0;

  constructor(options: { maxEntries?: number; ttlMs?: number; maxBytes?: number; sizeOf?: (value: V) => number } = {}) {
    this.maxEntries = options.maxEntries ?? 50_000;
    this.ttlMs = options.ttlMs ?? Infinity;
    this.maxBytes = options.maxBytes ?? Infinity;
    this.sizeOf = options.sizeOf ?? (() => 0);
  }

  get(key: string): V | undefined {
    const entry = this.map.get(key);
    if (entry === undefined) return undefined;
    if (entry.expires <= Date.now()) {
      this.delete(key);
      return undefined;
    }
    // Fewer than half the entries were placed after it: it stays where it is, in the newer half.
    if (this.placed - entry.moved >= (this.map.size + 1) >> 1) {
      this.map.delete(key);
      entry.moved = ++this.placed;
      this.map.set(key, entry);
    }
    return entry.value;
  }
  set(key: string, value: V): void {
    this.delete(key);
    // A string costs two bytes a character in V8 at worst; an entry's Map slot and record about 100 more.
    const bytes = this.maxBytes === Infinity ? 0 : 2 * key.length + 100 + this.sizeOf(value);
    this.map.set(key, { value, expires: Date.now() + this.ttlMs, bytes, moved: ++this.placed });
    this.bytes += bytes;
    while (this.map.size > this.maxEntries || (this.bytes > this.maxBytes && this.map.size > 0)) this.delete(this.map.keys().next().value!);
  }
  delete(key: string): void {
    const entry = this.map.get(key);
    if (entry === undefined) return;
    this.map.delete(key);
    this.bytes -= entry.bytes;
  }
  deleteWhere(test: (key: string, value: V) => boolean): void {
    for (const [key, entry] of [...this.map]) if (test(key, entry.value)) this.delete(key);
  }
  clear(): void {
    this.map.clear();
    this.bytes = 0;
  }
  /** Entries held and their estimated bytes (0 without `maxBytes`). */
  get size(): { entries: number; bytes: number } {
    return { entries: this.map.size, bytes: this.bytes };
  }
}
