import type { PerformerListItem, PerformerListQuery } from '../../contract';
import { LIST_COUNT_CAP } from '../../contract/constants';
import { trigramsOf, wordSimilarity } from '../../search/pgTrigram';
import { decodeCursor, encodeCursor, type CursorValue } from '../browseCursor';
import {
  comparePositions,
  fromCursorValues,
  indexKeys,
  toCursorValues,
  trigramsOfPerformer,
  type IndexedPerformer,
  type IndexKey,
} from './indexedPerformer';
import type { PerformerIndex } from './performerIndex';

export interface IndexPage {
  performers: PerformerListItem[];
  total: number;
  totalIsCapped: boolean;
  nextCursor: string | null;
}

interface Match {
  performer: IndexedPerformer;
  exact: boolean;
  relevance: number;
}

/** Slots every match belongs to: the union of some postings (a state, the cities of a prefix, …). */
type Source = ReadonlySet<number>[];

/** Below this share of the tenant's acts, a source's members are read in order of rank instead of walking the sort. */
const CANDIDATE_SHARE = 1 / 16;

interface Tier {
  exact: boolean;
  accepts: (performer: IndexedPerformer) => boolean;
  sources: Source[];
}

/**
 * Browse answered from the index, exactly as buildPerformerListSql answers it (the differential
 * test holds the two together): the same filters, the same keys in the same order, the same tiers
 * for a search (profiles containing the text, then misspelt matches), the same capped counts and
 * keyset cursors, which either path accepts from the other.
 */
export function browseFromIndex(
  index: PerformerIndex,
  query: PerformerListQuery,
  options: { includeUnvetted: boolean },
): IndexPage {
  const search = query.query?.toLowerCase() || null;
  const keys = indexKeys(query.sortBy, search !== null);
  const position = query.after ? fromCursorValues(keys, decodeCursor(query.after, keys)) : null;
  const offset = query.after ? 0 : (query.page - 1) * query.limit;
  const filter = filtersOf(index, query, options);
  const tiers = search === null ? [{ exact: true, ...filter }] : searchTiers(index, search, filter);
  const walk = new TierWalk(index, query, keys, search, position);
  const matches: Match[] = [];
  for (const tier of tiers) {
    if (matches.length >= offset + query.limit + 1) break;
    matches.push(...walk.matches(tier, offset + query.limit + 1 - matches.length));
  }
  const rows = matches.slice(offset, offset + query.limit + 1);
  const page = rows.slice(0, query.limit);
  const total = countTiers(index, tiers);
  const last = page[page.length - 1];
  return {
    performers: page.map((match) => match.performer.item),
    total: Math.min(total, LIST_COUNT_CAP),
    totalIsCapped: total > LIST_COUNT_CAP,
    nextCursor: rows.length > query.limit && last ? cursorOf(keys, last) : null,
  };
}

const cursorOf = (keys: IndexKey[], match: Match) =>
  encodeCursor(JSON.stringify(toCursorValues(keys, valuesOf(keys, match))));

const valuesOf = (keys: readonly IndexKey[], match: Match): CursorValue[] =>
  keys.map((key) => key.valueOf(match.performer, match.relevance, match.exact));

/** The filters of buildPerformerListSql, as a test of one act and the postings that can list its candidates. */
function filtersOf(
  index: PerformerIndex,
  query: PerformerListQuery,
  options: { includeUnvetted: boolean },
): { accepts: Tier['accepts']; sources: Source[] } {
  const tests: Tier['accepts'][] = [];
  const sources: Source[] = [];
  if (query.isVetted !== false || !options.includeUnvetted) tests.push((performer) => performer.isVetted);
  if (query.city) {
    const prefix = query.city.toLowerCase();
    tests.push((performer) => performer.cityKey !== null && performer.cityKey.startsWith(prefix));
    sources.push(
      postingsOf(
        index.byCity,
        [...index.byCity.keys()].filter((city) => city.startsWith(prefix)),
      ),
    );
  }
  if (query.state) {
    const state = query.state;
    tests.push((performer) => performer.state === state);
    sources.push(postingsOf(index.byState, [state]));
  }
  if (query.genres?.length) {
    const genres = new Set<string>(query.genres);
    tests.push((performer) => performer.genres.some((genre) => genres.has(genre)));
    sources.push(postingsOf(index.byGenre, query.genres));
  }
  if (query.cleanContent) tests.push((performer) => performer.cleanContent);
  if (query.availableOn) tests.push(availableOn(query.availableOn));
  return { accepts: (performer) => tests.every((test) => test(performer)), sources };
}

function postingsOf(postings: PerformerIndex['byWord'], keys: Iterable<string>): Source {
  const sets: ReadonlySet<number>[] = [];
  for (const key of keys) {
    const slots = postings.get(key);
    if (slots) sets.push(slots);
  }
  return sets;
}

/** No one-off block or weekly rule takes the whole of that date (as notBlockedAllDay). */
function availableOn(date: string): Tier['accepts'] {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay() || 7;
  return (performer) => !performer.blockedDates?.has(date) && !(performer.blockedWeekdays & (1 << weekday));
}

/**
 * A search's two tiers: profiles whose search text contains the text, then profiles not containing
 * it in which every word of the search is close to a word of the profile.
 */
function searchTiers(index: PerformerIndex, search: string, filter: ReturnType<typeof filtersOf>): Tier[] {
  const contains = (performer: IndexedPerformer) => performer.searchDocument.includes(search);
  const words = search.split(' ').filter(Boolean);
  const longest = words.reduce((best, word) => (word.length > best.length ? word : best), '');
  const exact: Tier = {
    exact: true,
    accepts: (performer) => contains(performer) && filter.accepts(performer),
    sources: [...filter.sources, postingsOf(index.byWord, index.wordsContaining(longest))],
  };
  const closeWords = words.map((word) => new Set(index.closeWords(word)));
  const typo: Tier = {
    exact: false,
    accepts: (performer) =>
      closeWords.every((close) => performer.words.some((word) => close.has(word))) &&
      !contains(performer) &&
      filter.accepts(performer),
    sources: [...filter.sources, ...closeWords.map((close) => postingsOf(index.byWord, close))],
  };
  return [exact, typo];
}

const sizeOf = (source: Source) => source.reduce((sum, slots) => sum + slots.size, 0);

function smallestSource(sources: Source[]): Source | null {
  let smallest: Source | null = null;
  for (const source of sources) if (smallest === null || sizeOf(source) < sizeOf(smallest)) smallest = source;
  return smallest;
}

/** Calls `visit` once for each member of the source (its sets may overlap) until it answers true. */
function eachMember(index: PerformerIndex, source: Source, visit: (slot: number) => boolean): void {
  if (source.length === 1) {
    for (const slot of source[0]!) if (visit(slot)) return;
    return;
  }
  const seen = index.visitMarks();
  for (const slots of source)
    for (const slot of slots) {
      if (seen.marks[slot] === seen.generation) continue;
      seen.marks[slot] = seen.generation;
      if (visit(slot)) return;
    }
}

/** The smallest source's members, when few enough to be worth reading in order of rank. */
function fewCandidates(index: PerformerIndex, sources: Source[]): number[] | null {
  const smallest = smallestSource(sources);
  if (!smallest || sizeOf(smallest) > index.size * CANDIDATE_SHARE) return null;
  const members: number[] = [];
  eachMember(index, smallest, (slot) => {
    members.push(slot);
    return false;
  });
  return members;
}

/** How many acts the tiers hold, counting no further than one past the cap (the misspelt tier only while the first is below it). */
function countTiers(index: PerformerIndex, tiers: Tier[]): number {
  let total = 0;
  for (const tier of tiers) {
    if (total > LIST_COUNT_CAP) break;
    total += countTier(index, tier);
  }
  return total;
}

function countTier(index: PerformerIndex, tier: Tier): number {
  let count = 0;
  const consider = (slot: number) => {
    const performer = index.slots[slot];
    if (performer && tier.accepts(performer)) count++;
    return count > LIST_COUNT_CAP;
  };
  const smallest = smallestSource(tier.sources);
  if (smallest && sizeOf(smallest) < index.size) eachMember(index, smallest, consider);
  else for (let slot = 0; slot < index.slots.length; slot++) if (consider(slot)) break;
  return count;
}

/** Walks a sort's order for one tier's matches, from a cursor's position when there is one. */
class TierWalk {
  private readonly order: number[];
  /** The keys that come before relevance (all of them when the sort has none), without the tier. */
  private readonly leading: IndexKey[];
  private readonly positionLeading: CursorValue[] | null;
  private readonly searchTrigrams: Set<string> | null;
  private readonly hasRelevance: boolean;

  constructor(
    private readonly index: PerformerIndex,
    private readonly query: PerformerListQuery,
    private readonly keys: IndexKey[],
    search: string | null,
    private readonly position: CursorValue[] | null,
  ) {
    this.order = index.orders.get(query.sortBy)!;
    const first = keys[0]!.expression === 'exact_match' ? 1 : 0;
    const relevanceAt = keys.findIndex((key) => key.expression === 'relevance');
    this.hasRelevance = relevanceAt >= 0;
    this.leading = keys.slice(first, this.hasRelevance ? relevanceAt : keys.length);
    this.positionLeading = position ? position.slice(first, first + this.leading.length) : null;
    this.searchTrigrams = search === null ? null : new Set(trigramsOf(search, index.characters));
  }

  /** Up to `wanted` matches of the tier in browse order after the position (whole relevance groups). */
  matches(tier: Tier, wanted: number): Match[] {
    if (this.position && this.keys[0]!.expression === 'exact_match' && this.position[0] === false && tier.exact)
      return [];
    const afterPosition =
      this.position !== null && (this.keys[0]!.expression !== 'exact_match' || this.position[0] === tier.exact);
    const found: Match[] = [];
    let group: IndexedPerformer[] = [];
    const flush = () => {
      for (const match of this.ordered(group, tier.exact)) {
        if (!afterPosition || comparePositions(this.keys, valuesOf(this.keys, match), this.position!) > 0)
          found.push(match);
      }
      group = [];
    };
    for (const performer of this.inOrder(tier, afterPosition)) {
      if (group.length && (!this.hasRelevance || !this.sameLeading(group[0]!, performer))) {
        flush();
        if (found.length >= wanted) return found;
      }
      group.push(performer);
    }
    flush();
    return found;
  }

  /** A group of acts equal on the leading keys, by relevance (highest first), ties kept in order. */
  private ordered(group: IndexedPerformer[], exact: boolean): Match[] {
    const matches = group.map((performer) => ({ performer, exact, relevance: this.relevanceOf(performer) }));
    if (this.hasRelevance && matches.length > 1) matches.sort((left, right) => right.relevance - left.relevance);
    return matches;
  }

  private relevanceOf(performer: IndexedPerformer): number {
    if (!this.searchTrigrams) return 0;
    return wordSimilarity(this.searchTrigrams, trigramsOfPerformer(performer, this.index.characters));
  }

  private sameLeading(left: IndexedPerformer, right: IndexedPerformer): boolean {
    return this.leading.every((key) => key.valueOf(left, 0, false) === key.valueOf(right, 0, false));
  }

  /** Does the act sort before the position's group (so it cannot follow the position)? */
  private beforePosition(performer: IndexedPerformer): boolean {
    const values = this.leading.map((key) => key.valueOf(performer, 0, false));
    return comparePositions(this.leading, values, this.positionLeading!) < 0;
  }

  private *inOrder(tier: Tier, afterPosition: boolean): Generator<IndexedPerformer> {
    const candidates = fewCandidates(this.index, tier.sources);
    if (candidates) {
      const ranks = this.index.rankIn(this.query.sortBy);
      candidates.sort((left, right) => ranks[left]! - ranks[right]!);
      for (const slot of candidates) {
        const performer = this.index.slots[slot]!;
        if (afterPosition && this.beforePosition(performer)) continue;
        if (tier.accepts(performer)) yield performer;
      }
      return;
    }
    for (let at = afterPosition ? this.firstAtPosition() : 0; at < this.order.length; at++) {
      const performer = this.index.slots[this.order[at]!]!;
      if (tier.accepts(performer)) yield performer;
    }
  }

  /** The first place in the order not before the position's group. */
  private firstAtPosition(): number {
    let low = 0;
    let high = this.order.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (this.beforePosition(this.index.slots[this.order[middle]!]!)) low = middle + 1;
      else high = middle;
    }
    return low;
  }
}
