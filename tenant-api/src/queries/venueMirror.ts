import { FreshRead } from '../lib/freshRead';
import { changesSinceSql, covers, EVERYTHING, parseSnapshot, SNAPSHOT_SQL, type Snapshot } from '../db/changeMarkers';
import type { Row } from '../db/oneTrip';
import type { Orm } from '../db/orm';
import { preparedRead, readPreparedInTenant, type Execution } from '../db/preparedReads';
import type { BandRange } from '../domain/routing/detourRegion';
import { unitVector } from '../domain/routing/geo';
import type { VenueHistory } from '../domain/routing/opportunities';
import { compareText, type Venue } from './routingOpportunities';

/** A venue as the search keeps it: what an opportunity shows, and its keys into the booking facts. */
export interface MirroredVenue extends Venue {
  /** PostgreSQL's lower(city): what the place filters and the booking facts match on. */
  cityKey: string;
  /** Its `venue_booking_stats` key (state, lower(city), lower(name)). */
  statsKey: string;
  /** Its booking facts (kept in step with the facts of its key). */
  history: VenueHistory;
  unit: [number, number, number];
  /** A small number of its own among the tenant's venues (for a search's scratch arrays). */
  slot: number;
  /** Its name's rank (TenantVenues.nameRanksOf) as of the copy's `ranking` number `rankedIn`. */
  nameRank: number;
  rankedIn: number;
}

const statsKeyOf = (state: string, cityKey: string, nameKey: string) => `${state}\u0000${cityKey}\u0000${nameKey}`;

const VENUE_CHANGES = changesSinceSql({
  table: 'venues',
  keys: [{ column: 'id', type: 'uuid' }],
  columns: ['v.id', 'v.name', 'v.city', 'v.state::text', 'v.lat', 'v.lng', 'lower(v.city)', 'lower(v.name)'],
});
const STATS_CHANGES = changesSinceSql({
  table: 'venue_booking_stats',
  keys: ['venue_state', 'venue_city_key', 'venue_name_key'].map((column) => ({ column, type: 'text' })),
  columns: ['v.venue_state', 'v.venue_city_key', 'v.venue_name_key', 'v.bookings', 'v.median_fee_cents'],
});

/** A tenant's venue and booking-fact changes since an xid ($2), and the snapshot they were read in: one statement. */
const CHANGES = preparedRead(
  ['uuid', 'xid8'],
  `select ${SNAPSHOT_SQL} as snapshot, ${VENUE_CHANGES.rows} as venues, ${VENUE_CHANGES.gone} as venues_gone,
          ${STATS_CHANGES.rows} as stats, ${STATS_CHANGES.gone} as stats_gone`,
);

type VenueValues = [string, string, string, string, number, number, string, string];
type StatsValues = [string, string, string, number, number | null];

/** One latitude band's venues, sorted by longitude when first searched after a change. */
interface Band {
  venues: MirroredVenue[];
  lngs: Float64Array | null;
}

const NO_HISTORY: VenueHistory = { bookings: 0, medianFeeCents: null };

/**
 * A tenant's venues and their booking facts in memory, as of one database snapshot, indexed by
 * latitude band (MIRROR_BANDS_PER_DEGREE) and longitude. `apply` takes a later read of the changes
 * (db/changeMarkers.ts); a read older than what is held is ignored, so reads may finish in any order.
 */
export class TenantVenues {
  snapshot: Snapshot | null = null;
  loading: Promise<void> | null = null;
  private readonly venues = new Map<string, MirroredVenue>();
  private readonly bands = new Map<number, Band>();
  private readonly stats = new Map<string, VenueHistory>();
  /** The venues of each booking-facts key (several venues may share a name in a city). */
  private readonly byStatsKey = new Map<string, Set<MirroredVenue>>();
  private readonly freeSlots: number[] = [];
  private slots = 0;
  private derivations = new WeakMap<object, unknown>();
  private nameRanks = new Map<string, number>();
  /** Which working-out of `nameRanks` this is (venues keep their rank from one). */
  private ranking = 1;
  /** The copy's change checks, shared by the searches asked for at once (lib/freshRead.ts). */
  checks: FreshRead<void> | null = null;

  /** The xid the next read of changes starts from. */
  since(): string {
    return this.snapshot ? String(this.snapshot.xmin) : EVERYTHING;
  }

  get size(): number {
    return this.venues.size;
  }

  apply(changes: Row): void {
    const snapshot = parseSnapshot(changes.snapshot as string);
    if (this.snapshot && !covers(snapshot, this.snapshot)) return;
    for (const [id] of changes.venues_gone as string[][]) this.removeVenue(id!);
    for (const values of changes.venues as VenueValues[]) this.putVenue(values);
    for (const [state, city, name] of changes.stats_gone as string[][])
      this.putStats(statsKeyOf(state!, city!, name!), null);
    for (const [state, city, name, bookings, median] of changes.stats as StatsValues[]) {
      this.putStats(statsKeyOf(state, city, name), { bookings, medianFeeCents: median });
    }
    this.snapshot = snapshot;
  }

  /** One more than the highest venue slot. */
  get slotCount(): number {
    return this.slots;
  }

  private putStats(key: string, history: VenueHistory | null): void {
    if (history) this.stats.set(key, history);
    else this.stats.delete(key);
    for (const venue of this.byStatsKey.get(key) ?? []) venue.history = history ?? NO_HISTORY;
  }

  /**
   * The venues' name ranks: each name's place in `compareText`'s order among the tenant's names
   * (names that compare equal share it), so a search sorts by them without calling the collator.
   * All come from one working-out of the ranks: when a name is new (a venue added or renamed) the
   * ranks are worked out again for every name first, and each venue keeps its own until then.
   */
  nameRanksOf(venues: readonly MirroredVenue[]): number[] {
    if (venues.some((venue) => venue.rankedIn !== this.ranking && !this.nameRanks.has(venue.name))) {
      this.nameRanks = this.rankNames();
      this.ranking += 1;
    }
    return venues.map((venue) => {
      if (venue.rankedIn !== this.ranking) {
        venue.nameRank = this.nameRanks.get(venue.name)!;
        venue.rankedIn = this.ranking;
      }
      return venue.nameRank;
    });
  }

  private rankNames(): Map<string, number> {
    const names = [...new Set(Array.from(this.venues.values(), (venue) => venue.name))].sort(compareText);
    const ranks = new Map<string, number>();
    let rank = 0;
    names.forEach((name, index) => {
      if (index > 0 && compareText(names[index - 1]!, name) !== 0) rank = index;
      ranks.set(name, rank);
    });
    return ranks;
  }

  /**
   * Something worked out from the venues alone (not their booking facts), kept until a venue
   * changes: keyed by an object the caller keeps while it means the same (a cached search area).
   */
  derived<T>(key: object, work: () => T): T {
    if (!this.derivations.has(key)) this.derivations.set(key, work());
    return this.derivations.get(key) as T;
  }

  /** Visits the venues of one search-area range (`detourRegion`): its band, longitudes and latitudes, bounds included. */
  scan(range: BandRange, visit: (venue: MirroredVenue) => void): void {
    const band = this.bands.get(range.band);
    if (!band) return;
    const lngs = band.lngs ?? sortBand(band);
    for (let index = firstAtLeast(lngs, range.lngMin); index < lngs.length && lngs[index]! <= range.lngMax; index++) {
      const venue = band.venues[index]!;
      if (venue.lat >= range.latMin && venue.lat <= range.latMax) visit(venue);
    }
  }

  private putVenue([id, name, city, state, lat, lng, cityKey, nameKey]: VenueValues): void {
    this.removeVenue(id);
    const statsKey = statsKeyOf(state, cityKey, nameKey);
    const venue: MirroredVenue = {
      id,
      name,
      city,
      state,
      lat,
      lng,
      cityKey,
      statsKey,
      history: this.stats.get(statsKey) ?? NO_HISTORY,
      unit: unitVector({ lat, lng }),
      slot: this.freeSlots.pop() ?? this.slots++,
      nameRank: 0,
      rankedIn: 0,
    };
    this.venues.set(id, venue);
    if (!this.byStatsKey.has(statsKey)) this.byStatsKey.set(statsKey, new Set());
    this.byStatsKey.get(statsKey)!.add(venue);
    this.derivations = new WeakMap();
    const number = bandOf(lat);
    const band = this.bands.get(number);
    if (band) {
      band.venues.push(venue);
      band.lngs = null;
    } else this.bands.set(number, { venues: [venue], lngs: null });
  }

  private removeVenue(id: string): void {
    const venue = this.venues.get(id);
    if (!venue) return;
    this.venues.delete(id);
    this.freeSlots.push(venue.slot);
    const sharing = this.byStatsKey.get(venue.statsKey)!;
    sharing.delete(venue);
    if (!sharing.size) this.byStatsKey.delete(venue.statsKey);
    this.derivations = new WeakMap();
    const band = this.bands.get(bandOf(venue.lat))!;
    band.venues.splice(band.venues.indexOf(venue), 1);
    band.lngs = null;
  }
}

/**
 * Latitude bands of the venues in memory: narrower than the database index's (a quarter degree),
 * so that a leg's search area (`detourRegion` in these bands) holds few venues beyond its ellipse.
 */
export const MIRROR_BANDS_PER_DEGREE = 8;
const bandOf = (lat: number) => Math.floor(lat * MIRROR_BANDS_PER_DEGREE);

function sortBand(band: Band): Float64Array {
  band.venues.sort((a, b) => a.lng - b.lng);
  band.lngs = Float64Array.from(band.venues, (venue) => venue.lng);
  return band.lngs;
}

function firstAtLeast(sorted: Float64Array, value: number): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (sorted[middle]! < value) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** Tenants whose venues a process keeps at most (least recently searched out). */
export const MIRRORED_TENANTS = 64;
const mirrors = new WeakMap<Orm, Map<string, TenantVenues>>();

/** The copy of a tenant's venues read through this pool (a replica's copy follows the replica's snapshots). */
function mirrorOf(orm: Orm, tenantId: string): TenantVenues {
  let tenants = mirrors.get(orm);
  if (!tenants) mirrors.set(orm, (tenants = new Map()));
  let mirror = tenants.get(tenantId);
  if (mirror) tenants.delete(tenantId);
  else mirror = new TenantVenues();
  tenants.set(tenantId, mirror);
  if (tenants.size > MIRRORED_TENANTS) tenants.delete(tenants.keys().next().value!);
  return mirror;
}

/** The read that brings a copy up to date: the changes since `since` (an xid; EVERYTHING for a first read). */
export const venueChangesSince = (tenantId: string, since: string): Execution => ({
  read: CHANGES,
  values: [tenantId, since],
});

const changesSince = (tenantId: string, mirror: TenantVenues): Execution => venueChangesSince(tenantId, mirror.since());

/**
 * The tenant's venues brought up to date, and the caller's own reads (their rows are returned in
 * order, one message, one transaction, in the tenant: row-level security), both at once. The
 * change check starts no earlier than the call and is shared with the searches asked for
 * meanwhile (FreshRead): what the copy holds afterwards is at least as new as the snapshot the
 * changes were read in, so a search sees every write committed before it began. A copy's first
 * read takes everything (once, however many searches wait for it).
 */
export async function freshVenues(
  orm: Orm,
  tenantId: string,
  reads: Execution[],
): Promise<{ venues: TenantVenues; rows: Row[][] }> {
  const mirror = await loadedMirror(orm, tenantId);
  mirror.checks ??= new FreshRead(async () => {
    const [changes] = await readPreparedInTenant(orm, tenantId, [changesSince(tenantId, mirror)]);
    mirror.apply(changes![0]!);
  });
  const [, rows] = await Promise.all([
    mirror.checks.startingNow(),
    reads.length ? readPreparedInTenant(orm, tenantId, reads) : Promise.resolve([]),
  ]);
  return { venues: mirror, rows };
}

async function loadedMirror(orm: Orm, tenantId: string): Promise<TenantVenues> {
  const mirror = mirrorOf(orm, tenantId);
  if (!mirror.snapshot) {
    mirror.loading ??= readPreparedInTenant(orm, tenantId, [changesSince(tenantId, mirror)])
      .then(([changes]) => mirror.apply(changes![0]!))
      .finally(() => {
        mirror.loading = null;
      });
    await mirror.loading;
  }
  return mirror;
}

/**
 * Reads the venues of the first MIRRORED_TENANTS tenants into memory, one tenant after another
 * (a web process after it starts listening: its first searches then need not wait for them).
 */
export async function warmVenues(orm: Orm): Promise<void> {
  const tenants = await orm.em
    .fork()
    .execute<{ id: string }[]>(`select id from tenants order by created_at, id limit ?`, [MIRRORED_TENANTS]);
  for (const { id } of tenants) await loadedMirror(orm, id);
}
