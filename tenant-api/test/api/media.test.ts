import http from 'node:http';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PerformerMediaSet, Photo } from '../../src/contract';
import { AGENCY_HOST, FLAGSHIP_HOST, startTestApp, type TestApp, type TestResponse } from '../support/harness';

let app: TestApp;
let owner: pg.Client;
let dataDir: string;
let performer: string;
let agencyPerformer: string;
let flagshipId: string;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'media-test-'));
  app = await startTestApp({ seed: { performersPerTenant: 12 }, env: { DATA_DIR: dataDir } });
  owner = new pg.Client({ connectionString: app.ownerUrl });
  await owner.connect();
  performer = await app.signIn('performer@demo.test');
  agencyPerformer = await app.signIn('performer@demo-agency.test', AGENCY_HOST);
  flagshipId = (await owner.query(`select id from tenants where slug = 'flagship'`)).rows[0].id;
}, 120_000);
afterAll(async () => {
  await owner?.end();
  await app?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** POSTs raw bytes (the harness sends JSON only). */
function upload(bytes: Buffer, token: string, host = FLAGSHIP_HOST, type = 'image/jpeg'): Promise<TestResponse> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port: app.port,
        method: 'POST',
        path: '/api/performers/me/photos',
        headers: { host, authorization: `Bearer ${token}`, 'content-type': type, 'content-length': bytes.length },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            text,
            body: text ? JSON.parse(text) : {},
          });
        });
      },
    );
    request.on('error', (error) => ((error as NodeJS.ErrnoException).code === 'EPIPE' ? undefined : reject(error)));
    request.end(bytes);
  });
}

/** GETs a media file as bytes. */
function fetchFile(
  url: string,
  host = FLAGSHIP_HOST,
): Promise<{ status: number; headers: http.IncomingHttpHeaders; bytes: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port: app.port, path: url, headers: { host } }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, bytes: Buffer.concat(chunks) }),
        );
      })
      .on('error', reject);
  });
}

const picture = (width: number, height: number, colour = '#c0392b') =>
  sharp({ create: { width, height, channels: 3, background: colour } });

const tenantFiles = (tenantId = flagshipId) => {
  try {
    return readdirSync(path.join(dataDir, 'media', tenantId)).sort();
  } catch {
    return [];
  }
};
const photoRows = async () =>
  Number(
    (await owner.query(`select count(*) from performer_media where kind = 'photo' and portrait is null`)).rows[0].count,
  );

const ownMedia = async (token = performer, host = FLAGSHIP_HOST) => {
  const response = await app.request<PerformerMediaSet>('GET', '/api/performers/me/media', { token, host });
  expect(response.status, response.text).toBe(200);
  return response.body;
};

describe('uploading photos', () => {
  it('reads each type from its bytes and makes AVIF and WebP widths with a placeholder', async () => {
    const files: [string, Buffer][] = [
      ['jpeg', await picture(1600, 1200).jpeg().toBuffer()],
      ['png', await picture(700, 500, '#2980b9').png().toBuffer()],
      ['webp', await picture(300, 200, '#27ae60').webp().toBuffer()],
      ['heif', await picture(800, 600, '#8e44ad').heif({ compression: 'av1' }).toBuffer()],
    ];
    for (const [type, bytes] of files) {
      // The declared type is ignored: every upload says image/jpeg.
      const response = await upload(bytes, performer);
      expect(response.status, `${type}: ${response.text}`).toBe(201);
      const photo = response.body as Photo;
      expect(photo.placeholder).toMatch(/^data:image\/webp;base64,/);
      expect(photo.variants.length).toBeGreaterThan(0);
      for (const variant of photo.variants) {
        const avif = await fetchFile(variant.avif);
        const webp = await fetchFile(variant.webp);
        expect(avif.headers['content-type']).toBe('image/avif');
        expect(webp.headers['content-type']).toBe('image/webp');
        expect((await sharp(webp.bytes).metadata()).width).toBe(variant.width);
        expect((await sharp(avif.bytes).metadata()).format).toBe('heif');
      }
    }
    const widths = (await ownMedia()).photos.map((photo) => photo.variants.map((variant) => variant.width));
    // No width bigger than the original; a small one keeps its own width.
    expect(widths).toEqual([[320, 640, 1280], [320, 640], [300], [320, 640]]);
  });

  it('turns the photo upright from EXIF and drops every bit of metadata', async () => {
    const tagged = await picture(800, 400)
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExif({ IFD0: { Artist: 'Secret Person', Copyright: 'GPS and all' } })
      .toBuffer();
    expect((await sharp(tagged).metadata()).orientation).toBe(6);
    const response = await upload(tagged, performer);
    expect(response.status, response.text).toBe(201);
    const photo = response.body as Photo;
    expect({ width: photo.width, height: photo.height }).toEqual({ width: 400, height: 800 });
    const stored = await fetchFile(photo.variants[0]!.webp);
    const meta = await sharp(stored.bytes).metadata();
    expect({ width: meta.width, height: meta.height }).toEqual({ width: 320, height: 640 });
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(meta.icc).toBeUndefined();
    expect(stored.bytes.includes(Buffer.from('Secret Person'))).toBe(false);
  });

  it('refuses oversized, huge, corrupt, disguised and unsupported files and stores nothing', async () => {
    const before = { files: tenantFiles(), rows: await photoRows() };
    const jpeg = await picture(1200, 900).jpeg().toBuffer();
    const refusals: [string, Buffer, number, string][] = [
      ['over 15 MB', Buffer.concat([jpeg, Buffer.alloc(15 * 1024 * 1024)]), 413, 'at most 15 MB'],
      ['over 40 megapixels', await picture(8000, 5001).png({ compressionLevel: 1 }).toBuffer(), 400, '40 megapixels'],
      ['truncated', jpeg.subarray(0, Math.floor(jpeg.length / 2)), 400, 'could not be read'],
      [
        'corrupt',
        Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(2000, 7)]),
        400,
        'could not be read',
      ],
      ['text named .jpg', Buffer.from('just some text, not a photo at all'), 415, 'JPEG, PNG, WebP or HEIF'],
      ['GIF', await picture(50, 50).gif().toBuffer(), 415, 'JPEG, PNG, WebP or HEIF'],
      ['SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>'), 415, 'JPEG'],
    ];
    for (const [name, bytes, status, message] of refusals) {
      const response = await upload(bytes, performer);
      expect(response.status, `${name}: ${response.text}`).toBe(status);
      expect(response.body.error.message, name).toContain(message);
      expect(response.body.error.fields, name).toHaveProperty('file');
    }
    expect(tenantFiles()).toEqual(before.files);
    expect(await photoRows()).toBe(before.rows);
  });

  it('takes photos from performers only', async () => {
    const buyer = await app.signIn('buyer.basic@demo.test');
    const response = await upload(await picture(400, 300).jpeg().toBuffer(), buyer);
    expect(response.status).toBe(403);
    expect((await upload(Buffer.from('x'), '')).status).toBe(401);
  });
});

describe('order, main photo and where they show', () => {
  it('orders the photos, the first is the main one on the card and the profile', async () => {
    const ids = (await ownMedia()).photos.map((photo) => photo.id);
    const reversed = [...ids].reverse();
    const ordered = await app.request('PUT', '/api/performers/me/photos/order', {
      token: performer,
      body: { photoIds: reversed },
    });
    expect(ordered.status, ordered.text).toBe(200);
    expect(ordered.body.photos.map((photo: Photo) => photo.id)).toEqual(reversed);

    const stale = await app.request('PUT', '/api/performers/me/photos/order', {
      token: performer,
      body: { photoIds: reversed.slice(1) },
    });
    expect(stale.status).toBe(409);
    const twice = await app.request('PUT', '/api/performers/me/photos/order', {
      token: performer,
      body: { photoIds: [ids[0], ids[0]] },
    });
    expect(twice.status).toBe(400);
    expect(twice.body.error.fields).toHaveProperty('photoIds');

    const main = await app.request('PUT', `/api/performers/me/photos/${ids[2]}/main`, { token: performer });
    expect(main.status, main.text).toBe(200);
    expect(main.body.photos[0].id).toBe(ids[2]);
    expect(main.body.photos.map((photo: Photo) => photo.id).slice(1)).toEqual(reversed.filter((id) => id !== ids[2]));

    const me = await app.request('GET', '/api/performers/me', { token: performer });
    expect(me.body.photo.id).toBe(ids[2]);
    const profile = await app.request('GET', `/api/performers/${me.body.id}`);
    expect(profile.body.photo.id).toBe(ids[2]);
    expect(profile.body.photos.map((photo: Photo) => photo.id)).toEqual(
      main.body.photos.map((photo: Photo) => photo.id),
    );
    const variants = profile.body.photo.variants;
    expect(profile.body.profileImageUrl).toBe((variants[1] ?? variants[0]).webp);
    const list = await app.request('GET', `/api/performers?query=${encodeURIComponent(me.body.stageName)}&limit=100`);
    const card = list.body.performers.find((item: { id: string }) => item.id === me.body.id);
    expect(card.photo.id).toBe(ids[2]);
  });

  it('gives seeded performers a generated portrait, served like any photo', async () => {
    const list = await app.request('GET', '/api/performers?limit=12');
    const withPortrait = list.body.performers.filter((item: { photo: Photo | null }) => item.photo);
    expect(withPortrait.length).toBeGreaterThan(5);
    const file = await fetchFile(withPortrait[0].photo.variants[0].webp);
    expect(file.status).toBe(200);
    expect(await sharp(file.bytes).metadata()).toMatchObject({ width: 320, height: 240, format: 'webp' });
  });

  it('serves files with an immutable cache header, and 404 on another tenant’s host', async () => {
    const photo = (await ownMedia()).photos[0]!;
    const file = await fetchFile(photo.variants[0]!.avif);
    expect(file.status).toBe(200);
    expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await fetchFile(photo.variants[0]!.avif, AGENCY_HOST)).status).toBe(404);
    const agencyId = (await owner.query(`select id from tenants where slug = 'demo-agency'`)).rows[0].id;
    expect((await fetchFile(photo.variants[0]!.avif.replace(flagshipId, agencyId), AGENCY_HOST)).status).toBe(404);
    expect((await fetchFile(`/api/media/${flagshipId}/../../etc-640.webp`)).status).toBe(404);
    expect((await fetchFile(`/api/media/${flagshipId}/${photo.id}-99999.webp`)).status).toBe(400);
    expect((await fetchFile(`/api/media/${flagshipId}/${photo.id}-999.webp`)).status).toBe(404);
  });
});

describe('video links', () => {
  it('keeps YouTube and Vimeo links as provider and id, refuses anything else', async () => {
    const good: [string, string, string][] = [
      ['https://youtu.be/dQw4w9WgXcQ', 'youtube', 'dQw4w9WgXcQ'],
      ['https://www.youtube.com/watch?v=ScMzIvxBSi4&t=42s', 'youtube', 'ScMzIvxBSi4'],
      ['https://vimeo.com/76979871', 'vimeo', '76979871'],
    ];
    for (const [url, provider, videoId] of good) {
      const response = await app.request('POST', '/api/performers/me/videos', { token: performer, body: { url } });
      expect(response.status, response.text).toBe(201);
      expect(response.body.videos.at(-1)).toMatchObject({ provider, videoId });
    }
    const bad = [
      'https://evil.example/watch?v=dQw4w9WgXcQ',
      'https://www.youtube.com/watch?v=short',
      'javascript:alert(1)',
      'https://vimeo.com/channels/staffpicks',
      'not a link',
    ];
    for (const url of bad) {
      const response = await app.request('POST', '/api/performers/me/videos', { token: performer, body: { url } });
      expect(response.status, url).toBe(400);
      expect(response.body.error.fields.url).toBe('Paste a YouTube or Vimeo video link');
    }
    const again = await app.request('POST', '/api/performers/me/videos', {
      token: performer,
      body: { url: 'https://www.youtube.com/embed/dQw4w9WgXcQ' },
    });
    expect(again.status).toBe(409);
    const videos = (await ownMedia()).videos;
    expect(videos.map((video) => video.embedUrl)).toEqual([
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1',
      'https://www.youtube-nocookie.com/embed/ScMzIvxBSi4?autoplay=1',
      'https://player.vimeo.com/video/76979871?autoplay=1',
    ]);
  });
});

describe('another tenant', () => {
  it('cannot see, order, promote or remove this tenant’s media', async () => {
    const media = await ownMedia();
    const photoId = media.photos[0]!.id;
    const videoId = media.videos[0]!.id;
    const me = await app.request('GET', '/api/performers/me', { token: performer });
    expect((await ownMedia(agencyPerformer, AGENCY_HOST)).photos).toEqual([]);
    const order = await app.request('PUT', '/api/performers/me/photos/order', {
      token: agencyPerformer,
      host: AGENCY_HOST,
      body: { photoIds: [photoId] },
    });
    expect(order.status).toBe(409);
    const main = await app.request('PUT', `/api/performers/me/photos/${photoId}/main`, {
      token: agencyPerformer,
      host: AGENCY_HOST,
    });
    expect(main.status).toBe(404);
    for (const id of [photoId, videoId]) {
      const removed = await app.request('DELETE', `/api/performers/me/media/${id}`, {
        token: agencyPerformer,
        host: AGENCY_HOST,
      });
      expect(removed.status).toBe(404);
    }
    const agencyAdmin = await app.signIn('admin@demo-agency.test', AGENCY_HOST);
    const adminRemoval = await app.request('DELETE', `/api/admin/performers/${me.body.id}/media/${photoId}`, {
      token: agencyAdmin,
      host: AGENCY_HOST,
    });
    expect(adminRemoval.status).toBe(404);
    expect((await app.request('GET', `/api/performers/${me.body.id}`, { host: AGENCY_HOST })).status).toBe(404);
    // A flagship token on the agency's host is refused before anything is read.
    expect((await app.request('GET', '/api/performers/me/media', { token: performer, host: AGENCY_HOST })).status).toBe(
      401,
    );
    expect((await ownMedia()).photos.map((photo) => photo.id)).toEqual(media.photos.map((photo) => photo.id));
  });
});

describe('removal', () => {
  it('lets the performer remove a video and a photo, files and all', async () => {
    const media = await ownMedia();
    const photo = media.photos.at(-1)!;
    const video = media.videos.at(-1)!;
    for (const id of [photo.id, video.id]) {
      const response = await app.request('DELETE', `/api/performers/me/media/${id}`, { token: performer });
      expect(response.status, response.text).toBe(200);
    }
    expect(tenantFiles().filter((name) => name.startsWith(photo.id))).toEqual([]);
    expect((await fetchFile(photo.variants[0]!.webp)).status).toBe(404);
    const after = await ownMedia();
    expect(after.photos).toHaveLength(media.photos.length - 1);
    expect(after.videos).toHaveLength(media.videos.length - 1);
  });

  it('lets the tenant admin remove a performer’s photo, audited; others may not', async () => {
    const media = await ownMedia();
    const photo = media.photos[0]!;
    const me = await app.request('GET', '/api/performers/me', { token: performer });
    const path = `/api/admin/performers/${me.body.id}/media/${photo.id}`;
    expect((await app.request('DELETE', path, { token: performer })).status).toBe(403);
    const admin = await app.signIn('admin@demo.test');
    const removed = await app.request('DELETE', path, { token: admin });
    expect(removed.status, removed.text).toBe(200);
    expect(removed.body.photos.map((item: Photo) => item.id)).not.toContain(photo.id);
    expect(tenantFiles().filter((name) => name.startsWith(photo.id))).toEqual([]);
    const audit = await owner.query(
      `select action, target, before from admin_audit_log where action = 'performer.media.remove' and tenant_id = $1`,
      [flagshipId],
    );
    expect(audit.rows).toEqual([
      {
        action: 'performer.media.remove',
        target: `performer:${me.body.id}`,
        before: expect.objectContaining({ id: photo.id, kind: 'photo' }),
      },
    ]);
    expect((await app.request('DELETE', path, { token: admin })).status).toBe(404);
  });
});
