import type { TenantEm } from '../db/tenantScope';

export interface MediaRow {
  id: string;
  performer_id: string;
  kind: 'photo' | 'video';
  position: number;
  width: number | null;
  height: number | null;
  widths: number[] | null;
  placeholder: string | null;
  portrait: number | null;
  provider: 'youtube' | 'vimeo' | null;
  video_id: string | null;
}

export const MEDIA_COLUMNS = `id, performer_id, kind, position, width, height, widths, placeholder, portrait, provider, video_id`;

/**
 * The main photo of the list row `p` as one JSON column of the page query. PostgreSQL evaluates a
 * subquery in the select list after ORDER BY … LIMIT, so it runs once per row on the page only.
 */
export const MAIN_PHOTO_COLUMN = `(select to_jsonb(m) from (select ${MEDIA_COLUMNS} from performer_media
    where tenant_id = p.tenant_id and performer_id = p.id and kind = 'photo'
    order by position, created_at limit 1) m) as main_photo`;

/** One performer's photos in order, then videos in order. */
export function performerMedia(em: TenantEm, tenantId: string, performerId: string): Promise<MediaRow[]> {
  return em.execute<MediaRow[]>(
    `select ${MEDIA_COLUMNS} from performer_media where tenant_id = ? and performer_id = ?
      order by kind, position, created_at`,
    [tenantId, performerId],
  );
}

/** The main (first) photo of each performer that has one. */
export async function mainPhotos(
  em: TenantEm,
  tenantId: string,
  performerIds: string[],
): Promise<Map<string, MediaRow>> {
  if (!performerIds.length) return new Map();
  const rows = await em.execute<MediaRow[]>(
    `select distinct on (performer_id) ${MEDIA_COLUMNS} from performer_media
      where tenant_id = ? and kind = 'photo' and performer_id = any(?::uuid[])
      order by performer_id, position, created_at`,
    [tenantId, `{${performerIds.join(',')}}`],
  );
  return new Map(rows.map((row) => [row.performer_id, row]));
}

/** The performer id of the signed-in user, or null when they have no performer profile. */
export async function performerIdOf(em: TenantEm, tenantId: string, userId: string): Promise<string | null> {
  const [row] = await em.execute<{ id: string }[]>(`select id from performers where tenant_id = ? and user_id = ?`, [
    tenantId,
    userId,
  ]);
  return row?.id ?? null;
}
