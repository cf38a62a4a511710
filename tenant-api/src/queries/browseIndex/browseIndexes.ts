import type { Orm } from '../../db/orm';
import { ExactCache } from '../../lib/exactCache';
import { FreshRead } from '../../lib/freshRead';
import type { Logger } from '../../ops/logger';
import { changesSince, loadTenant, reloadPerformers, type ChangeCheck } from './loadIndex';
import { PerformerIndex } from './performerIndex';

/** After a failed first load, the tenant is read from SQL for this long before loading again. */
const RETRY_AFTER_MS = 5_000;

interface TenantState {
  index: PerformerIndex | null;
  /** Changes by transactions from this one on may not be in the index yet. */
  since: bigint;
  /** The last changer (transaction id) of each act whose change the index holds, from `since` on. */
  applied: Map<string, string>;
  /** Reloads run one after another, so two never interleave their writes to the index. */
  reloading: Promise<void>;
  /** The change checks, shared by the answers asked for at once (lib/freshRead.ts). */
  checks: FreshRead<ChangeCheck>;
  /** Public profiles answered lately, forgotten with their act's changes (queries/performerProfile.ts). */
  profiles: ExactCache<CachedProfile>;
  failedAt?: number;
}

/** A public profile as answered, with what decides who may see it. */
export interface CachedProfile {
  json: string;
  etag: string;
  isVetted: boolean;
  userId: string | null;
}

/**
 * Each tenant's browse index in this process, loaded on the tenant's first browse (answered from
 * SQL meanwhile) and brought up to date before every answer: one prepared read asks the database
 * which acts changed since the last ask (Migration20261201030001's marks), and only those are
 * read again. So an answer holds every change committed before it was asked for, on every
 * replica, whichever process or plain SQL made the change, with no notices to wait for.
 * Answers asked for at once share a check that starts no earlier than each of them (FreshRead).
 */
export class BrowseIndexes {
  /** By how recently each tenant was browsed, least recently first. */
  private readonly tenants = new Map<string, TenantState>();
  private warming: 'not started' | 'loading' | 'loaded' | 'failed' = 'not started';
  private defaultTenantId: string | null = null;
  private readonly maxActs: number;
  private readonly maxProfiles: number;
  private readonly readChanges: typeof changesSince;
  /** How many change checks this process has run (each is one round trip). */
  changeChecks = 0;

  constructor(
    /** The pool the indexes (and the profiles kept beside them) are read from: the primary. */
    readonly orm: Orm,
    private readonly logger?: Logger,
    /**
     * `maxProfiles`: public profiles kept per tenant; `changesSince`: the check (tests slow it down
     * to see who shares it).
     */
    options: { maxActs?: number; maxProfiles?: number; changesSince?: typeof changesSince } = {},
  ) {
    this.maxActs = options.maxActs ?? Number.POSITIVE_INFINITY;
    this.maxProfiles = options.maxProfiles ?? 1_000;
    this.readChanges = options.changesSince ?? changesSince;
  }

  /** The tenant's index holding every committed change, or null while it first loads. */
  async current(tenantId: string): Promise<PerformerIndex | null> {
    return (await this.caughtUp(tenantId))?.index ?? null;
  }

  /**
   * The tenant's cache of public profiles, as exact as its index: every act a change check finds
   * changed is forgotten before any answer uses that check. Null while the index first loads.
   */
  async profiles(tenantId: string): Promise<ExactCache<CachedProfile> | null> {
    return (await this.caughtUp(tenantId))?.profiles ?? null;
  }

  /**
   * An act's public profile: kept, after a change check, when the cache holds the act; otherwise
   * read by `load` at once and kept. That read needs no check: it starts after the request came,
   * so it holds every change committed before, and a check that finds a later change forgets it
   * (ExactCache: a load running when its key is forgotten is not kept). So the long tail of acts,
   * read once each, never waits for a check. `load` alone while the tenant's index first loads.
   */
  async profile(
    tenantId: string,
    id: string,
    load: () => Promise<CachedProfile | null>,
  ): Promise<CachedProfile | null> {
    const state = this.tenants.get(tenantId);
    if (state?.index && state.failedAt === undefined && !state.profiles.has(id)) {
      this.touch(tenantId, state);
      return state.profiles.load(id, load);
    }
    const profiles = await this.profiles(tenantId);
    return profiles ? profiles.getOrLoad(id, load) : load();
  }

  /** The tenant's state with every committed change applied, or null while its index first loads. */
  private async caughtUp(
    tenantId: string,
  ): Promise<{ index: PerformerIndex; profiles: ExactCache<CachedProfile> } | null> {
    const state = this.tenants.get(tenantId);
    if (!state || (state.failedAt !== undefined && Date.now() - state.failedAt > RETRY_AFTER_MS)) {
      this.load(tenantId);
      return null;
    }
    this.touch(tenantId, state);
    const index = state.index;
    if (!index) return null;
    return (await this.catchUp(tenantId, state, index)) ? { index, profiles: state.profiles } : null;
  }

  /** Marks the tenant as browsed just now. */
  private touch(tenantId: string, state: TenantState): void {
    this.tenants.delete(tenantId);
    this.tenants.set(tenantId, state);
  }

  /** Resolves once the tenant's first load has finished (for tests and benchmarks that need it warm). */
  async ready(tenantId: string): Promise<PerformerIndex> {
    for (;;) {
      const index = await this.current(tenantId);
      if (index) return index;
      await this.tenants.get(tenantId)?.reloading;
      if (this.tenants.get(tenantId)?.failedAt !== undefined) throw new Error(`browse index of ${tenantId} failed`);
    }
  }

  /**
   * Loads the default tenant's index (the flagship, most of the traffic) before the process says
   * it is ready; other tenants load on their first browse.
   */
  async warmDefault(): Promise<void> {
    this.warming = 'loading';
    try {
      const [row] = await this.orm.em.fork().execute<{ id: string }[]>('select id from tenants where is_default');
      this.defaultTenantId = row?.id ?? null;
      if (row) await this.ready(row.id);
      this.warming = 'loaded';
    } catch (error) {
      this.warming = 'failed';
      this.logger?.warn({ err: error }, 'default tenant’s browse index not loaded; browse reads SQL');
    }
  }

  /** For the readiness check: a process still loading the default tenant's index is not ready. */
  get warmth(): { ready: boolean; state: string } {
    if (this.warming === 'failed') return { ready: true, state: 'failed to load: browse reads SQL' };
    return { ready: this.warming !== 'loading', state: this.warming };
  }

  private load(tenantId: string): void {
    const state: TenantState = {
      index: null,
      since: 0n,
      applied: new Map(),
      reloading: Promise.resolve(),
      profiles: new ExactCache(this.maxProfiles, { keepOnSecondLoad: true }),
      checks: new FreshRead(() => {
        this.changeChecks += 1;
        return this.readChanges(this.orm, tenantId, String(state.since));
      }),
    };
    this.tenants.set(tenantId, state);
    state.reloading = loadTenant(this.orm, tenantId).then(
      (loaded) => {
        state.index = new PerformerIndex(tenantId, loaded.characters, loaded.performers, loaded.orders);
        state.since = BigInt(loaded.since);
        this.logger?.info({ tenantId, performers: state.index.size }, 'browse index loaded');
        this.dropBeyondBudget(tenantId);
      },
      (error: unknown) => {
        state.failedAt = Date.now();
        this.logger?.warn({ err: error, tenantId }, 'browse index not loaded; browse reads SQL');
      },
    );
  }

  /** The acts held in every tenant's index. */
  get acts(): number {
    let acts = 0;
    for (const state of this.tenants.values()) acts += state.index?.size ?? 0;
    return acts;
  }

  /** Drops the least recently browsed indexes (not the default tenant's, nor `loaded`) while over the budget. */
  private dropBeyondBudget(loaded: string): void {
    let acts = this.acts;
    for (const [tenantId, state] of this.tenants) {
      if (acts <= this.maxActs) return;
      if (tenantId === loaded || tenantId === this.defaultTenantId || !state.index) continue;
      this.tenants.delete(tenantId);
      acts -= state.index.size;
      this.logger?.info({ tenantId, performers: state.index.size }, 'browse index dropped: least recently browsed');
    }
  }

  /**
   * Applies every change committed before the check; false when the index could not take one
   * (it is then dropped and loaded afresh, and this answer reads SQL).
   */
  private async catchUp(tenantId: string, state: TenantState, index: PerformerIndex): Promise<boolean> {
    const check = await state.checks.startingNow();
    const unseen = () => check.changes.filter((change) => state.applied.get(change.performerId) !== change.xid);
    if (unseen().length) {
      state.profiles.forget(unseen().map((change) => change.performerId));
      const reload = state.reloading.then(async () => {
        const changes = unseen();
        if (!changes.length) return;
        const ids = [...new Set(changes.map((change) => change.performerId))];
        const now = new Map((await reloadPerformers(this.orm, tenantId, ids)).map((row) => [row.id, row]));
        for (const id of ids) index.put(id, now.get(id) ?? null);
        for (const change of changes) state.applied.set(change.performerId, change.xid);
      });
      state.reloading = reload.catch(() => undefined);
      try {
        await reload;
      } catch (error) {
        if (this.tenants.get(tenantId) === state) this.tenants.delete(tenantId);
        this.logger?.error({ err: error, tenantId }, 'browse index dropped after a failed update');
        return false;
      }
    }
    const since = BigInt(check.since);
    if (since > state.since) {
      state.since = since;
      for (const [performerId, xid] of state.applied) if (BigInt(xid) < since) state.applied.delete(performerId);
    }
    return true;
  }
}
