import { etagOf } from '../http/httpCache';
import type { Orm } from '../db/orm';
import { presentPerformerProfile } from '../presenters/performer';
import type { BrowseIndexes, CachedProfile } from './browseIndex/browseIndexes';
import { readPerformerProfile } from './performers';

export interface ProfileViewer {
  /** A tenant admin sees unvetted acts too. */
  includeUnvetted: boolean;
  /** An act always sees its own profile. */
  viewerUserId: string | null;
}

/**
 * A performer's public profile as the route answers it, or null when there is no such act or the
 * viewer may not see it. When the route runs on the pool the browse index reads (the primary) and
 * the tenant's index is loaded, answers come from the profile cache kept beside it (as exact as
 * the index: see BrowseIndexes.profile). Otherwise from SQL on the route's pool: on a read
 * replica (http/readRouting.ts) a profile is as fresh as the replica, which a cache checked
 * against the primary must not keep.
 */
export async function performerProfileAnswer(
  orm: Orm,
  indexes: BrowseIndexes | undefined,
  tenantId: string,
  id: string,
  viewer: ProfileViewer,
): Promise<CachedProfile | null> {
  const load = () => readCachedProfile(orm, tenantId, id);
  const profile = indexes?.orm === orm ? await indexes.profile(tenantId, id, load) : await load();
  if (!profile) return null;
  const visible = profile.isVetted || viewer.includeUnvetted || profile.userId === viewer.viewerUserId;
  return visible ? profile : null;
}

async function readCachedProfile(orm: Orm, tenantId: string, id: string): Promise<CachedProfile | null> {
  const found = await readPerformerProfile(orm, tenantId, id);
  if (!found) return null;
  const json = JSON.stringify(
    presentPerformerProfile(found.performer, found.media, found.summary, found.recentReviews),
  );
  return { json, etag: etagOf(json), isVetted: found.performer.isVetted, userId: found.performer.userId };
}
