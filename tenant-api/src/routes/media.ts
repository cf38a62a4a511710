import { z } from 'zod';
import {
  AdminLogo,
  AdminMediaParams,
  MAX_LOGO_BYTES,
  MAX_PHOTO_BYTES,
  MediaFileParams,
  MediaIdParams,
  PerformerMediaSet,
  PHOTO_WIDTHS,
  Photo,
  PhotoOrderBody,
  VideoLinkBody,
} from '../contract';
import { recordAudit } from '../commands/admin/audit';
import { loadLogo, replaceLogo } from '../commands/admin/updateLogo';
import {
  addPhotoRow,
  deleteMediaRow,
  filesOf,
  mediaSetOf,
  newMediaId,
  orderPhotos,
  setMainPhoto,
  storePhotoFiles,
} from '../commands/media/photos';
import { addVideo } from '../commands/media/videos';
import { ownPerformer } from '../commands/performers/onboarding';
import { inTenant, type TenantEm } from '../db/tenantScope';
import { PerformerEntity, type Performer, type User } from '../entities';
import { requireAdmin } from '../http/access';
import { browseChanged, cachesChanged } from '../http/cacheChanges';
import type { AppContext } from '../http/context';
import { AppError, notFound } from '../http/errors';
import { defineRoute, type Route } from '../http/routeTable';
import { requireUser } from '../http/session';
import { readRawBody } from '../http/validate';
import { configureSharp, imageJobLimiter } from '../media/imageWork';
import type { MediaStore } from '../media/mediaStore';
import { portraitFile } from '../media/portraits';
import { PORTRAIT_COUNT } from '../media/portraitSet';
import { processLogo, processPhoto, type PhotoFormat } from '../media/processPhoto';
import { presentPhoto } from '../presenters/media';
import { logoFiles, presentTenantLogo, type StoredLogo } from '../presenters/tenantLogo';
import type { MediaRow } from '../queries/performerMedia';

const store = (ctx: AppContext): MediaStore => ctx.deps.media!;

async function asPerformer<T>(ctx: AppContext, work: (em: TenantEm, performer: Performer, user: User) => Promise<T>) {
  const user = await requireUser(ctx);
  return inTenant(ctx.deps.orm, user.tenantId, async (em) => work(em, await ownPerformer(em, user), user));
}

/** Files go after the row that named them is gone (a failed removal leaves only unreachable files). */
const removeFiles = (ctx: AppContext, tenantId: string, row: MediaRow) => store(ctx).remove(tenantId, filesOf(row));

async function readImageUpload(ctx: AppContext, limit: number, tooLarge: string): Promise<Buffer> {
  try {
    return await readRawBody(ctx, limit);
  } catch (error) {
    if (error instanceof AppError && error.status === 413) {
      throw new AppError(413, 'payload_too_large', tooLarge, { file: 'Too large' });
    }
    throw error;
  }
}

const readPhotoUpload = (ctx: AppContext) => readImageUpload(ctx, MAX_PHOTO_BYTES, 'The photo must be at most 15 MB');

/** Processes, then writes the files, then the row; a refusal or failure at any step leaves neither. */
async function uploadPhoto(ctx: AppContext): Promise<Photo> {
  await asPerformer(ctx, async () => undefined);
  const bytes = await readPhotoUpload(ctx);
  const tenantId = ctx.state.tenant.id;
  // Only the processing holds a slot: the body is read before, the files are written after.
  const processed = await imageJobLimiter(ctx.deps.config).run(tenantId, () => processPhoto(bytes));
  const id = newMediaId();
  const names = await storePhotoFiles(store(ctx), tenantId, id, processed);
  try {
    await asPerformer(ctx, (em, performer) => addPhotoRow(em, performer, id, processed));
  } catch (error) {
    await store(ctx).remove(tenantId, names);
    throw error;
  }
  return presentPhoto(tenantId, {
    id,
    performer_id: '',
    kind: 'photo',
    position: 0,
    width: processed.width,
    height: processed.height,
    widths: processed.widths,
    placeholder: processed.placeholder,
    portrait: null,
    provider: null,
    video_id: null,
  });
}

const own = { tags: ['Media'], access: 'user' } as const;
const notPerformer = { 403: 'Not a performer', 404: 'Performer profile not found' } as const;

const performerRoutes: Route[] = [
  defineRoute({
    ...own,
    method: 'get',
    path: '/performers/me/media',
    operationId: 'getOwnMedia',
    summary: 'The signed-in performer’s photos (in order, the first is the main one) and video links',
    responses: { 200: PerformerMediaSet },
    errors: notPerformer,
    async handler(ctx) {
      ctx.body = await asPerformer(ctx, (em, performer) => mediaSetOf(em, performer));
    },
  }),

  defineRoute({
    ...own,
    method: 'post',
    path: '/performers/me/photos',
    operationId: 'uploadPhoto',
    summary: 'Uploads a photo (JPEG, PNG, WebP or HEIF, read from the bytes; at most 15 MB and 40 megapixels)',
    description:
      'The body is the image file itself: at most 15 MB, 40 megapixels and 10000 pixels wide or high, its long side at most 3 times its short side, and, in a format decoded whole (HEIF, progressive JPEG, interlaced PNG), small enough to decode in 256 MB. It is turned upright, stripped of metadata and stored as AVIF and WebP at 320, 640 and 1280 pixels wide (not wider than the original), with a blurred placeholder. A refused file leaves nothing stored.',
    rawBody: { contentType: 'application/octet-stream', schema: z.string().meta({ format: 'binary' }) },
    responses: { 201: Photo },
    errors: {
      ...notPerformer,
      400: 'A damaged or incomplete image, or one outside the bounds: more than 40 megapixels, over 10000 pixels wide or high, a long side over 3 times the short one, or too large to decode whole',
      409: 'The profile already holds the most photos it may',
      413: 'Larger than 15 MB',
      415: 'Not a JPEG, PNG, WebP or readable HEIF image, whatever its name or type says',
      429: 'Too many images being processed in this process, or for this marketplace (Retry-After); nothing is stored',
    },
    async handler(ctx) {
      ctx.body = await uploadPhoto(ctx);
      ctx.status = 201;
      browseChanged(ctx); // a first photo becomes the card's
    },
  }),

  defineRoute({
    ...own,
    method: 'put',
    path: '/performers/me/photos/order',
    operationId: 'orderPhotos',
    summary: 'Puts the photos in this order (each exactly once); the first is the main photo',
    body: PhotoOrderBody,
    responses: { 200: PerformerMediaSet },
    errors: { ...notPerformer, 409: 'The list does not name each of the performer’s photos exactly once' },
    async handler(ctx, { body }) {
      ctx.body = await asPerformer(ctx, (em, performer) => orderPhotos(em, performer, body.photoIds));
      browseChanged(ctx); // the first photo is the card's
    },
  }),

  defineRoute({
    ...own,
    method: 'put',
    path: '/performers/me/photos/:id/main',
    operationId: 'setMainPhoto',
    summary: 'Makes a photo the main one (first in the order)',
    params: MediaIdParams,
    responses: { 200: PerformerMediaSet },
    errors: { 403: 'Not a performer', 404: 'No such photo of this performer' },
    async handler(ctx, { params }) {
      ctx.body = await asPerformer(ctx, (em, performer) => setMainPhoto(em, performer, params.id));
      browseChanged(ctx);
    },
  }),

  defineRoute({
    ...own,
    method: 'post',
    path: '/performers/me/videos',
    operationId: 'addVideo',
    summary: 'Adds a YouTube or Vimeo video link (kept as the provider and the video’s id)',
    body: VideoLinkBody,
    responses: { 201: PerformerMediaSet },
    errors: { ...notPerformer, 409: 'The video is already there, or the profile holds the most videos it may' },
    async handler(ctx, { body }) {
      ctx.body = await asPerformer(ctx, (em, performer) => addVideo(em, performer, body.url));
      ctx.status = 201;
    },
  }),

  defineRoute({
    ...own,
    method: 'delete',
    path: '/performers/me/media/:id',
    operationId: 'removeOwnMedia',
    summary: 'Removes one of the performer’s photos (and its files) or video links',
    params: MediaIdParams,
    responses: { 200: PerformerMediaSet },
    errors: { 403: 'Not a performer', 404: 'No such media of this performer' },
    async handler(ctx, { params }) {
      const { row, set } = await asPerformer(ctx, async (em, performer) => {
        const removed = await deleteMediaRow(em, performer, params.id);
        return { row: removed, set: await mediaSetOf(em, performer) };
      });
      await removeFiles(ctx, ctx.state.tenant.id, row);
      ctx.body = set;
      browseChanged(ctx); // the card may have shown that photo
    },
  }),
];

/**
 * Processes the logo, writes its files, then swaps the tenant's row (audited) and removes the old
 * logo's files after commit. A refusal leaves nothing; a failed swap removes the new files.
 */
async function uploadLogo(ctx: AppContext): Promise<AdminLogo> {
  const admin = await requireAdmin(ctx);
  const bytes = await readImageUpload(ctx, MAX_LOGO_BYTES, 'The logo must be at most 5 MB');
  const processed = await imageJobLimiter(ctx.deps.config).run(admin.tenantId, () => processLogo(bytes));
  const logo: StoredLogo = {
    id: newMediaId(),
    width: processed.width,
    height: processed.height,
    widths: processed.widths,
  };
  const names: string[] = [];
  let replaced: StoredLogo | null;
  try {
    for (const [suffix, bytes] of processed.files) {
      const name = `${logo.id}-${suffix}`;
      await store(ctx).put(admin.tenantId, name, bytes);
      names.push(name);
    }
    replaced = await inTenant(ctx.deps.orm, admin.tenantId, (em) => replaceLogo(em, admin, logo));
  } catch (error) {
    await store(ctx).remove(admin.tenantId, names);
    throw error;
  }
  cachesChanged(ctx, { cache: 'tenants' }); // every page of the site shows it (and its favicon) on its next request
  if (replaced) await store(ctx).remove(admin.tenantId, logoFiles(replaced));
  return { logo: presentTenantLogo(admin.tenantId, logo) };
}

async function removeLogo(ctx: AppContext): Promise<AdminLogo> {
  const admin = await requireAdmin(ctx);
  const replaced = await inTenant(ctx.deps.orm, admin.tenantId, async (em) =>
    (await loadLogo(em, admin.tenantId)) ? replaceLogo(em, admin, null) : null,
  );
  if (replaced) {
    cachesChanged(ctx, { cache: 'tenants' });
    await store(ctx).remove(admin.tenantId, logoFiles(replaced));
  }
  return { logo: null };
}

const adminRoutes: Route[] = [
  defineRoute({
    tags: ['Admin'],
    access: 'admin',
    method: 'get',
    path: '/admin/logo',
    operationId: 'getAdminLogo',
    summary: 'The tenant’s uploaded logo and its icons, or null while the site shows its text logo',
    responses: { 200: AdminLogo },
    async handler(ctx) {
      const admin = await requireAdmin(ctx);
      const logo = await inTenant(ctx.deps.orm, admin.tenantId, (em) => loadLogo(em, admin.tenantId));
      ctx.body = { logo: presentTenantLogo(admin.tenantId, logo) };
    },
  }),

  defineRoute({
    tags: ['Admin'],
    access: 'admin',
    method: 'put',
    path: '/admin/logo',
    operationId: 'uploadAdminLogo',
    summary:
      'Uploads the site’s logo (JPEG, PNG or WebP, read from the bytes; at most 5 MB and 25 megapixels; audited)',
    description:
      'The body is the image file itself: at most 5 MB, 25 megapixels and 10000 pixels wide or high, its long side at most 10 times its short side. It is turned upright, stripped of metadata and stored as AVIF and WebP at 40, 80 and 160 pixels high (not taller than the original), with a 32-pixel favicon and a 180-pixel touch icon as PNG. It replaces the previous logo, whose files are removed. A refused file leaves nothing stored and the old logo in place.',
    rawBody: { contentType: 'application/octet-stream', schema: z.string().meta({ format: 'binary' }) },
    responses: { 200: AdminLogo },
    errors: {
      400: 'A damaged or incomplete image, or one outside the bounds: more than 25 megapixels, over 10000 pixels wide or high, a long side over 10 times the short one, or too large to decode whole',
      413: 'Larger than 5 MB',
      415: 'Not a JPEG, PNG or WebP image, whatever its name or type says',
      429: 'Too many images being processed in this process, or for this marketplace (Retry-After); the logo is unchanged',
    },
    async handler(ctx) {
      ctx.body = await uploadLogo(ctx);
    },
  }),

  defineRoute({
    tags: ['Admin'],
    access: 'admin',
    method: 'delete',
    path: '/admin/logo',
    operationId: 'removeAdminLogo',
    summary: 'Removes the uploaded logo and its icons: the site shows its text logo again (audited)',
    responses: { 200: AdminLogo },
    async handler(ctx) {
      ctx.body = await removeLogo(ctx);
    },
  }),

  defineRoute({
    tags: ['Admin'],
    access: 'admin',
    method: 'delete',
    path: '/admin/performers/:id/media/:mediaId',
    operationId: 'removePerformerMedia',
    summary: 'Removes one of a performer’s photos or videos (audited)',
    params: AdminMediaParams,
    responses: { 200: PerformerMediaSet },
    errors: { 404: 'No such performer, or no such media of theirs' },
    async handler(ctx, { params }) {
      const admin = await requireAdmin(ctx);
      const { row, set } = await inTenant(ctx.deps.orm, admin.tenantId, async (em) => {
        const performer = await em.findOne(PerformerEntity, { id: params.id });
        if (!performer) throw notFound('Performer not found');
        const removed = await deleteMediaRow(em, performer, params.mediaId);
        await recordAudit(em, admin, {
          action: 'performer.media.remove',
          target: `performer:${performer.id}`,
          before: { id: removed.id, kind: removed.kind, provider: removed.provider, videoId: removed.video_id },
          after: null,
        });
        return { row: removed, set: await mediaSetOf(em, performer) };
      });
      await removeFiles(ctx, admin.tenantId, row);
      ctx.body = set;
      browseChanged(ctx);
    },
  }),
];

const IMMUTABLE = 'public, max-age=31536000, immutable';
const image = (format: string) => ({ [`image/${format}`]: z.string().meta({ format: 'binary' }) });

/**
 * A tenant's own host serves only its media (404 for another tenant's); the default host (the
 * marketplace's API base, which embedded widgets of every tenant call) serves any tenant's.
 */
async function hostMayServe(ctx: AppContext, tenantId: string): Promise<boolean> {
  const hostTenant = await ctx.deps.tenants.forHost(ctx.hostname);
  return !!hostTenant && (hostTenant.isDefault || hostTenant.id === tenantId);
}

async function readMediaFile(ctx: AppContext, tenantId: string, file: string): Promise<Buffer | null> {
  const portrait = /^portrait-(\d+)-(\d+)\.(avif|webp)$/.exec(file);
  if (!portrait) return store(ctx).get(tenantId, file);
  const [n, width] = [Number(portrait[1]), Number(portrait[2])];
  if (n >= PORTRAIT_COUNT || !(PHOTO_WIDTHS as readonly number[]).includes(width)) return null;
  configureSharp(ctx.deps.config);
  return portraitFile(store(ctx), n, width, portrait[3] as PhotoFormat);
}

const fileRoutes: Route[] = [
  defineRoute({
    tags: ['Media'],
    access: 'platform',
    method: 'get',
    path: '/media/:tenantId/:file',
    operationId: 'getMediaFile',
    summary: 'A photo, logo or icon file; its address never changes content, so it is cached for a year',
    params: MediaFileParams,
    responses: {
      200: {
        description: 'The image',
        content: { ...image('avif'), ...image('webp'), ...image('png') },
        headers: { 'Cache-Control': IMMUTABLE },
      },
    },
    errors: { 404: 'No such file, or another tenant’s host' },
    async handler(ctx, { params: { tenantId, file } }) {
      const bytes = (await hostMayServe(ctx, tenantId)) ? await readMediaFile(ctx, tenantId, file) : null;
      if (!bytes) throw notFound('No such media file');
      ctx.set('Cache-Control', IMMUTABLE);
      ctx.set('Cross-Origin-Resource-Policy', 'cross-origin');
      ctx.type = file.endsWith('.avif') ? 'image/avif' : file.endsWith('.png') ? 'image/png' : 'image/webp';
      ctx.body = bytes;
    },
  }),
];

export const mediaRoutes = { performer: performerRoutes, admin: adminRoutes, files: fileRoutes };
