import type { PerformerListQuery } from '../../contract';
import { LIST_COUNT_CAP } from '../../contract/constants';
import type { Bitset } from '../../search/bitset';
import { decodeCursor, encodeCursor, pageOffset, type CursorValue } from '../browseCursor';
import {
  comparePositions,
  fromCursorValues,
  indexKeys,
  listItem,
  toCursorValues,
  type IndexedPerformer,
  type IndexKey,
} from './indexedPerformer';
import type { PerformerIndex } from './performerIndex';
import { BestByRelevance, MAX_RELEVANCE, RELEVANCE_SCRATCH, SearchRelevance } from './relevance';
import { WORK_COST, WorkBudget } from './workBudget';

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

/** Scratch bitsets of one answer (PerformerIndex.scratch; relevance.ts uses those from RELEVANCE_SCRATCH on). */
const SCRATCH = { filter: 0, union: 1, exact: 2, typo: 3 } as const;
const CANDIDATES_SCRATCH = RELEVANCE_SCRATCH + 8;

/** Past this many slots left in a relevance group, the rest is scanned against a bitset of the acts that can still make the page. */
const SCAN_GROUP_AFTER = 1_024;

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
 * keyset cursors, which either path accepts from the other. Its work is bounded: a numbered page
 * lies within the result window (pageOffset), so at most MAX_RESULT_WINDOW + 1 matches are ranked
 * (each relevance group keeps only its best, BestByRelevance); counts stop past the cap; and the
 * rest, which grows with the tenant, is charged to a WorkBudget: past it BrowseOverBudget is
 * thrown, and the caller asks SQL.
 */
export function browseFromIndex(
  index: PerformerIndex,
  query: PerformerListQuery,
  options: { includeUnvetted: boolean; budget?: WorkBudget },
): IndexPage {
  const budget = options.budget ?? new WorkBudget();
  const search = query.query?.toLowerCase() || null;
  const keys = indexKeys(query.sortBy, search !== null);
  const position = query.after ? fromCursorValues(keys, decodeCursor(query.after, keys)) : null;
  const offset = pageOffset(query);
  const wanted = offset + query.limit + 1;
  const work = new IndexWork(index, budget);
  const filter = work.filteredSet(query, options);
  const tiers: Tier[] =
    search === null ? [{ exact: true, members: filter, verify: always }] : work.searchTiers(search, filter);
  const relevance = search === null ? null : new SearchRelevance(index, search, budget);
  const walk = new TierWalk(index, query, keys, relevance, position, budget);
  const matches: Match[] = [];
  for (const tier of tiers) {
    if (matches.length >= wanted) break;
    matches.push(...walk.matches(tier, wanted - matches.length));
  }
  const rows = matches.slice(offset, offset + query.limit + 1);
  const page = rows.slice(0, query.limit);
  const total = work.countTiers(tiers);
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

/** One answer's filters, tiers and counts, each bitset pass charged to its budget. */
class IndexWork {
  /** One pass over a bitset of the index's capacity. */
  private readonly pass: number;

  constructor(
    private readonly index: PerformerIndex,
    private readonly budget: WorkBudget,
  ) {
    this.pass = index.scratch(SCRATCH.union).words.length * WORK_COST.bitsetWord;
  }

  /** `into` with only the members of at least one of `sets`. */
  private unionOf(sets: (Bitset | undefined)[], into: Bitset): Bitset {
    this.budget.charge((sets.length + 1) * this.pass);
    into.clear();
    for (const set of sets) if (set) into.or(set);
    return into;
  }

  /** The acts passing buildPerformerListSql's filters, as a scratch bitset. */
  filteredSet(query: PerformerListQuery, options: { includeUnvetted: boolean }): Bitset {
    const { index } = this;
    const union = index.scratch(SCRATCH.union);
    const set = index.scratch(SCRATCH.filter);
    this.budget.charge(6 * this.pass);
    set.copyFrom(query.isVetted !== false || !options.includeUnvetted ? index.vetted : index.present);
    if (query.city) {
      const prefix = query.city.toLowerCase();
      const known = [...index.byCity.keys()];
      this.budget.charge(known.length * WORK_COST.slot);
      const cities = known.filter((city) => city.startsWith(prefix));
      set.and(
        this.unionOf(
          cities.map((city) => index.byCity.get(city)),
          union,
        ),
      );
    }
    if (query.state) set.and(this.unionOf([index.byState.get(query.state)], union));
    if (query.genres?.length)
      set.and(
        this.unionOf(
          query.genres.map((genre) => index.byGenre.get(genre)),
          union,
        ),
      );
    if (query.cleanContent) set.and(index.clean);
    if (query.availableOn) {
      const isBlocked = blockedOn(query.availableOn);
      this.budget.charge(index.blocked.size * WORK_COST.slot);
      for (const slot of index.blocked) if (isBlocked(index.slots[slot]!)) set.delete(slot);
    }
    return set;
  }

  /**
   * A search's two tiers: profiles whose search text contains the text, then profiles not
   * containing it in which every word of the search is close to a word of the profile. A profile
   * containing the text has a word containing each word of the search; for a one-word search that
   * is the whole condition, otherwise each such profile's text is checked.
   */
  searchTiers(search: string, filter: Bitset): Tier[] {
    const { index } = this;
    const words = search.split(' ').filter(Boolean);
    const longest = words.reduce((best, word) => (word.length > best.length ? word : best), '');
    const union = index.scratch(SCRATCH.union);
    const holdsLongest = index.scratch(SCRATCH.exact);
    this.unionOf(
      index.wordsContaining(longest).map((word) => index.byWord.get(word)),
      holdsLongest,
    );
    const oneWord = words.length === 1 && longest === search;
    // Each word of a longer search lies within one word of a profile containing the text: only
    // profiles with a word containing each are checked against the whole text.
    for (const word of new Set(words))
      if (word !== longest)
        holdsLongest.and(
          this.unionOf(
            index.wordsContaining(word).map((holder) => index.byWord.get(holder)),
            union,
          ),
        );
    const contains: Test = (performer) => {
      this.budget.charge(WORK_COST.verify);
      return performer.searchDocument.includes(search);
    };
    const typo = index.scratch(SCRATCH.typo).copyFrom(filter);
    for (const word of words)
      typo.and(
        this.unionOf(
          index.closeWords(word).map((close) => index.byWord.get(close)),
          union,
        ),
      );
    this.budget.charge((words.length + 3) * this.pass);
    if (oneWord) typo.andNot(holdsLongest);
    holdsLongest.and(filter);
    return [
      { exact: true, members: holdsLongest, verify: oneWord ? always : contains },
      { exact: false, members: typo, verify: oneWord ? always : (performer) => !contains(performer) },
    ];
  }

  /** How many acts the tiers hold, counting no further than one past the cap (the misspelt tier only while the first is below it). */
  countTiers(tiers: Tier[]): number {
    let total = 0;
    for (const tier of tiers) {
      if (total > LIST_COUNT_CAP) break;
      total += this.countTier(tier);
    }
    return total;
  }

  private countTier(tier: Tier): number {
    this.budget.charge(this.pass);
    if (tier.verify === always) return Math.min(tier.members.count(LIST_COUNT_CAP), LIST_COUNT_CAP + 1);
    let count = 0;
    for (const slot of tier.members) if (tier.verify(this.index.slots[slot]!) && ++count > LIST_COUNT_CAP) break;
    return count;
  }
}

/** A one-off block or weekly rule takes the whole of that date (notBlockedAllDay's opposite). */
function blockedOn(date: string): Test {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay() || 7;
  return (performer) =>
    Boolean(performer.blockedDates?.has(date)) || (performer.blockedWeekdays & (1 << weekday)) !== 0;
}

/** Walks a sort's order for one tier's matches, from a cursor's position when there is one. */
class TierWalk {
  private readonly order: number[];
  /** The keys that come before relevance (all of them when the sort has none), without the tier. */
  private readonly leading: IndexKey[];
  /** The leading keys as numbers per slot (PerformerIndex.sortValues). */
  private readonly leadingValues: readonly (readonly number[])[];
  private readonly positionLeading: CursorValue[] | null;
  private readonly hasRelevance: boolean;

  constructor(
    private readonly index: PerformerIndex,
    private readonly query: PerformerListQuery,
    private readonly keys: IndexKey[],
    private readonly relevance: SearchRelevance | null,
    private readonly position: CursorValue[] | null,
    private readonly budget: WorkBudget,
  ) {
    this.order = index.orders.get(query.sortBy)!;
    const first = keys[0]!.expression === 'exact_match' ? 1 : 0;
    const relevanceAt = keys.findIndex((key) => key.expression === 'relevance');
    this.hasRelevance = relevanceAt >= 0;
    this.leading = keys.slice(first, this.hasRelevance ? relevanceAt : keys.length);
    this.leadingValues = this.hasRelevance ? index.sortValues(query.sortBy, this.leading.length) : [];
    this.positionLeading = position ? position.slice(first, first + this.leading.length) : null;
  }

  /** Up to `wanted` matches of the tier in browse order after the position. */
  matches(tier: Tier, wanted: number): Match[] {
    if (this.position && this.keys[0]!.expression === 'exact_match' && this.position[0] === false && tier.exact)
      return [];
    const afterPosition =
      this.position !== null && (this.keys[0]!.expression !== 'exact_match' || this.position[0] === tier.exact);
    const slots = this.inOrder(tier, afterPosition, wanted);
    return this.hasRelevance
      ? this.byRelevance(tier, slots, afterPosition, wanted)
      : this.inSortOrder(tier, slots, afterPosition, wanted);
  }

  private inSortOrder(tier: Tier, slots: SlotWalk, afterPosition: boolean, wanted: number): Match[] {
    const found: Match[] = [];
    for (let slot = slots.next(); slot >= 0; slot = slots.next()) {
      const match = { performer: this.index.slots[slot]!, exact: tier.exact, relevance: 0 };
      if (afterPosition && comparePositions(this.keys, valuesOf(this.keys, match), this.position!) <= 0) continue;
      if (found.push(match) >= wanted) break;
    }
    return found;
  }

  /**
   * With relevance among the keys, the acts equal on the keys before it form groups, runs of the
   * sort's order, and each group gives only its best `wanted − found` by relevance
   * (BestByRelevance). Once those are held, only acts whose bound beats the worst of them are
   * worked out: in a long group they are listed from the search's counts (SearchRelevance
   * .candidates) instead of walked, so a group of 100,000 acts tied on the leading keys (an
   * unrated tenant) costs a pass over a bitset, not a look at each act; and once the best held
   * are as relevant as any act can be, the rest of the group is skipped.
   */
  private byRelevance(tier: Tier, slots: SlotWalk, afterPosition: boolean, wanted: number): Match[] {
    const found: Match[] = [];
    let group: { first: number; best: BestByRelevance<Match> } | null = null;
    const offer = (slot: number, best: BestByRelevance<Match>) => {
      const relevance = this.relevance!.above(slot, best.floor);
      if (relevance === null) return;
      const match = { performer: this.index.slots[slot]!, exact: tier.exact, relevance };
      if (!afterPosition || comparePositions(this.keys, valuesOf(this.keys, match), this.position!) > 0)
        best.offer(match, relevance);
    };
    for (let slot = slots.next(); slot >= 0; slot = slots.next()) {
      if (group && !this.sameLeading(group.first, slot)) {
        found.push(...group.best.best());
        group = null;
        if (found.length >= wanted) return found;
      }
      group ??= { first: slot, best: new BestByRelevance<Match>(wanted - found.length) };
      const { first, best } = group;
      offer(slot, best);
      if (!best.isFull) continue;
      const inGroup = (next: number) => this.sameLeading(first, next);
      if (best.floor >= MAX_RELEVANCE) slots.skipWhile(inGroup);
      else if (this.relevance!.counted) {
        const end = slots.endOf(inGroup);
        if (end - slots.at > SCAN_GROUP_AFTER) {
          this.offerCandidates(tier, slots.slots, slots.at, end, best, offer);
          slots.at = end;
        }
      }
    }
    if (group) found.push(...group.best.best());
    return found;
  }

  /**
   * Offers the acts of `slots[from, end)` (the rest of a group) that can still beat the floor:
   * those the search's counts allow above it, kept in a bitset with the tier's members, and made
   * again when the floor rises past another count. The group is scanned against that bitset, a
   * bit test per slot; only its few set bits cost more.
   */
  private offerCandidates(
    tier: Tier,
    slots: readonly number[],
    from: number,
    end: number,
    best: BestByRelevance<Match>,
    offer: (slot: number, best: BestByRelevance<Match>) => void,
  ): void {
    const relevance = this.relevance!;
    const scratch = this.index.scratch(CANDIDATES_SCRATCH);
    let fewest = relevance.fewestAbove(best.floor);
    const eligibleAbove = (floor: number) => {
      this.budget.charge(scratch.words.length * WORK_COST.bitsetWord);
      return relevance.candidates(floor, scratch).and(tier.members).words;
    };
    let eligible = eligibleAbove(best.floor);
    this.budget.charge((end - from) * WORK_COST.scan);
    for (let at = from; at < end; at++) {
      const slot = slots[at]!;
      if (((eligible[slot >>> 5]! >>> (slot & 31)) & 1) === 0) continue;
      if (tier.verify !== always && !tier.verify(this.index.slots[slot]!)) continue;
      offer(slot, best);
      if (best.floor >= MAX_RELEVANCE) return;
      const now = relevance.fewestAbove(best.floor);
      if (now > fewest) {
        fewest = now;
        eligible = eligibleAbove(best.floor);
      }
    }
  }

  private sameLeading(left: number, right: number): boolean {
    for (const values of this.leadingValues) if (values[left] !== values[right]) return false;
    return true;
  }

  /** Does the act sort before the position's group (so it cannot follow the position)? */
  private beforePosition(performer: IndexedPerformer): boolean {
    const values = this.leading.map((key) => key.valueOf(performer, 0, false));
    return comparePositions(this.leading, values, this.positionLeading!) < 0;
  }

  /**
   * The tier's matches in the sort's order: a small tier's listed and sorted by rank, a large
   * one's found walking the sort's order (from the position's group with a cursor).
   */
  private inOrder(tier: Tier, afterPosition: boolean, wanted: number): SlotWalk {
    const slots = this.index.slots;
    const listed = tier.members.count(wanted * LIST_PAGES) <= wanted * LIST_PAGES;
    if (listed) {
      const ranks = this.index.rankIn(this.query.sortBy);
      const members = [...tier.members];
      this.budget.charge(members.length * WORK_COST.candidate);
      const candidates = members.filter((slot) => tier.verify(slots[slot]!));
      candidates.sort((left, right) => ranks[left]! - ranks[right]!);
      let start = 0;
      if (afterPosition) while (start < candidates.length && this.beforePosition(slots[candidates[start]!]!)) start++;
      return new SlotWalk(candidates, start, () => true, this.budget);
    }
    const { members, verify } = tier;
    const isMatch =
      verify === always
        ? (slot: number) => members.has(slot)
        : (slot: number) => members.has(slot) && verify(slots[slot]!);
    return new SlotWalk(this.order, afterPosition ? this.firstAtPosition() : 0, isMatch, this.budget);
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

/** The slots of a run of the order that pass a test, one at a time (each look charged), able to skip a group. */
class SlotWalk {
  constructor(
    readonly slots: readonly number[],
    /** The place of the next slot to look at. */
    public at: number,
    private readonly accepts: (slot: number) => boolean,
    private readonly budget: WorkBudget,
  ) {}

  /** The next accepted slot, or −1 past the end. */
  next(): number {
    const from = this.at;
    while (this.at < this.slots.length) {
      const slot = this.slots[this.at++]!;
      if (this.accepts(slot)) {
        this.budget.charge((this.at - from) * WORK_COST.slot);
        return slot;
      }
    }
    this.budget.charge((this.at - from) * WORK_COST.slot);
    return -1;
  }

  /**
   * Where the slots from here on for which `inGroup` holds end: they come first (a group of equal
   * leading keys is a run of the order), so a binary search finds it.
   */
  endOf(inGroup: (slot: number) => boolean): number {
    let [low, high] = [this.at, this.slots.length];
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (inGroup(this.slots[middle]!)) low = middle + 1;
      else high = middle;
    }
    return low;
  }

  skipWhile(inGroup: (slot: number) => boolean): void {
    this.at = this.endOf(inGroup);
  }
}
