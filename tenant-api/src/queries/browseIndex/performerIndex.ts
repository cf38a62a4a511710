import { SORTS, type PerformerSort } from '../../contract';
import {
  trigramsOf,
  trigramSequence,
  wordSimilarity,
  type TrigramSequence,
  type WordCharacters,
} from '../../search/pgTrigram';
import { TYPO_TOLERANCE } from '../performers';
import { compareValues, indexKeys, type IndexedPerformer, type IndexKey } from './indexedPerformer';

/** Members of a set-valued map, kept as sets of slots. */
class Postings {
  private readonly bySlots = new Map<string, Set<number>>();
  add(key: string, slot: number): void {
    let slots = this.bySlots.get(key);
    if (!slots) this.bySlots.set(key, (slots = new Set()));
    slots.add(slot);
  }
  remove(key: string, slot: number): void {
    const slots = this.bySlots.get(key);
    if (!slots) return;
    slots.delete(slot);
    if (!slots.size) this.bySlots.delete(key);
  }
  get(key: string): ReadonlySet<number> | undefined {
    return this.bySlots.get(key);
  }
  keys(): IterableIterator<string> {
    return this.bySlots.keys();
  }
}

/**
 * One tenant's acts in memory (issue 18: browse at the speed of the database): every act in each
 * sort's order, with postings by state, city, genre and search word, and the tenant's search
 * vocabulary. Answers come from browseQuery.ts; this class only keeps the structures in step
 * as acts are added, changed and removed (browseIndexes.ts feeds it the database's changes).
 */
export class PerformerIndex {
  readonly slots: (IndexedPerformer | null)[] = [];
  private readonly slotOf = new Map<string, number>();
  private readonly freeSlots: number[] = [];
  /** For each sort, the slots in its order without the search's keys (relevance, tier). */
  readonly orders = new Map<PerformerSort, number[]>();
  private readonly baseKeys = new Map<PerformerSort, IndexKey[]>();
  private ranks: Map<PerformerSort, Int32Array> | null = null;
  readonly byState = new Postings();
  readonly byCity = new Postings();
  readonly byGenre = new Postings();
  readonly byWord = new Postings();
  /** The vocabulary's words by their trigrams, for finding a search word's misspellings. */
  private readonly vocabularyTrigramWords = new Map<string, Set<string>>();
  private readonly wordTrigrams = new Map<string, TrigramSequence>();

  constructor(
    readonly tenantId: string,
    readonly characters: WordCharacters,
    performers: IndexedPerformer[],
  ) {
    for (const sort of SORTS) this.baseKeys.set(sort, indexKeys(sort, false));
    for (const performer of performers) this.place(performer, this.slots.length);
    for (const sort of SORTS) {
      const compare = this.comparator(sort);
      const order = this.slots.map((_, slot) => slot).sort(compare);
      this.orders.set(sort, order);
    }
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
    this.place(performer, slot);
    for (const sort of SORTS) {
      const order = this.orders.get(sort)!;
      order.splice(this.insertionPoint(sort, order, performer), 0, slot);
    }
    this.ranks = null;
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

  /** A fresh mark per call, for visiting each slot once across overlapping postings. */
  visitMarks(): { marks: Uint32Array; generation: number } {
    if (this.marks.length < this.slots.length) this.marks = new Uint32Array(this.slots.length * 2);
    this.generation = (this.generation + 1) >>> 0 || 1;
    if (this.generation === 1) this.marks.fill(0);
    return { marks: this.marks, generation: this.generation };
  }

  private marks = new Uint32Array(0);
  private generation = 0;

  /** Vocabulary words close enough to a search word to count as its misspelling (pg_trgm `<%`). */
  closeWords(word: string): string[] {
    const trigrams = new Set(trigramsOf(word, this.characters));
    const candidates = new Set<string>();
    for (const trigram of trigrams) for (const slotWord of this.wordsWithTrigram(trigram)) candidates.add(slotWord);
    return [...candidates].filter(
      (candidate) => wordSimilarity(trigrams, this.trigramsOfWord(candidate)) >= TYPO_TOLERANCE,
    );
  }

  /** Vocabulary words containing `text`. */
  wordsContaining(text: string): string[] {
    return [...this.byWord.keys()].filter((word) => word.includes(text));
  }

  private wordsWithTrigram(trigram: string): IterableIterator<string> {
    return (this.vocabularyTrigramWords.get(trigram) ?? new Set<string>()).values();
  }

  private trigramsOfWord(word: string): TrigramSequence {
    let trigrams = this.wordTrigrams.get(word);
    if (!trigrams) this.wordTrigrams.set(word, (trigrams = trigramSequence(word, this.characters)));
    return trigrams;
  }

  private place(performer: IndexedPerformer, slot: number): void {
    this.slots[slot] = performer;
    this.slotOf.set(performer.id, slot);
    if (performer.state) this.byState.add(performer.state, slot);
    if (performer.cityKey !== null) this.byCity.add(performer.cityKey, slot);
    for (const genre of performer.genres) this.byGenre.add(genre, slot);
    for (const word of performer.words) {
      if (!this.byWord.get(word)) this.addVocabularyWord(word);
      this.byWord.add(word, slot);
    }
  }

  private removeSlot(slot: number): void {
    const performer = this.slots[slot]!;
    for (const sort of SORTS) {
      const order = this.orders.get(sort)!;
      const at = this.insertionPoint(sort, order, performer);
      if (order[at] !== slot) throw new Error(`browse index out of order for ${performer.id}`);
      order.splice(at, 1);
    }
    if (performer.state) this.byState.remove(performer.state, slot);
    if (performer.cityKey !== null) this.byCity.remove(performer.cityKey, slot);
    for (const genre of performer.genres) this.byGenre.remove(genre, slot);
    for (const word of performer.words) {
      this.byWord.remove(word, slot);
      if (!this.byWord.get(word)) this.removeVocabularyWord(word);
    }
    this.slots[slot] = null;
    this.slotOf.delete(performer.id);
    this.freeSlots.push(slot);
    this.ranks = null;
  }

  private addVocabularyWord(word: string): void {
    for (const trigram of new Set(trigramsOf(word, this.characters))) {
      let words = this.vocabularyTrigramWords.get(trigram);
      if (!words) this.vocabularyTrigramWords.set(trigram, (words = new Set()));
      words.add(word);
    }
  }

  private removeVocabularyWord(word: string): void {
    for (const trigram of new Set(trigramsOf(word, this.characters))) {
      const words = this.vocabularyTrigramWords.get(trigram);
      words?.delete(word);
      if (words && !words.size) this.vocabularyTrigramWords.delete(trigram);
    }
    this.wordTrigrams.delete(word);
  }

  private comparator(sort: PerformerSort): (left: number, right: number) => number {
    const keys = this.baseKeys.get(sort)!;
    return (left, right) => comparePerformers(keys, this.slots[left]!, this.slots[right]!);
  }

  /** The first place in `order` whose act does not sort before `performer`. */
  private insertionPoint(sort: PerformerSort, order: number[], performer: IndexedPerformer): number {
    const keys = this.baseKeys.get(sort)!;
    let low = 0;
    let high = order.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (comparePerformers(keys, this.slots[order[middle]!]!, performer) < 0) low = middle + 1;
      else high = middle;
    }
    return low;
  }
}

/** Orders two acts by keys that read nothing of a search. */
export function comparePerformers(keys: readonly IndexKey[], left: IndexedPerformer, right: IndexedPerformer): number {
  for (const key of keys) {
    const order = compareValues(key, key.valueOf(left, 0, false), key.valueOf(right, 0, false));
    if (order !== 0) return order;
  }
  return 0;
}
