import type { Bitset } from '../../search/bitset';
import { iterateWordSimilarity, trigramsOf, type WordCharacters } from '../../search/pgTrigram';
import type { PerformerIndex } from './performerIndex';
import { WORK_COST, type WorkBudget } from './workBudget';

/**
 * A search's relevance in the browse index: pg_trgm's word_similarity(search, search_document),
 * as the SQL path orders by it (search/pgTrigram.ts), worked out only for the acts that can still
 * make the page. The vocabulary's words are held as numbered trigrams, so telling which of an
 * act's trigrams the search has is a few array reads, not string lookups.
 */

/**
 * The trigrams of a tenant's vocabulary, numbered as they first appear, and each word's trigrams
 * as those numbers. pg_trgm makes trigrams word by word, so an act's text is encoded from its
 * words' when its relevance is worked out (a few array reads, no string work), and nothing is kept
 * per act: loading an index adds one small array per vocabulary word.
 */
export class TrigramDictionary {
  private readonly numbers = new Map<string, number>();
  private readonly words = new Map<string, Int32Array>();
  /** Scratch of `encode`: the text's index of each trigram number, valid where `seenIn` is this text's turn. */
  private localIndex = new Int32Array(256);
  private seenIn = new Int32Array(256);
  private turn = 0;
  /** What `encode` made of the last text: its distinct trigram numbers, and each position's index among them. */
  distinct = new Int32Array(64);
  distinctCount = 0;
  positions = new Int32Array(256);
  positionCount = 0;

  constructor(private readonly characters: WordCharacters) {}

  get size(): number {
    return this.numbers.size;
  }

  numberOf(trigram: string): number | undefined {
    return this.numbers.get(trigram);
  }

  /** Keeps a vocabulary word's trigrams, numbered (new trigrams get the next numbers). */
  addWord(word: string): void {
    if (this.words.has(word)) return;
    const sequence = trigramsOf(word, this.characters).map((trigram) => {
      let number = this.numbers.get(trigram);
      if (number === undefined) this.numbers.set(trigram, (number = this.numbers.size));
      return number;
    });
    this.words.set(word, Int32Array.from(sequence));
  }

  removeWord(word: string): void {
    this.words.delete(word);
  }

  /**
   * Encodes a text given as its space-separated words, in order (each a vocabulary word), into
   * `distinct` and `positions`; valid until the next call.
   */
  encode(words: readonly string[]): void {
    if (this.seenIn.length < this.numbers.size) {
      this.seenIn = new Int32Array(this.numbers.size * 2);
      this.localIndex = new Int32Array(this.numbers.size * 2);
      this.turn = 0;
    }
    const turn = ++this.turn;
    let [distinct, at] = [0, 0];
    for (let word = 0; word < words.length; word++) {
      if (!words[word]) continue;
      const trigrams = this.words.get(words[word]!)!;
      if (this.positions.length < at + trigrams.length) this.positions = grown(this.positions, at + trigrams.length);
      for (let index = 0; index < trigrams.length; index++) {
        const number = trigrams[index]!;
        if (this.seenIn[number] !== turn) {
          this.seenIn[number] = turn;
          this.localIndex[number] = distinct;
          if (this.distinct.length <= distinct) this.distinct = grown(this.distinct, distinct + 1);
          this.distinct[distinct++] = number;
        }
        this.positions[at++] = this.localIndex[number]!;
      }
    }
    this.distinctCount = distinct;
    this.positionCount = at;
  }
}

/** A copy of `array` with room for at least `size` (twice that). */
function grown(array: Int32Array, size: number): Int32Array<ArrayBuffer> {
  const copy = new Int32Array(size * 2);
  copy.set(array);
  return copy;
}

/** The most any act's relevance can be (word_similarity is a share). */
export const MAX_RELEVANCE = 1;

/** Scratch bitsets of the index (PerformerIndex.scratch) the counts use: after browseQuery's. */
export const RELEVANCE_SCRATCH = 4;
/** The search's trigrams per act are counted in bit slices of 5 bits (at most 31 trigrams)… */
const MAX_COUNTED_TRIGRAMS = 31;
const SLICES = 5;
/** …when the vocabulary words holding them are few enough to union (each union is one pass over a bitset). */
const MAX_WORD_UNIONS = 512;

/**
 * One search's relevance of acts. The share of the search's trigrams an act holds anywhere bounds
 * its relevance from above (word_similarity is `shared / (search + extent − shared)` of one
 * extent, at most `shared / search`): an act whose bound cannot beat what the page already holds
 * is never worked out, and an act holding none of them is 0 without any work. How many of them
 * each act holds is counted once per search, for every act at once: each trigram's acts are the
 * union of the acts of the vocabulary words having it, added into a bit-sliced counter; so the
 * acts that can still beat a page's floor are a bitset too (`candidates`).
 */
export class SearchRelevance {
  private readonly searched: Uint8Array;
  private readonly searchSize: number;
  /** Bit `b` of how many of the search's trigrams the act in slot `n` holds: `counts[b].has(n)` (null: read off the act). */
  private readonly counts: Bitset[] | null;
  private found = new Uint8Array(64);

  constructor(
    private readonly index: PerformerIndex,
    search: string,
    private readonly budget: WorkBudget,
  ) {
    const trigrams = [...new Set(trigramsOf(search, index.characters))];
    this.searchSize = trigrams.length;
    // A trigram no act has matches nothing, but still counts in the search's size.
    this.searched = new Uint8Array(index.trigrams.size);
    for (const trigram of trigrams) {
      const number = index.trigrams.numberOf(trigram);
      if (number !== undefined) this.searched[number] = 1;
    }
    this.counts = countedTrigrams(index, trigrams, budget);
  }

  /** Whether the acts that can beat a floor can be listed as a bitset (`candidates`). */
  get counted(): boolean {
    return this.counts !== null;
  }

  /** The relevance of the act in `slot` if it can be above `floor`, else null (it cannot be). */
  above(slot: number, floor: number): number | null {
    this.budget.charge(WORK_COST.bound);
    const act = this.index.slots[slot]!;
    const shared = this.counts ? this.countedShare(slot) : this.sharedOf(act.words, true);
    if (shared === 0) return floor < 0 ? 0 : null;
    if (Math.fround(shared / this.searchSize) <= floor) return null;
    this.budget.charge(WORK_COST.relevance);
    // In full: the text's trigrams in order (its words again, repeats and all).
    this.sharedOf(act.searchDocument.split(' '), false);
    const { positions, positionCount, distinctCount } = this.index.trigrams;
    return iterateWordSimilarity(
      positions.subarray(0, positionCount),
      this.found.subarray(0, distinctCount),
      this.searchSize,
    );
  }

  /**
   * Into `into`, the acts whose bound is above `floor` (0 ≤ floor): those holding at least the
   * fewest of the search's trigrams that can beat it. Only when `counted`.
   */
  candidates(floor: number, into: Bitset): Bitset {
    const fewest = this.fewestAbove(floor);
    if (fewest > this.searchSize) return into.clear();
    const counts = this.counts!.map((slice) => slice.words);
    const words = into.words;
    this.budget.charge(words.length * SLICES * WORK_COST.bitsetWord);
    for (let at = 0; at < words.length; at++) {
      // Bit-sliced `count ≥ fewest`, 32 acts at a time: greater so far, or equal in every bit.
      let greater = 0;
      let equal = -1;
      for (let bit = SLICES - 1; bit >= 0; bit--) {
        const held = counts[bit]![at]!;
        if ((fewest >> bit) & 1) equal &= held;
        else {
          greater |= equal & held;
          equal &= ~held;
        }
      }
      words[at] = (greater | equal) >>> 0;
    }
    return into;
  }

  /** The fewest of the search's trigrams an act must hold for its bound to be above `floor`. */
  fewestAbove(floor: number): number {
    let fewest = 1;
    while (fewest <= this.searchSize && Math.fround(fewest / this.searchSize) <= floor) fewest++;
    return fewest;
  }

  private countedShare(slot: number): number {
    let shared = 0;
    for (let bit = 0; bit < SLICES; bit++) if (this.counts![bit]!.has(slot)) shared |= 1 << bit;
    return shared;
  }

  /** How many of the search's trigrams a text of these words has, marking which in `found`. */
  private sharedOf(words: readonly string[], charged: boolean): number {
    if (charged) this.budget.charge(WORK_COST.readTrigrams);
    const dictionary = this.index.trigrams;
    dictionary.encode(words);
    const { distinct, distinctCount } = dictionary;
    if (this.found.length < distinctCount) this.found = new Uint8Array(distinctCount * 2);
    const found = this.found;
    let shared = 0;
    for (let index = 0; index < distinctCount; index++) {
      const isSearched = this.searched[distinct[index]!]! | 0;
      found[index] = isSearched;
      shared += isSearched;
    }
    return shared;
  }
}

/** Per act, how many of `trigrams` it holds, bit-sliced over scratch bitsets; null for too long a search. */
function countedTrigrams(index: PerformerIndex, trigrams: string[], budget: WorkBudget): Bitset[] | null {
  if (trigrams.length > MAX_COUNTED_TRIGRAMS) return null;
  let unions = 0;
  for (const trigram of trigrams) unions += index.wordsWithTrigram(trigram).size;
  if (unions > MAX_WORD_UNIONS) return null;
  const counts = Array.from({ length: SLICES }, (_, bit) => index.scratch(RELEVANCE_SCRATCH + bit).clear());
  const holders = index.scratch(RELEVANCE_SCRATCH + SLICES);
  budget.charge((unions + trigrams.length * (SLICES + 1)) * holders.words.length * WORK_COST.bitsetWord);
  for (const trigram of trigrams) {
    holders.clear();
    for (const word of index.wordsWithTrigram(trigram)) {
      const acts = index.byWord.get(word);
      if (acts) holders.or(acts);
    }
    // counts += holders, one bit per act: a ripple-carry add over the slices.
    const carry = holders.words;
    for (const slice of counts) {
      const bits = slice.words;
      for (let at = 0; at < bits.length; at++) {
        const bit = bits[at]!;
        const carried = carry[at]!;
        bits[at] = bit ^ carried;
        carry[at] = bit & carried;
      }
    }
  }
  return counts;
}

/**
 * The best `size` items by relevance, highest first, ties in the order they were offered: a
 * bounded heap, so ranking n items costs n log `size`, never a sort of all n.
 */
export class BestByRelevance<T> {
  /** A min-heap: the root is the worst kept (lowest relevance, latest offered among equals). */
  private readonly heap: { item: T; relevance: number; order: number }[] = [];
  private offered = 0;

  constructor(private readonly size: number) {}

  get isFull(): boolean {
    return this.heap.length >= this.size;
  }

  /** What an item offered next must beat to be kept (−1 while there is room: relevance is never negative). */
  get floor(): number {
    return this.isFull ? this.heap[0]!.relevance : -1;
  }

  /** Keeps the item if it ranks among the best (a later item must be strictly more relevant). */
  offer(item: T, relevance: number): void {
    const entry = { item, relevance, order: this.offered++ };
    if (!this.isFull) {
      this.heap.push(entry);
      this.siftUp(this.heap.length - 1);
    } else if (relevance > this.heap[0]!.relevance) {
      this.heap[0] = entry;
      this.siftDown(0);
    }
  }

  /** The kept items, highest relevance first, ties in the order offered. */
  best(): T[] {
    return [...this.heap]
      .sort((left, right) => right.relevance - left.relevance || left.order - right.order)
      .map((entry) => entry.item);
  }

  private worse(left: number, right: number): boolean {
    const [a, b] = [this.heap[left]!, this.heap[right]!];
    return a.relevance < b.relevance || (a.relevance === b.relevance && a.order > b.order);
  }

  private siftUp(at: number): void {
    while (at > 0) {
      const parent = (at - 1) >> 1;
      if (!this.worse(at, parent)) return;
      this.swap(at, parent);
      at = parent;
    }
  }

  private siftDown(at: number): void {
    for (;;) {
      const [left, right] = [2 * at + 1, 2 * at + 2];
      let worst = at;
      if (left < this.heap.length && this.worse(left, worst)) worst = left;
      if (right < this.heap.length && this.worse(right, worst)) worst = right;
      if (worst === at) return;
      this.swap(at, worst);
      at = worst;
    }
  }

  private swap(left: number, right: number): void {
    [this.heap[left], this.heap[right]] = [this.heap[right]!, this.heap[left]!];
  }
}
