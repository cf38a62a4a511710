import type { BandRange } from '../domain/routing/detourRegion';
import { unitVector } from '../domain/routing/geo';

/**
 * Latitude bands of the venues in memory: narrower than the database index's (a quarter degree),
 * so that a leg's search area (`detourRegion` in these bands) holds few venues beyond its ellipse.
 */
export const MIRROR_BANDS_PER_DEGREE = 8;
const FIRST_BAND = -90 * MIRROR_BANDS_PER_DEGREE;
/** Bands from the south pole's to the north pole's (which holds latitude 90 only). */
const BANDS = 180 * MIRROR_BANDS_PER_DEGREE + 1;

/**
 * One version of a tenant's venues as columns by slot (`MirroredVenue.slot`), in shared memory:
 * posted to a worker thread without copying, and never written once taken, except that the first
 * worker to search them fills in the index and the ranks (`prepareColumns`), which then serve
 * every later search on any worker. A changed venue makes a new version (TenantVenues.columns),
 * copied from the copy's own columns (`SlotColumns`): no string crosses to a worker per search.
 */
export interface VenueColumns {
  /** This version's own key. */
  key: string;
  slots: number;
  /** How many slots hold a venue. */
  count: number;
  present: Uint8Array;
  lat: Float64Array;
  lng: Float64Array;
  /** The venue's unit vector, three numbers a slot. */
  unit: Float64Array;
  /** The venue's id, a UUID, as four 32-bit words (their order is the ids' text order). */
  idWords: Uint32Array;
  /** The venue's name: code units `nameStart[slot]` up to `nameEnd[slot]` of `nameChars`. */
  nameStart: Int32Array;
  nameEnd: Int32Array;
  nameChars: Uint16Array;
  /** [0] is 1 once what follows is filled in. */
  prepared: Int32Array;
  /** The name's place in `compareText`'s order among the tenant's names (names that compare equal share it). */
  nameRank: Int32Array;
  /** The id's place in text order. */
  idRank: Int32Array;
  /** The slots holding a venue, by id. */
  idOrder: Int32Array;
  /** The slots holding a venue, by latitude band (MIRROR_BANDS_PER_DEGREE), then longitude. */
  order: Int32Array;
  /** The longitudes, latitudes and unit vectors (three numbers each) of `order`'s venues, in its order. */
  orderLng: Float64Array;
  orderLat: Float64Array;
  orderUnit: Float64Array;
  /** Where each band starts in `order` (one more entry than bands). */
  bandStart: Int32Array;
}

/** A venue as the columns take it. */
export interface ColumnSource {
  id: string;
  name: string;
  lat: number;
  lng: number;
}

type Growable = Float64Array | Int32Array | Uint32Array | Uint8Array | Uint16Array;

function grown<T extends Growable>(column: T, length: number): T {
  if (column.length >= length) return column;
  const larger = new (column.constructor as { new (length: number): T })(Math.max(length, column.length * 2));
  larger.set(column);
  return larger;
}

const shared = <T>(Type: { new (buffer: SharedArrayBuffer): T; BYTES_PER_ELEMENT: number }, length: number): T =>
  new Type(new SharedArrayBuffer(Math.max(1, length) * Type.BYTES_PER_ELEMENT));

/** A copy of the first `length` numbers of a column in shared memory. */
function sharedCopy<T extends Growable>(column: T, length: number): T {
  const copy = new (column.constructor as { new (buffer: SharedArrayBuffer): T })(
    new SharedArrayBuffer(Math.max(1, length) * column.BYTES_PER_ELEMENT),
  );
  copy.set(column.subarray(0, length) as never);
  return copy;
}

/** A UUID's 128 bits as four words, most significant first (null for anything else). */
export function uuidWords(id: string): [number, number, number, number] | null {
  if (id.length !== 36) return null;
  const words: [number, number, number, number] = [0, 0, 0, 0];
  let digits = 0;
  for (let at = 0; at < 36; at++) {
    const code = id.charCodeAt(at);
    if (at === 8 || at === 13 || at === 18 || at === 23) {
      if (code !== 45) return null;
      continue;
    }
    const value = code >= 48 && code <= 57 ? code - 48 : code >= 97 && code <= 102 ? code - 87 : -1;
    if (value < 0) return null;
    const word = digits >> 3;
    words[word] = words[word]! * 16 + value;
    digits++;
  }
  return words;
}

/**
 * A copy's venues as columns by slot, kept up to date one venue at a time (`put`, `remove`,
 * `setBookings`) on the request thread; `version` takes them into shared memory for a search:
 * copies of typed arrays, no per-venue work. A name is written where the last one ends (the space
 * of a replaced name is left, and taken back once it is most of the space).
 */
export class SlotColumns {
  private present = new Uint8Array(64);
  private lat = new Float64Array(64);
  private lng = new Float64Array(64);
  private unit = new Float64Array(64 * 3);
  private idWords = new Uint32Array(64 * 4);
  private nameStart = new Int32Array(64);
  private nameEnd = new Int32Array(64);
  private nameChars = new Uint16Array(1024);
  private nameUsed = 0;
  private nameGarbage = 0;
  private bookingCounts = new Uint8Array(64);
  private count = 0;

  put(slot: number, venue: ColumnSource): void {
    this.ensure(slot + 1);
    if (this.present[slot]) this.remove(slot);
    this.present[slot] = 1;
    this.count++;
    this.lat[slot] = venue.lat;
    this.lng[slot] = venue.lng;
    this.unit.set(unitVector(venue), slot * 3);
    // Ids are uuids (the database's type); anything else sorts first, as zeros.
    this.idWords.set(uuidWords(venue.id) ?? [0, 0, 0, 0], slot * 4);
    this.writeName(slot, venue.name);
  }

  remove(slot: number): void {
    if (!this.present[slot]) return;
    this.present[slot] = 0;
    this.count--;
    this.nameGarbage += this.nameEnd[slot]! - this.nameStart[slot]!;
    this.nameStart[slot] = this.nameEnd[slot] = 0;
    this.bookingCounts[slot] = 0;
  }

  /** The bookings that count for the score (at most 3). */
  setBookings(slot: number, bookings: number): void {
    this.ensure(slot + 1);
    this.bookingCounts[slot] = Math.min(3, bookings);
  }

  /** The first `slots` slots' bookings (a copy). */
  bookings(slots: number): Uint8Array {
    return this.bookingCounts.slice(0, slots);
  }

  /** The first `slots` slots as columns in shared memory, to be prepared by a worker. O(slots), copies only. */
  version(key: string, slots: number): VenueColumns {
    this.ensure(slots);
    return {
      key,
      slots,
      count: this.count,
      present: sharedCopy(this.present, slots),
      lat: sharedCopy(this.lat, slots),
      lng: sharedCopy(this.lng, slots),
      unit: sharedCopy(this.unit, slots * 3),
      idWords: sharedCopy(this.idWords, slots * 4),
      nameStart: sharedCopy(this.nameStart, slots),
      nameEnd: sharedCopy(this.nameEnd, slots),
      nameChars: sharedCopy(this.nameChars, this.nameUsed),
      prepared: shared(Int32Array, 1),
      nameRank: shared(Int32Array, slots),
      idRank: shared(Int32Array, slots),
      idOrder: shared(Int32Array, this.count),
      order: shared(Int32Array, this.count),
      orderLng: shared(Float64Array, this.count),
      orderLat: shared(Float64Array, this.count),
      orderUnit: shared(Float64Array, this.count * 3),
      bandStart: shared(Int32Array, BANDS + 1),
    };
  }

  private ensure(slots: number): void {
    if (this.present.length >= slots) return;
    this.present = grown(this.present, slots);
    this.lat = grown(this.lat, slots);
    this.lng = grown(this.lng, slots);
    this.unit = grown(this.unit, slots * 3);
    this.idWords = grown(this.idWords, slots * 4);
    this.nameStart = grown(this.nameStart, slots);
    this.nameEnd = grown(this.nameEnd, slots);
    this.bookingCounts = grown(this.bookingCounts, slots);
  }

  private writeName(slot: number, name: string): void {
    if (this.nameGarbage > 4096 && this.nameGarbage > this.nameUsed / 2) this.compactNames();
    this.nameChars = grown(this.nameChars, this.nameUsed + name.length);
    this.nameStart[slot] = this.nameUsed;
    for (let at = 0; at < name.length; at++) this.nameChars[this.nameUsed++] = name.charCodeAt(at);
    this.nameEnd[slot] = this.nameUsed;
  }

  /** Takes back the space of replaced names (amortised: only once they fill half of it). */
  private compactNames(): void {
    const chars = new Uint16Array(Math.max(1024, (this.nameUsed - this.nameGarbage) * 2));
    let used = 0;
    for (let slot = 0; slot < this.present.length; slot++) {
      if (!this.present[slot]) continue;
      const start = this.nameStart[slot]!;
      const end = this.nameEnd[slot]!;
      chars.set(this.nameChars.subarray(start, end), used);
      this.nameStart[slot] = used;
      used += end - start;
      this.nameEnd[slot] = used;
    }
    this.nameChars = chars;
    this.nameUsed = used;
    this.nameGarbage = 0;
  }
}

const bandOf = (lat: number) => Math.floor(lat * MIRROR_BANDS_PER_DEGREE);

/** Text from code units (in chunks: an argument list has a limit). */
function textAt(chars: Uint16Array, start: number, end: number): string {
  let text = '';
  for (let at = start; at < end; at += 4096)
    text += String.fromCharCode(...chars.subarray(at, Math.min(end, at + 4096)));
  return text;
}

/** -1, 0 or 1 as slot a's id sorts before, with or after `words` (four words from `offset`). */
function compareIdWords(columns: VenueColumns, slot: number, words: ArrayLike<number>, offset = 0): number {
  for (let word = 0; word < 4; word++) {
    const difference = columns.idWords[slot * 4 + word]! - words[offset + word]!;
    if (difference) return difference < 0 ? -1 : 1;
  }
  return 0;
}

/**
 * Fills in the index and the ranks (once per version, whichever worker is first; a second one
 * racing it writes the same numbers): O(venues · log venues), in the worker.
 */
export function prepareColumns(columns: VenueColumns, compareText: (a: string, b: string) => number): void {
  if (Atomics.load(columns.prepared, 0) === 1) return;
  const slots: number[] = [];
  for (let slot = 0; slot < columns.slots; slot++) if (columns.present[slot]) slots.push(slot);
  const bands = slots.map((slot) => bandOf(columns.lat[slot]!));
  const byPlace = slots.map((_, index) => index);
  byPlace.sort((a, b) => bands[a]! - bands[b]! || columns.lng[slots[a]!]! - columns.lng[slots[b]!]!);
  columns.bandStart.fill(0);
  byPlace.forEach((index, at) => {
    const slot = slots[index]!;
    columns.order[at] = slot;
    columns.orderLng[at] = columns.lng[slot]!;
    columns.orderLat[at] = columns.lat[slot]!;
    columns.orderUnit.set(columns.unit.subarray(slot * 3, slot * 3 + 3), at * 3);
    columns.bandStart[bands[index]! - FIRST_BAND + 1]! += 1;
  });
  for (let band = 1; band <= BANDS; band++) columns.bandStart[band]! += columns.bandStart[band - 1]!;
  const names = new Map(
    slots.map((slot) => [slot, textAt(columns.nameChars, columns.nameStart[slot]!, columns.nameEnd[slot]!)]),
  );
  const texts = [...new Set(names.values())].sort(compareText);
  const rankOf = new Map<string, number>();
  let rank = 0;
  texts.forEach((text, index) => {
    if (index > 0 && compareText(texts[index - 1]!, text) !== 0) rank = index;
    rankOf.set(text, rank);
  });
  for (const slot of slots) columns.nameRank[slot] = rankOf.get(names.get(slot)!)!;
  const byId = [...slots].sort((a, b) => compareIdWords(columns, a, columns.idWords, b * 4));
  byId.forEach((slot, at) => {
    columns.idOrder[at] = slot;
    columns.idRank[slot] = at;
  });
  Atomics.store(columns.prepared, 0, 1);
}

/** The slot of the venue with this id, if the version holds it (a binary search of `idOrder`; prepared columns). */
export function slotOfId(columns: VenueColumns, id: string): number | undefined {
  const words = uuidWords(id);
  if (!words) return undefined;
  let low = 0;
  let high = columns.count;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (compareIdWords(columns, columns.idOrder[middle]!, words) < 0) low = middle + 1;
    else high = middle;
  }
  const slot = columns.idOrder[low];
  return low < columns.count && slot !== undefined && compareIdWords(columns, slot, words) === 0 ? slot : undefined;
}

/**
 * The part of `order` a search-area range can hold ([start, end)): its band's venues from the first
 * at or east of its west edge. The caller stops at its east edge and checks latitudes.
 */
export function rangeStart(
  columns: VenueColumns,
  rangeBand: BandRange['band'],
  lngMin: BandRange['lngMin'],
): { start: number; end: number } {
  const band = rangeBand - FIRST_BAND;
  if (band < 0 || band >= BANDS) return { start: 0, end: 0 };
  let low = columns.bandStart[band]!;
  let high = columns.bandStart[band + 1]!;
  const end = high;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (columns.orderLng[middle]! < lngMin) low = middle + 1;
    else high = middle;
  }
  return { start: low, end };
}
