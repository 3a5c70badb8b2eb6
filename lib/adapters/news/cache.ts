// A small in-memory cache with a time to live, for the WordPress news driver.
//
// Why one minute: every member who opens an area's news, and every scroll to its next page, would
// otherwise be a request to the station's WordPress, typically a shared host answering in hundreds
// of milliseconds; the same pages are read by many members within minutes. A minute absorbs those
// bursts (and concurrent first reads share one request), while a post the union publishes shows up
// in the app within a minute, which nobody reading union news notices. It is per server process and
// holds only public posts (nothing that must be shared between servers lives only here).
// Failures are not kept: the next read tries WordPress again.
export class TtlCache<T> {
  private readonly entries = new Map<string, { at: number; value: Promise<T> }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries: number,
    private readonly now: () => number = Date.now,
  ) {}

  get(key: string, load: () => Promise<T>): Promise<T> {
    const hit = this.entries.get(key);
    if (hit && this.now() - hit.at < this.ttlMs) return hit.value;
    const value = load();
    this.entries.delete(key);
    this.entries.set(key, { at: this.now(), value });
    value.catch(() => {
      if (this.entries.get(key)?.value === value) this.entries.delete(key);
    });
    // Oldest first in a Map's order: drop them past the limit.
    while (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value as string);
    return value;
  }

  clear(): void {
    this.entries.clear();
  }
}
