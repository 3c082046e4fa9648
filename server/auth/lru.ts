/**
 * A bounded map that forgets the least recently used entry first, and, with `ttlMs`, any entry older
 * than that however often it is read: what it holds is a copy of facts that may change elsewhere.
 */
export class Lru<V> {
  private readonly map = new Map<string, { value: V; expires: number }>();
  private readonly maxEntries: number;
  private readonly ttlMs: number;

  constructor(options: { maxEntries?: number; ttlMs?: number } = {}) {
    this.maxEntries = options.maxEntries ?? 50_000;
    this.ttlMs = options.ttlMs ?? Infinity;
  }

  get(key: string): V | undefined {
    const entry = this.map.get(key);
    if (entry === undefined) return undefined;
    this.map.delete(key);
    if (entry.expires <= Date.now()) return undefined;
    this.map.set(key, entry);
    return entry.value;
  }
  set(key: string, value: V): void {
    this.map.delete(key);
    this.map.set(key, { value, expires: Date.now() + this.ttlMs });
    if (this.map.size > this.maxEntries) this.map.delete(this.map.keys().next().value!);
  }
  delete(key: string): void {
    this.map.delete(key);
  }
  deleteWhere(test: (key: string, value: V) => boolean): void {
    for (const [key, entry] of [...this.map]) if (test(key, entry.value)) this.map.delete(key);
  }
  clear(): void {
    this.map.clear();
  }
}
