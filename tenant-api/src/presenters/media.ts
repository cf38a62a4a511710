import type { PerformerMediaSet, Photo, Video } from '../contract';
import type { MediaRow } from '../queries/performerMedia';

export const mediaPath = (tenantId: string, file: string) => `/api/media/${tenantId}/${file}`;

/** A stored file's name: an upload's by its id, a generated portrait's by its number. */
export const photoFileName = (row: Pick<MediaRow, 'id' | 'portrait'>, width: number, format: 'avif' | 'webp') =>
  `${row.portrait === null ? row.id : `portrait-${row.portrait}`}-${width}.${format}`;

export function presentPhoto(tenantId: string, row: MediaRow): Photo {
  return {
    id: row.id,
    width: row.width!,
    height: row.height!,
    placeholder: row.placeholder!,
    variants: row.widths!.map((width) => ({
      width,
      avif: mediaPath(tenantId, photoFileName(row, width, 'avif')),
      webp: mediaPath(tenantId, photoFileName(row, width, 'webp')),
    })),
  };
}

const WATCH = { youtube: 'https://www.youtube.com/watch?v=', vimeo: 'https://vimeo.com/' } as const;
const EMBED = { youtube: 'https://www.youtube-nocookie.com/embed/', vimeo: 'https://player.vimeo.com/video/' } as const;

export function presentVideo(row: MediaRow): Video {
  const provider = row.provider!;
  const videoId = row.video_id!;
  return {
    id: row.id,
    provider,
    videoId,
    watchUrl: `${WATCH[provider]}${videoId}`,
    embedUrl: `${EMBED[provider]}${videoId}?autoplay=1`,
  };
}

export function presentMediaSet(tenantId: string, rows: MediaRow[]): PerformerMediaSet {
  return {
    photos: rows.filter((row) => row.kind === 'photo').map((row) => presentPhoto(tenantId, row)),
    videos: rows.filter((row) => row.kind === 'video').map(presentVideo),
  };
}
