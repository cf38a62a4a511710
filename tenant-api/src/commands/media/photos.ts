import { randomUUID } from 'node:crypto';
import { MAX_PHOTOS, type PerformerMediaSet } from '../../contract';
import type { TenantEm } from '../../db/tenantScope';
import type { Performer } from '../../entities';
import { conflict, notFound } from '../../http/errors';
import type { MediaStore } from '../../media/mediaStore';
import type { ProcessedPhoto } from '../../media/processPhoto';
import { presentMediaSet, photoFileName } from '../../presenters/media';
import { performerMedia, type MediaRow } from '../../queries/performerMedia';
import { lockSetting } from '../admin/audit';

/** Serialises changes to one performer's media until the transaction ends. */
export const lockMedia = (em: TenantEm, performer: Pick<Performer, 'tenantId' | 'id'>) =>
  lockSetting(em, performer.tenantId, `media:${performer.id}`);

export async function mediaSetOf(
  em: TenantEm,
  performer: Pick<Performer, 'tenantId' | 'id'>,
): Promise<PerformerMediaSet> {
  return presentMediaSet(performer.tenantId, await performerMedia(em, performer.tenantId, performer.id));
}

/** Every file name a photo row owns (none for a generated portrait). */
export const filesOf = (row: Pick<MediaRow, 'id' | 'portrait' | 'widths'>) =>
  row.portrait !== null
    ? []
    : (row.widths ?? []).flatMap((width) => [photoFileName(row, width, 'avif'), photoFileName(row, width, 'webp')]);

/** Writes the files of a processed photo; the row is added only after (see addPhoto). */
export async function storePhotoFiles(store: MediaStore, tenantId: string, id: string, photo: ProcessedPhoto) {
  const names: string[] = [];
  for (const [suffix, bytes] of photo.files) {
    const name = `${id}-${suffix}`;
    await store.put(tenantId, name, bytes);
    names.push(name);
  }
  return names;
}

/** The photo's row, last in the performer's order; 409 once they have MAX_PHOTOS. */
export async function addPhotoRow(em: TenantEm, performer: Performer, id: string, photo: ProcessedPhoto) {
  await lockMedia(em, performer);
  const [counted] = await em.execute<{ count: string; next: number }[]>(
    `select count(*) as count, coalesce(max(position) + 1, 0) as next from performer_media
      where tenant_id = ? and performer_id = ? and kind = 'photo'`,
    [performer.tenantId, performer.id],
  );
  const { count, next } = counted!;
  if (Number(count) >= MAX_PHOTOS) throw conflict('too_many_photos', `A profile holds at most ${MAX_PHOTOS} photos`);
  await em.execute(
    `insert into performer_media (tenant_id, id, performer_id, kind, position, width, height, widths, placeholder)
     values (?, ?, ?, 'photo', ?, ?, ?, ?::integer[], ?)`,
    [
      performer.tenantId,
      id,
      performer.id,
      next,
      photo.width,
      photo.height,
      `{${photo.widths.join(',')}}`,
      photo.placeholder,
    ],
  );
}

export const newMediaId = () => randomUUID();

/** Puts the performer's photos in the given order; it must name each of their photos exactly once (409 otherwise). */
export async function orderPhotos(em: TenantEm, performer: Performer, photoIds: string[]): Promise<PerformerMediaSet> {
  await lockMedia(em, performer);
  const photos = (await performerMedia(em, performer.tenantId, performer.id)).filter((row) => row.kind === 'photo');
  const known = new Set(photos.map((row) => row.id));
  if (photoIds.length !== known.size || !photoIds.every((id) => known.has(id))) {
    throw conflict('stale_photo_order', 'The photos changed meanwhile: reload and order them again');
  }
  await writeOrder(em, performer, photoIds);
  return mediaSetOf(em, performer);
}

async function writeOrder(em: TenantEm, performer: Performer, photoIds: string[]): Promise<void> {
  await em.execute(
    `update performer_media m set position = o.position - 1
       from unnest(?::uuid[]) with ordinality as o(id, position)
      where m.tenant_id = ? and m.performer_id = ? and m.id = o.id`,
    [`{${photoIds.join(',')}}`, performer.tenantId, performer.id],
  );
}

/** Makes one photo the main one: first in the order, the others keep theirs. */
export async function setMainPhoto(em: TenantEm, performer: Performer, photoId: string): Promise<PerformerMediaSet> {
  await lockMedia(em, performer);
  const photos = (await performerMedia(em, performer.tenantId, performer.id)).filter((row) => row.kind === 'photo');
  if (!photos.some((row) => row.id === photoId)) throw notFound('Photo not found');
  await writeOrder(em, performer, [photoId, ...photos.map((row) => row.id).filter((id) => id !== photoId)]);
  return mediaSetOf(em, performer);
}

/** Deletes one media row of the performer and returns it (its files are removed after commit). */
export async function deleteMediaRow(em: TenantEm, performer: Pick<Performer, 'tenantId' | 'id'>, mediaId: string) {
  await lockMedia(em, performer);
  const [row] = await em.execute<MediaRow[]>(
    `delete from performer_media where tenant_id = ? and performer_id = ? and id = ?
     returning id, performer_id, kind, position, width, height, widths, placeholder, portrait, provider, video_id`,
    [performer.tenantId, performer.id, mediaId],
  );
  if (!row) throw notFound('Media not found');
  return row;
}
