import type { PerformerListQuery } from '../../contract';
import { LIST_COUNT_CAP } from '../../contract/constants';
import type { Bitset } from '../../search/bitset';
import { trigramsOf, wordSimilarity } from '../../search/pgTrigram';
import { decodeCursor, encodeCursor, type CursorValue } from '../browseCursor';
import {
  comparePositions,
  fromCursorValues,
  indexKeys,
  listItem,
  toCursorValues,
  trigramsOfPerformer,
  type IndexedPerformer,
  type IndexKey,
} from './indexedPerformer';
import type { PerformerIndex } from './performerIndex';

export interface IndexPage {
  /** Each act on the page as its list item's JSON. */
  performerJson: string[];
  total: number;
  totalIsCapped: boolean;
  nextCursor: string | null;
}

interface Match {
  performer: IndexedPerformer;
  exact: boolean;
  relevance: number;
}

type Test = (performer: IndexedPerformer) => boolean;
const always: Test = () => true;

/** A tier with at most this many pages' worth of candidates is listed and sorted by rank instead of walking the sort. */
const LIST_PAGES = 16;

/** Scratch bitsets of one answer (PerformerIndex.scratch). */
const SCRATCH = { filter: 0, union: 1, exact: 2, typo: 3 } as const;

interface Tier {
  exact: boolean;
  /** Every match is a member (a scratch bitset of this answer). */
  members: Bitset;
  /** What a member must pass besides (a search of several words: the text itself). */
  verify: Test;
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
  const wanted = offset + query.limit + 1;
  const filter = filteredSet(index, query, options);
  const tiers: Tier[] =
    search === null ? [{ exact: true, members: filter, verify: always }] : searchTiers(index, search, filter);
  const walk = new TierWalk(index, query, keys, search, position);
  const matches: Match[] = [];
  for (const tier of tiers) {
    if (matches.length >= wanted) break;
    matches.push(...walk.matches(tier, wanted - matches.length));
  }
  const rows = matches.slice(offset, offset + query.limit + 1);
  const page = rows.slice(0, query.limit);
  const total = countTiers(index, tiers);
  const last = page[page.length - 1];
  return {
    performerJson: page.map((match) => index.itemJson(match.performer, listItem)),
    total: Math.min(total, LIST_COUNT_CAP),
    totalIsCapped: total > LIST_COUNT_CAP,
    nextCursor: rows.length > query.limit && last ? cursorOf(keys, last) : null,
  };
}

const cursorOf = (keys: IndexKey[], match: Match) =>
  encodeCursor(JSON.stringify(toCursorValues(keys, valuesOf(keys, match))));

const valuesOf = (keys: readonly IndexKey[], match: Match): CursorValue[] =>
  keys.map((key) => key.valueOf(match.performer, match.relevance, match.exact));

/** `into` with only the members of at least one of `sets`. */
function unionOf(sets: Iterable<Bitset | undefined>, into: Bitset): Bitset {
  into.clear();
  for (const set of sets) if (set) into.or(set);
  return into;
}

/** The acts passing buildPerformerListSql's filters, as a scratch bitset. */
function filteredSet(index: PerformerIndex, query: PerformerListQuery, options: { includeUnvetted: boolean }): Bitset {
  const union = index.scratch(SCRATCH.union);
  const set = index.scratch(SCRATCH.filter);
  set.copyFrom(query.isVetted !== false || !options.includeUnvetted ? index.vetted : index.present);
  if (query.city) {
    const prefix = query.city.toLowerCase();
    const cities = [...index.byCity.keys()].filter((city) => city.startsWith(prefix));
    set.and(
      unionOf(
        cities.map((city) => index.byCity.get(city)),
        union,
      ),
    );
  }
  if (query.state) set.and(unionOf([index.byState.get(query.state)], union));
  if (query.genres?.length)
    set.and(
      unionOf(
        query.genres.map((genre) => index.byGenre.get(genre)),
        union,
      ),
    );
  if (query.cleanContent) set.and(index.clean);
  if (query.availableOn) {
    const isBlocked = blockedOn(query.availableOn);
    for (const slot of index.blocked) if (isBlocked(index.slots[slot]!)) set.delete(slot);
  }
  return set;
}

/** A one-off block or weekly rule takes the whole of that date (notBlockedAllDay's opposite). */
function blockedOn(date: string): Test {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay() || 7;
  return (performer) =>
    Boolean(performer.blockedDates?.has(date)) || (performer.blockedWeekdays & (1 << weekday)) !== 0;
}

/**
 * A search's two tiers: profiles whose search text contains the text, then profiles not containing
 * it in which every word of the search is close to a word of the profile. A profile containing
 * the text has a word containing the search's longest word; for a one-word search that is the
 * whole condition, otherwise each such profile's text is checked.
 */
function searchTiers(index: PerformerIndex, search: string, filter: Bitset): Tier[] {
  const words = search.split(' ').filter(Boolean);
  const longest = words.reduce((best, word) => (word.length > best.length ? word : best), '');
  const union = index.scratch(SCRATCH.union);
  const holdsLongest = index.scratch(SCRATCH.exact);
  unionOf(
    index.wordsContaining(longest).map((word) => index.byWord.get(word)),
    holdsLongest,
  );
  const oneWord = words.length === 1 && longest === search;
  const contains: Test = (performer) => performer.searchDocument.includes(search);
  const typo = index.scratch(SCRATCH.typo).copyFrom(filter);
  for (const word of words)
    typo.and(
      unionOf(
        index.closeWords(word).map((close) => index.byWord.get(close)),
        union,
      ),
    );
  if (oneWord) typo.andNot(holdsLongest);
  holdsLongest.and(filter);
  return [
    { exact: true, members: holdsLongest, verify: oneWord ? always : contains },
    { exact: false, members: typo, verify: oneWord ? always : (performer) => !contains(performer) },
  ];
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
  if (tier.verify === always) return Math.min(tier.members.count(LIST_COUNT_CAP), LIST_COUNT_CAP + 1);
  let count = 0;
  for (const slot of tier.members) if (tier.verify(index.slots[slot]!) && ++count > LIST_COUNT_CAP) break;
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
    if (!this.hasRelevance) {
      for (const performer of this.inOrder(tier, afterPosition, wanted)) {
        const match = { performer, exact: tier.exact, relevance: 0 };
        if (afterPosition && comparePositions(this.keys, valuesOf(this.keys, match), this.position!) <= 0) continue;
        if (found.push(match) >= wanted) break;
      }
      return found;
    }
    let group: IndexedPerformer[] = [];
    const flush = () => {
      for (const match of this.ordered(group, tier.exact)) {
        if (!afterPosition || comparePositions(this.keys, valuesOf(this.keys, match), this.position!) > 0)
          found.push(match);
      }
      group = [];
    };
    for (const performer of this.inOrder(tier, afterPosition, wanted)) {
      if (group.length && !this.sameLeading(group[0]!, performer)) {
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
    if (matches.length > 1) matches.sort((left, right) => right.relevance - left.relevance);
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

  private *inOrder(tier: Tier, afterPosition: boolean, wanted: number): Generator<IndexedPerformer> {
    const listed = tier.members.count(wanted * LIST_PAGES) <= wanted * LIST_PAGES;
    if (listed) {
      const ranks = this.index.rankIn(this.query.sortBy);
      const candidates = [...tier.members].filter((slot) => tier.verify(this.index.slots[slot]!));
      candidates.sort((left, right) => ranks[left]! - ranks[right]!);
      for (const slot of candidates) {
        const performer = this.index.slots[slot]!;
        if (!afterPosition || !this.beforePosition(performer)) yield performer;
      }
      return;
    }
    for (let at = afterPosition ? this.firstAtPosition() : 0; at < this.order.length; at++) {
      const slot = this.order[at]!;
      if (!tier.members.has(slot)) continue;
      const performer = this.index.slots[slot]!;
      if (tier.verify(performer)) yield performer;
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
