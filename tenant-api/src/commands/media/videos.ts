import { MAX_VIDEOS, parseVideoLink, type PerformerMediaSet } from '../../contract';
import type { TenantEm } from '../../db/tenantScope';
import type { Performer } from '../../entities';
import { badRequest, conflict } from '../../http/errors';
import { lockMedia, mediaSetOf, newMediaId } from './photos';

/** Adds a YouTube or Vimeo link, kept as provider and id; the same video twice is a 409. */
export async function addVideo(em: TenantEm, performer: Performer, link: string): Promise<PerformerMediaSet> {
  const video = parseVideoLink(link);
  if (!video) throw badRequest('Paste a YouTube or Vimeo video link', { url: 'Paste a YouTube or Vimeo video link' });
  await lockMedia(em, performer);
  const rows = await em.execute<{ provider: string; video_id: string }[]>(
    `select provider, video_id from performer_media where tenant_id = ? and performer_id = ? and kind = 'video'`,
    [performer.tenantId, performer.id],
  );
  if (rows.some((row) => row.provider === video.provider && row.video_id === video.videoId)) {
    throw conflict('duplicate_video', 'This video is already on your profile');
  }
  if (rows.length >= MAX_VIDEOS) throw conflict('too_many_videos', `A profile holds at most ${MAX_VIDEOS} videos`);
  await em.execute(
    `insert into performer_media (tenant_id, id, performer_id, kind, position, provider, video_id)
     values (?, ?, ?, 'video', ?, ?, ?)`,
    [performer.tenantId, newMediaId(), performer.id, rows.length, video.provider, video.videoId],
  );
  return mediaSetOf(em, performer);
}
