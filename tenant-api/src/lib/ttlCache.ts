/** A bounded in-memory cache whose entries expire after `ttlMs`; a ttl of 0 disables it. */
export class TtlCache<T> {
  private readonly entries = new Map<string, { value: T; expires: number }>();
  /** Bumped by every forget: a load that started before one does not store what it read. */
  private generation = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 5_000,
    private readonly now: () => number = Date.now,
  ) {}

  async getOrLoad(key: string, load: () => Promise<T>): Promise<T> {
    if (this.ttlMs <= 0) return load();
    const hit = this.entries.get(key);
    if (hit && hit.expires > this.now()) return hit.value;
    const started = this.generation;
    const value = await load();
    if (started === this.generation) this.store(key, value);
    return value;
  }

  /** Forgets the entries whose key starts with `prefix` (a tenant's, when keys start with its id). */
  forgetPrefix(prefix: string): void {
    this.generation++;
    for (const key of this.entries.keys()) if (key.startsWith(prefix)) this.entries.delete(key);
  }

  clear(): void {
    this.generation++;
    this.entries.clear();
  }

  private store(key: string, value: T): void {
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value as string);
    this.entries.set(key, { value, expires: this.now() + this.ttlMs });
  }
}
