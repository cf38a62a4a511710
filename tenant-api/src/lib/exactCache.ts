/**
 * A bounded cache (least recently used out first) kept exact by being told what changed: `forget`
 * drops a key's value, and a load that was running when its key was forgotten answers its caller
 * but stores nothing (it may have read the value from before the change). Whoever calls `forget`
 * for every change as it learns of it, before answering anyone who asked after the change, has
 * every answer hold every change committed before it was asked for. A load's null (nothing there)
 * is answered, never kept: asking for keys that do not exist cannot push real values out.
 *
 * With `keepOnSecondLoad`, a key not kept is stored only when it is loaded a second time while
 * its first load is still remembered (a doorkeeper of up to DOORKEEPER_SPAN × maxEntries keys,
 * forgotten all at once when full): a sweep of keys each asked for once (a crawler, the long tail)
 * neither pushes out the keys asked for again and again nor pays for storing values it never reads.
 */
/** How many keys loaded once the doorkeeper remembers, per entry the cache keeps. */
const DOORKEEPER_SPAN = 4;

export class ExactCache<T> {
  private readonly entries = new Map<string, T>();
  /** Counts forgets; a load remembers the count it started at. */
  private clock = 0;
  /** When each key was last forgotten, kept only while loads run (none then can predate it). */
  private readonly forgottenAt = new Map<string, number>();
  private loadsRunning = 0;

  /** Keys loaded once and not kept (keepOnSecondLoad). */
  private readonly loadedOnce = new Set<string>();

  constructor(
    private readonly maxEntries: number,
    private readonly options: { keepOnSecondLoad?: boolean } = {},
  ) {}

  get size(): number {
    return this.entries.size;
  }

  has(key: string): boolean {
    return this.entries.has(key);
  }

  async getOrLoad(key: string, load: () => Promise<T | null>): Promise<T | null> {
    const hit = this.entries.get(key);
    if (hit === undefined) return this.load(key, load);
    this.entries.delete(key);
    this.entries.set(key, hit);
    return hit;
  }

  /** Runs `load` whatever is kept, answers its value and keeps it (unless the key is forgotten meanwhile). */
  async load(key: string, load: () => Promise<T | null>): Promise<T | null> {
    const startedAt = this.clock;
    this.loadsRunning += 1;
    try {
      const value = await load();
      if (value !== null && (this.forgottenAt.get(key) ?? -1) <= startedAt) this.store(key, value);
      return value;
    } finally {
      this.loadsRunning -= 1;
      if (this.loadsRunning === 0) this.forgottenAt.clear();
    }
  }

  forget(keys: Iterable<string>): void {
    this.clock += 1;
    for (const key of keys) {
      this.entries.delete(key);
      if (this.loadsRunning > 0) this.forgottenAt.set(key, this.clock);
    }
  }

  private store(key: string, value: T): void {
    if (this.maxEntries <= 0) return;
    if (this.options.keepOnSecondLoad && !this.entries.has(key) && !this.admitted(key)) return;
    this.entries.delete(key);
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value as string);
    this.entries.set(key, value);
  }

  /** Whether a key not kept was loaded before (and is now let in), remembering it otherwise. */
  private admitted(key: string): boolean {
    if (this.loadedOnce.delete(key)) return true;
    if (this.loadedOnce.size >= DOORKEEPER_SPAN * this.maxEntries) this.loadedOnce.clear();
    this.loadedOnce.add(key);
    return false;
  }
}
