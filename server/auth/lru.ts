const maxEntries = 50_000;

/** A bounded map that forgets the least recently used entry first. */
export class Lru<V> {
  private readonly map = new Map<string, V>();
  get(key: string): V | undefined {
    const value = this.map.get(key);
    if (value !== undefined) {
      this.map.delete(key);
      this.map.set(key, value);
    }
    return value;
  }
  set(key: string, value: V): void {
    this.map.delete(key);
    this.map.set(key, value);
    if (this.map.size > maxEntries) this.map.delete(this.map.keys().next().value!);
  }
  delete(key: string): void {
    this.map.delete(key);
  }
  deleteWhere(test: (key: string, value: V) => boolean): void {
    for (const [key, value] of [...this.map]) if (test(key, value)) this.map.delete(key);
  }
  clear(): void {
    this.map.clear();
  }
}
