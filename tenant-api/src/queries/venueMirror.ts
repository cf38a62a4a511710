import { FreshRead } from '../lib/freshRead';
import { changesSinceSql, covers, EVERYTHING, parseSnapshot, SNAPSHOT_SQL, type Snapshot } from '../db/changeMarkers';
import type { Row } from '../db/oneTrip';
import type { Orm } from '../db/orm';
import { preparedRead, readPreparedInTenant, type Execution } from '../db/preparedReads';
import type { VenueHistory } from '../domain/routing/opportunities';
import type { Venue } from './routingOpportunities';
import { SlotColumns, type VenueColumns } from './venueColumns';

export { MIRROR_BANDS_PER_DEGREE } from './venueColumns';

/** A venue as the search keeps it: what an opportunity shows, and its keys into the booking facts. */
export interface MirroredVenue extends Venue {
  /** PostgreSQL's lower(city): what the place filters and the booking facts match on. */
  cityKey: string;
  /** Its `venue_booking_stats` key (state, lower(city), lower(name)). */
  statsKey: string;
  /** Its booking facts (kept in step with the facts of its key). */
  history: VenueHistory;
  /** A small number of its own among the tenant's venues: its place in the search's columns. */
  slot: number;
}

/** One version of a copy's venues for a search: the columns (shared with the worker) and the venues by slot. */
export interface VenueVersion {
  columns: VenueColumns;
  venues: readonly (MirroredVenue | undefined)[];
}

/** The venues' booking facts as of one moment, by slot: bookings that count for the score, and the facts. */
export interface HistoryVersion {
  bookings: Uint8Array;
  histories: readonly (VenueHistory | undefined)[];
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

const NO_HISTORY: VenueHistory = { bookings: 0, medianFeeCents: null };

let copies = 0;

/**
 * A tenant's venues and their booking facts in memory, as of one database snapshot. `apply` takes
 * a later read of the changes (db/changeMarkers.ts); a read older than what is held is ignored, so
 * reads may finish in any order. The venues are also kept as columns by slot (venueColumns.ts), one
 * venue at a time; a search takes them into shared memory (`columns`, copied again only after a
 * venue changed) with their booking facts (`bookings`, after a fact changed): copies, O(venues).
 */
export class TenantVenues {
  snapshot: Snapshot | null = null;
  loading: Promise<void> | null = null;
  private readonly venues = new Map<string, MirroredVenue>();
  private readonly bySlot: (MirroredVenue | undefined)[] = [];
  private readonly stats = new Map<string, VenueHistory>();
  /** The venues of each booking-facts key (several venues may share a name in a city). */
  private readonly byStatsKey = new Map<string, Set<MirroredVenue>>();
  private readonly freeSlots: number[] = [];
  private slots = 0;
  private readonly copy = ++copies;
  private readonly slotColumns = new SlotColumns();
  /** Bumped when a venue changes (`versionBuilt`: what `built` is of), and when a booking fact does. */
  private version = 0;
  private factsVersion = 0;
  private built: VenueVersion | null = null;
  private versionBuilt = -1;
  private facts: HistoryVersion | null = null;
  private factsBuilt = -1;
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

  /**
   * `apply` for the first read of a copy, which no search uses until it is done (they wait for
   * `loading`): its venues in steps of `step`, yielding the event loop between them (a tenant's
   * 50,000 venues take ~150–250 ms to put in).
   */
  async applyFirst(changes: Row, step = 2_000): Promise<void> {
    const venues = changes.venues as VenueValues[];
    for (let at = 0; at < venues.length; at += step) {
      if (at > 0) await new Promise((resolve) => setImmediate(resolve));
      for (const values of venues.slice(at, at + step)) this.putVenue(values);
    }
    this.apply({ ...changes, venues: [] });
  }

  private putStats(key: string, history: VenueHistory | null): void {
    if (history) this.stats.set(key, history);
    else this.stats.delete(key);
    for (const venue of this.byStatsKey.get(key) ?? []) {
      venue.history = history ?? NO_HISTORY;
      this.slotColumns.setBookings(venue.slot, venue.history.bookings);
    }
    this.factsVersion++;
  }

  /** The venues as they are now, as columns in shared memory: taken again only after a venue changed. */
  columns(): VenueVersion {
    if (!this.built || this.versionBuilt !== this.version) {
      this.built = {
        columns: this.slotColumns.version(`${this.copy}:${this.version}`, this.slots),
        venues: this.bySlot.slice(0, this.slots),
      };
      this.versionBuilt = this.version;
    }
    return this.built;
  }

  /** The venues' booking facts as they are now, by slot: taken again only after one changed. */
  bookings(): HistoryVersion {
    const version = this.version + this.factsVersion;
    if (!this.facts || this.factsBuilt !== version) {
      this.facts = {
        bookings: this.slotColumns.bookings(this.slots),
        histories: this.bySlot.slice(0, this.slots).map((venue) => venue?.history),
      };
      this.factsBuilt = version;
    }
    return this.facts;
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
      slot: this.freeSlots.pop() ?? this.slots++,
    };
    this.venues.set(id, venue);
    this.bySlot[venue.slot] = venue;
    this.slotColumns.put(venue.slot, venue);
    this.slotColumns.setBookings(venue.slot, venue.history.bookings);
    if (!this.byStatsKey.has(statsKey)) this.byStatsKey.set(statsKey, new Set());
    this.byStatsKey.get(statsKey)!.add(venue);
    this.version++;
  }

  private removeVenue(id: string): void {
    const venue = this.venues.get(id);
    if (!venue) return;
    this.venues.delete(id);
    this.bySlot[venue.slot] = undefined;
    this.slotColumns.remove(venue.slot);
    this.freeSlots.push(venue.slot);
    const sharing = this.byStatsKey.get(venue.statsKey)!;
    sharing.delete(venue);
    if (!sharing.size) this.byStatsKey.delete(venue.statsKey);
    this.version++;
  }
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
      .then(([changes]) => mirror.applyFirst(changes![0]!))
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
