import { z } from 'zod';

/** Upload limits (issue 19): bigger files answer 413, more pixels 400. */
export const MAX_PHOTO_BYTES = 15 * 1024 * 1024;
export const MAX_PHOTO_PIXELS = 40_000_000;
export const PHOTO_WIDTHS = [320, 640, 1280] as const;
export const MAX_PHOTOS = 24;
export const MAX_VIDEOS = 12;

/** One width of a photo in both formats; URLs are paths on the marketplace's API origin. */
export const PhotoVariant = z.object({ width: z.number().int(), avif: z.string(), webp: z.string() });
export type PhotoVariant = z.infer<typeof PhotoVariant>;

export const Photo = z
  .object({
    id: z.uuid(),
    /** Drawn size of the upright original: the ratio reserves the box before the image loads. */
    width: z.number().int(),
    height: z.number().int(),
    /** A tiny blurred preview as a data: URI. */
    placeholder: z.string(),
    variants: z.array(PhotoVariant).min(1),
  })
  .meta({ id: 'Photo' });
export type Photo = z.infer<typeof Photo>;

export const VIDEO_PROVIDERS = ['youtube', 'vimeo'] as const;
export const VideoProvider = z.enum(VIDEO_PROVIDERS);
export type VideoProvider = z.infer<typeof VideoProvider>;

export const Video = z
  .object({ id: z.uuid(), provider: VideoProvider, videoId: z.string(), watchUrl: z.string(), embedUrl: z.string() })
  .meta({ id: 'Video' });
export type Video = z.infer<typeof Video>;

/** A performer's media: photos in their order (the first is the main photo), then video links. */
export const PerformerMediaSet = z
  .object({ photos: z.array(Photo), videos: z.array(Video) })
  .meta({ id: 'PerformerMediaSet' });
export type PerformerMediaSet = z.infer<typeof PerformerMediaSet>;

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const VIMEO_ID = /^\d{6,12}$/;
const YOUTUBE_HOSTS = new Set([
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'youtube-nocookie.com',
  'www.youtube-nocookie.com',
]);
const VIMEO_HOSTS = new Set(['vimeo.com', 'www.vimeo.com', 'player.vimeo.com']);

function youtubeId(url: URL): string | undefined {
  if (url.hostname === 'youtu.be') return url.pathname.slice(1);
  if (!YOUTUBE_HOSTS.has(url.hostname)) return undefined;
  if (url.pathname === '/watch') return url.searchParams.get('v') ?? undefined;
  return /^\/(?:embed|shorts|live)\/([^/]+)$/.exec(url.pathname)?.[1];
}

function vimeoId(url: URL): string | undefined {
  if (!VIMEO_HOSTS.has(url.hostname)) return undefined;
  return /^\/(?:video\/)?(\d+)\/?$/.exec(url.pathname)?.[1];
}

/** A YouTube or Vimeo link as its provider and id, or null when it is neither. */
export function parseVideoLink(link: string): { provider: VideoProvider; videoId: string } | null {
  let url: URL;
  try {
    url = new URL(link.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  url.hostname = url.hostname.toLowerCase();
  const youtube = youtubeId(url);
  if (youtube && YOUTUBE_ID.test(youtube)) return { provider: 'youtube', videoId: youtube };
  const vimeo = vimeoId(url);
  if (vimeo && VIMEO_ID.test(vimeo)) return { provider: 'vimeo', videoId: vimeo };
  return null;
}

export const VideoLinkBody = z
  .strictObject({
    url: z
      .string()
      .trim()
      .max(500, 'The link must be at most 500 characters')
      .refine((link) => parseVideoLink(link) !== null, 'Paste a YouTube or Vimeo video link'),
  })
  .meta({ id: 'VideoLinkBody' });

export const PhotoOrderBody = z
  .strictObject({
    photoIds: z
      .array(z.uuid({ error: 'Photo ids must be UUIDs' }))
      .max(MAX_PHOTOS)
      .refine((ids) => new Set(ids).size === ids.length, 'Each photo once'),
  })
  .meta({ id: 'PhotoOrderBody' });

export const MediaIdParams = z.strictObject({ id: z.uuid({ error: 'Media id must be a UUID' }) });
export const AdminMediaParams = z.strictObject({
  id: z.uuid({ error: 'Performer id must be a UUID' }),
  mediaId: z.uuid({ error: 'Media id must be a UUID' }),
});

/**
 * A stored file's name: `<photo or logo id>-<width>.<format>`, a generated portrait's
 * `portrait-<n>-<width>.<format>`, or a logo's favicon `<logo id>-icon-<size>.png`.
 */
export const MEDIA_FILE_NAME =
  /^(?:(?:[0-9a-f-]{36}|portrait-\d{1,2})-\d{1,4}\.(?:avif|webp)|[0-9a-f-]{36}-icon-(?:32|180)\.png)$/;
export const MediaFileParams = z.strictObject({
  tenantId: z.uuid({ error: 'Not a media address' }),
  file: z.string().regex(MEDIA_FILE_NAME, 'Not a media address'),
});

/** A tenant's logo (issue 19, item 5): smaller than a photo, and no HEIF (logos come from design tools). */
export const MAX_LOGO_BYTES = 5 * 1024 * 1024;
export const MAX_LOGO_PIXELS = 25_000_000;
/** The logo is drawn 36 pixels high (28 once the page scrolls): 1×, 2× and 4× of that, never taller than the upload. */
export const LOGO_HEIGHTS = [40, 80, 160] as const;
/** The favicon (a browser tab) and the touch icon (a phone's home screen), square PNGs made from the logo. */
export const ICON_SIZES = [32, 180] as const;

/** The uploaded logo as the site shows it; `variants` are by width, for `srcset`. */
export const TenantLogo = z
  .object({
    id: z.uuid(),
    /** The upright original's size: the ratio keeps the header from jumping while it loads. */
    width: z.number().int(),
    height: z.number().int(),
    variants: z.array(PhotoVariant).min(1),
    /** PNG icons made from the logo (centred on a square): `<link rel=icon>` and `apple-touch-icon`. */
    icon: z.string(),
    touchIcon: z.string(),
  })
  .meta({ id: 'TenantLogo' });
export type TenantLogo = z.infer<typeof TenantLogo>;

/** GET/PUT/DELETE /api/admin/logo: the tenant's logo, or null when it shows its text logo. */
export const AdminLogo = z.object({ logo: TenantLogo.nullable() }).meta({ id: 'AdminLogo' });
export type AdminLogo = z.infer<typeof AdminLogo>;
