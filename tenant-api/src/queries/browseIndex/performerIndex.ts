import { SORTS, type PerformerSort } from '../../contract';
import { Bitset } from '../../search/bitset';
import {
  trigramsOf,
  trigramSequence,
  wordSimilarity,
  type TrigramSequence,
  type WordCharacters,
} from '../../search/pgTrigram';
import type { CursorValue } from '../browseCursor';
import { TYPO_TOLERANCE } from '../performers';
import { indexKeys, type IndexedPerformer, type IndexKey } from './indexedPerformer';
import { TrigramDictionary } from './relevance';

/** The slots holding each value (a state, a city, a genre, a word), as bitsets of the index's capacity. */
export class BitsetPostings {
  private readonly sets = new Map<string, Bitset>();
  private readonly members = new Map<string, number>();

  constructor(private capacity: number) {}

  add(key: string, slot: number): void {
    let set = this.sets.get(key);
    if (!set) this.sets.set(key, (set = new Bitset(this.capacity)));
    set.add(slot);
    this.members.set(key, (this.members.get(key) ?? 0) + 1);
  }

  /** Removes the slot; true when the key has no slot left (and is gone). */
  remove(key: string, slot: number): boolean {
    this.sets.get(key)?.delete(slot);
    const left = (this.members.get(key) ?? 1) - 1;
    if (left > 0) {
      this.members.set(key, left);
      return false;
    }
    this.sets.delete(key);
    this.members.delete(key);
    return true;
  }

  get(key: string): Bitset | undefined {
    return this.sets.get(key);
  }

  keys(): IterableIterator<string> {
    return this.sets.keys();
  }

  grow(capacity: number): void {
    this.capacity = capacity;
    for (const [key, set] of this.sets) this.sets.set(key, set.grown(capacity));
  }
}

const INITIAL_CAPACITY = 1024;
const NO_WORDS: ReadonlySet<string> = new Set();
/** List items kept serialised (about 1.5 KB each): the acts on the pages most recently asked for. */
const ITEM_JSON_KEPT = 5_000;
/** Distinct search words whose vocabulary answers are kept per tenant, each at most VOCABULARY_ANSWER_WORDS long. */
const VOCABULARY_ANSWERS_KEPT = 1_000;
/** Longer answers (a search of a common fragment) are worked out each time: at most 8 MB kept per tenant. */
const VOCABULARY_ANSWER_WORDS = 1_000;

/**
 * One tenant's acts in memory (issue 18: browse at the speed of the database): every act in each
 * sort's order, bitsets of acts by vetting, content, state, city, genre and search word, and the
 * tenant's search vocabulary. Answers come from browseQuery.ts; this class keeps the structures
 * in step as acts are added, changed and removed (browseIndexes.ts feeds it the database's changes).
 */
export class PerformerIndex {
  readonly slots: (IndexedPerformer | null)[] = [];
  private readonly slotOf = new Map<string, number>();
  private readonly freeSlots: number[] = [];
  /** For each sort, the slots in its order without the search's keys (relevance, tier). */
  readonly orders = new Map<PerformerSort, number[]>();
  /** For each sort, its keys but the last (the id) as numbers per slot that sort ascending. */
  private readonly sortColumns = new Map<PerformerSort, { key: IndexKey; values: number[] }[]>();
  private ranks: Map<PerformerSort, Int32Array> | null = null;
  private capacity: number;
  present: Bitset;
  vetted: Bitset;
  clean: Bitset;
  /** Acts with any all-day block (few), for the "available on" filter. */
  readonly blocked = new Set<number>();
  readonly byState: BitsetPostings;
  readonly byCity: BitsetPostings;
  readonly byGenre: BitsetPostings;
  readonly byWord: BitsetPostings;
  /** The vocabulary's words by their trigrams, for finding a search word's misspellings. */
  private readonly vocabularyTrigramWords = new Map<string, Set<string>>();
  /** `closeWords` and `wordsContaining` answers for the vocabulary as it is (fromVocabulary). */
  private readonly vocabularyAnswers = new Map<string, string[]>();
  private readonly wordTrigrams = new Map<string, TrigramSequence>();
  private readonly scratchSets: Bitset[] = [];
  /** The vocabulary's trigrams, numbered: an act's relevance reads its words' (relevance.ts). */
  readonly trigrams: TrigramDictionary;

  constructor(
    readonly tenantId: string,
    readonly characters: WordCharacters,
    performers: IndexedPerformer[],
    /** Each sort's order of the acts' ids, as PostgreSQL sorted them. */
    orders: Map<PerformerSort, string[]>,
  ) {
    this.trigrams = new TrigramDictionary(characters);
    this.capacity = Math.max(INITIAL_CAPACITY, performers.length * 2);
    [this.present, this.vetted, this.clean] = [0, 1, 2].map(() => new Bitset(this.capacity)) as [
      Bitset,
      Bitset,
      Bitset,
    ];
    [this.byState, this.byCity, this.byGenre, this.byWord] = [0, 1, 2, 3].map(
      () => new BitsetPostings(this.capacity),
    ) as [BitsetPostings, BitsetPostings, BitsetPostings, BitsetPostings];
    for (const sort of SORTS) {
      const keys = indexKeys(sort, false);
      if (keys.at(-1)?.expression !== 'p.id') throw new Error(`sort ${sort} does not end with the id`);
      this.sortColumns.set(
        sort,
        keys.slice(0, -1).map((key) => ({ key, values: [] })),
      );
    }
    for (const performer of performers) this.place(performer, this.slots.length);
    for (const sort of SORTS) this.orders.set(sort, this.slotsInOrder(orders.get(sort)!));
  }

  get size(): number {
    return this.slotOf.size;
  }

  /** Adds, replaces or (with null) removes one act. */
  put(id: string, performer: IndexedPerformer | null): void {
    const existing = this.slotOf.get(id);
    if (existing !== undefined) this.removeSlot(existing);
    if (!performer) return;
    const slot = this.freeSlots.pop() ?? this.slots.length;
    if (slot >= this.capacity) this.grow();
    this.place(performer, slot);
    for (const sort of SORTS) {
      const order = this.orders.get(sort)!;
      order.splice(this.insertionPoint(sort, order, slot), 0, slot);
    }
    this.ranks = null;
  }

  /**
   * The first `count` keys of a sort (the id aside) as numbers per slot, ascending in the sort's
   * order (nulls as Infinity): two acts are equal on a key when their numbers are.
   */
  sortValues(sort: PerformerSort, count: number): readonly (readonly number[])[] {
    return this.sortColumns
      .get(sort)!
      .slice(0, count)
      .map((column) => column.values);
  }

  /** Each slot's place in each sort's order (recomputed after a change, on first use). */
  rankIn(sort: PerformerSort): Int32Array {
    if (!this.ranks) {
      this.ranks = new Map();
      for (const [orderSort, order] of this.orders) {
        const ranks = new Int32Array(this.slots.length);
        order.forEach((slot, rank) => (ranks[slot] = rank));
        this.ranks.set(orderSort, ranks);
      }
    }
    return this.ranks.get(sort)!;
  }

  /** The act's list item as JSON, remembered for the acts most recently shown (at most ITEM_JSON_KEPT). */
  itemJson(performer: IndexedPerformer, present: (tenantId: string, performer: IndexedPerformer) => unknown): string {
    let json = this.itemJsons.get(performer);
    if (json === undefined) {
      json = JSON.stringify(present(this.tenantId, performer));
      if (this.itemJsons.size >= ITEM_JSON_KEPT) this.itemJsons.delete(this.itemJsons.keys().next().value!);
    } else this.itemJsons.delete(performer);
    this.itemJsons.set(performer, json);
    return json;
  }

  private readonly itemJsons = new Map<IndexedPerformer, string>();

  /** A bitset of the index's capacity for one answer's work (the `n`th; its content is left over). */
  scratch(n: number): Bitset {
    let set = this.scratchSets[n];
    if (!set || set.capacity < this.capacity) this.scratchSets[n] = set = new Bitset(this.capacity);
    return set;
  }

  /** Vocabulary words close enough to a search word to count as its misspelling (pg_trgm `<%`). */
  closeWords(word: string): string[] {
    return this.fromVocabulary(`close\u0000${word}`, () => {
      const trigrams = new Set(trigramsOf(word, this.characters));
      const candidates = new Set<string>();
      for (const trigram of trigrams)
        for (const close of this.vocabularyTrigramWords.get(trigram) ?? []) candidates.add(close);
      return [...candidates].filter(
        (candidate) => wordSimilarity(trigrams, this.trigramsOfWord(candidate)) >= TYPO_TOLERANCE,
      );
    });
  }

  /** The vocabulary words whose trigrams include `trigram` (callers must not change the set). */
  wordsWithTrigram(trigram: string): ReadonlySet<string> {
    return this.vocabularyTrigramWords.get(trigram) ?? NO_WORDS;
  }

  /** Vocabulary words containing `text`. */
  wordsContaining(text: string): string[] {
    return this.fromVocabulary(`containing\u0000${text}`, () =>
      [...this.byWord.keys()].filter((word) => word.includes(text)),
    );
  }

  /**
   * An answer that depends on the vocabulary alone, kept until a word joins or leaves it: searches
   * repeat their words, and each answer scans the vocabulary. Callers must not change the array.
   */
  private fromVocabulary(key: string, work: () => string[]): string[] {
    let answer = this.vocabularyAnswers.get(key);
    if (!answer) {
      answer = work();
      if (answer.length > VOCABULARY_ANSWER_WORDS) return answer;
      if (this.vocabularyAnswers.size >= VOCABULARY_ANSWERS_KEPT)
        this.vocabularyAnswers.delete(this.vocabularyAnswers.keys().next().value!);
      this.vocabularyAnswers.set(key, answer);
    }
    return answer;
  }

  private trigramsOfWord(word: string): TrigramSequence {
    let trigrams = this.wordTrigrams.get(word);
    if (!trigrams) this.wordTrigrams.set(word, (trigrams = trigramSequence(word, this.characters)));
    return trigrams;
  }

  private slotsInOrder(ids: string[]): number[] {
    const order = ids.map((id) => this.slotOf.get(id)!);
    if (order.length !== this.slotOf.size || order.some((slot) => slot === undefined))
      throw new Error('browse index: the sorted ids are not the loaded acts');
    return order;
  }

  private grow(): void {
    this.capacity *= 2;
    for (const name of ['present', 'vetted', 'clean'] as const) this[name] = this[name].grown(this.capacity);
    for (const postings of [this.byState, this.byCity, this.byGenre, this.byWord]) postings.grow(this.capacity);
  }

  private place(performer: IndexedPerformer, slot: number): void {
    this.slots[slot] = performer;
    performer.slot = slot;
    for (const columns of this.sortColumns.values())
      for (const column of columns)
        column.values[slot] = ascendingNumber(column.key, column.key.valueOf(performer, 0, false));
    this.slotOf.set(performer.id, slot);
    this.present.add(slot);
    if (performer.isVetted) this.vetted.add(slot);
    if (performer.cleanContent) this.clean.add(slot);
    if (performer.blockedDates || performer.blockedWeekdays) this.blocked.add(slot);
    if (performer.state) this.byState.add(performer.state, slot);
    if (performer.cityKey !== null) this.byCity.add(performer.cityKey, slot);
    for (const genre of new Set(performer.genres)) this.byGenre.add(genre, slot);
    for (const word of performer.words) {
      if (!this.byWord.get(word)) this.addVocabularyWord(word);
      this.byWord.add(word, slot);
    }
  }

  private removeSlot(slot: number): void {
    const performer = this.slots[slot]!;
    for (const sort of SORTS) {
      const order = this.orders.get(sort)!;
      const at = this.insertionPoint(sort, order, slot);
      if (order[at] !== slot) throw new Error(`browse index out of order for ${performer.id}`);
      order.splice(at, 1);
    }
    this.present.delete(slot);
    this.vetted.delete(slot);
    this.clean.delete(slot);
    this.blocked.delete(slot);
    if (performer.state) this.byState.remove(performer.state, slot);
    if (performer.cityKey !== null) this.byCity.remove(performer.cityKey, slot);
    for (const genre of new Set(performer.genres)) this.byGenre.remove(genre, slot);
    for (const word of performer.words) if (this.byWord.remove(word, slot)) this.removeVocabularyWord(word);
    this.slots[slot] = null;
    this.slotOf.delete(performer.id);
    this.freeSlots.push(slot);
    this.ranks = null;
  }

  private addVocabularyWord(word: string): void {
    this.vocabularyAnswers.clear();
    this.trigrams.addWord(word);
    for (const trigram of new Set(trigramsOf(word, this.characters))) {
      let words = this.vocabularyTrigramWords.get(trigram);
      if (!words) this.vocabularyTrigramWords.set(trigram, (words = new Set()));
      words.add(word);
    }
  }

  private removeVocabularyWord(word: string): void {
    this.vocabularyAnswers.clear();
    for (const trigram of new Set(trigramsOf(word, this.characters))) {
      const words = this.vocabularyTrigramWords.get(trigram);
      words?.delete(word);
      if (words && !words.size) this.vocabularyTrigramWords.delete(trigram);
    }
    this.wordTrigrams.delete(word);
    this.trigrams.removeWord(word);
  }

  private comparator(sort: PerformerSort): (left: number, right: number) => number {
    const columns = this.sortColumns.get(sort)!;
    return (left, right) => {
      for (const { values } of columns) {
        const order = values[left]! - values[right]!;
        if (order < 0 || order > 0) return order;
        if (values[left] !== values[right]) return values[left] === Infinity ? 1 : -1;
      }
      const [leftId, rightId] = [this.slots[left]!.id, this.slots[right]!.id];
      return leftId < rightId ? -1 : leftId > rightId ? 1 : 0;
    };
  }

  /** The first place in `order` whose act does not sort before the act in `slot`. */
  private insertionPoint(sort: PerformerSort, order: number[], slot: number): number {
    const compare = this.comparator(sort);
    let low = 0;
    let high = order.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (compare(order[middle]!, slot) < 0) low = middle + 1;
      else high = middle;
    }
    return low;
  }
}

/** A key's value as a number that sorts ascending in the key's order, nulls last. */
function ascendingNumber(key: IndexKey, value: CursorValue): number {
  if (value === null) return Infinity;
  const number = Number(value);
  return key.direction === 'desc' ? -number : number;
}
