/**
 * The work one browse answer may do in the in-process index, on the event loop: about 10 ms. Its
 * result window (MAX_RESULT_WINDOW) bounds what an answer ranks and reads; what remains can grow
 * with the tenant (bitsets of its capacity, acts tied on the sort's leading keys, vocabulary words
 * containing a short search) and is charged here. Past the budget the index gives up
 * (BrowseOverBudget) and PostgreSQL answers (browse.ts): the work that grows with the matches runs
 * in the engine, off the event loop, and a browse never holds every other request up.
 *
 * Units of about 10 ns of profiled work; measured as whole answers (with their allocation and
 * garbage collection) 700,000 of them took 10–15 ms of CPU on the shared 2-core machine
 * (bench/resultWindow.ts, docs/directory.md "The result window").
 */
export const BROWSE_WORK_BUDGET = 700_000;

export const WORK_COST = {
  /** A slot of the sort's order looked at while walking it. */
  slot: 1,
  /** An act of a relevance group whose bound is read off the search's counts. */
  bound: 3,
  /** The same bound read off the act's own trigrams (a search too long to count for every act). */
  readTrigrams: 30,
  /** An act's relevance worked out in full (pg_trgm's word_similarity). */
  relevance: 250,
  /** A multi-word search's text checked against an act's. */
  verify: 30,
  /** A candidate listed and sorted by rank. */
  candidate: 20,
  /** A slot of a relevance group scanned against a bitset of the acts that can still make the page. */
  scan: 0.3,
  /** One 32-bit word of a bitset combined with another (a union, an intersection, a count). */
  bitsetWord: 0.3,
} as const;

/** Thrown when an answer's work in the index would pass its budget: SQL answers instead. */
export class BrowseOverBudget extends Error {
  constructor() {
    super('browse index: this answer would pass its work budget');
  }
}

export class WorkBudget {
  private used = 0;

  constructor(private readonly limit = BROWSE_WORK_BUDGET) {}

  /** Adds `units` of work; throws BrowseOverBudget past the limit. */
  charge(units: number): void {
    this.used += units;
    if (this.used > this.limit) throw new BrowseOverBudget();
  }

  /** The work charged so far, in units. */
  get spent(): number {
    return this.used;
  }
}
