import http from 'node:http';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import fc from 'fast-check';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Photo } from '../../src/contract';
import { MAX_WHOLE_DECODE_BYTES, PHOTO_BOUNDS, wholeDecodeBytes } from '../../src/media/imageBounds';
import { imageJobLimiter } from '../../src/media/imageWork';
import { decoder, processPhoto, widthsFor } from '../../src/media/processPhoto';
import { AGENCY_HOST, FLAGSHIP_HOST, startTestApp, type TestApp, type TestResponse } from '../support/harness';

/**
 * Image work is bounded by design (docs/media.md "Bounds"): size and shape checked from the header
 * before a pixel is decoded, libvips checking the pixel count again itself, and a cap on image
 * jobs per process and per tenant (429 with Retry-After, nothing stored).
 */

let app: TestApp;
let owner: pg.Client;
let dataDir: string;
let performer: string;
let agencyPerformer: string;
let admin: string;
const tenantIds: Record<string, string> = {};

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'image-bounds-test-'));
  app = await startTestApp({
    seed: { performersPerTenant: 2 },
    env: {
      DATA_DIR: dataDir,
      IMAGE_JOBS_MAX: '2',
      IMAGE_JOBS_MAX_PER_TENANT: '1',
      IMAGE_RETRY_SECONDS: '3',
    },
  });
  owner = new pg.Client({ connectionString: app.ownerUrl });
  await owner.connect();
  for (const row of (await owner.query('select id, slug from tenants')).rows) tenantIds[row.slug] = row.id;
  performer = await app.signIn('performer@demo.test');
  agencyPerformer = await app.signIn('performer@demo-agency.test', AGENCY_HOST);
  admin = await app.signIn('admin@demo.test');
}, 120_000);
afterAll(async () => {
  await owner?.end();
  await app?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** Sends raw bytes (the harness sends JSON only), timing the answer. */
function send(
  method: string,
  target: string,
  bytes: Buffer,
  token: string,
  host = FLAGSHIP_HOST,
): Promise<TestResponse & { ms: number }> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const headers = {
      host,
      authorization: `Bearer ${token}`,
      'content-type': 'application/octet-stream',
      'content-length': bytes.length,
    };
    const request = http.request({ host: '127.0.0.1', port: app.port, method, path: target, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          text,
          body: text ? JSON.parse(text) : {},
          ms: performance.now() - started,
        });
      });
    });
    request.on('error', (error) => ((error as NodeJS.ErrnoException).code === 'EPIPE' ? undefined : reject(error)));
    request.end(bytes);
  });
}

const upload = (bytes: Buffer, token = performer, host = FLAGSHIP_HOST) =>
  send('POST', '/api/performers/me/photos', bytes, token, host);

/** A one-colour PNG (cheap to make at any size: it compresses to almost nothing). */
const flatPng = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#2980b9' }, limitInputPixels: false })
    .png({ compressionLevel: 1 })
    .toBuffer();

const tenantFiles = (tenantId: string) => {
  try {
    return readdirSync(path.join(dataDir, 'media', tenantId)).sort();
  } catch {
    return [];
  }
};
const photoRows = async (tenantId: string) =>
  Number(
    (
      await owner.query(
        `select count(*) from performer_media where tenant_id = $1 and kind = 'photo' and portrait is null`,
        [tenantId],
      )
    ).rows[0].count,
  );
const stored = async (tenantId: string) => ({ files: tenantFiles(tenantId), rows: await photoRows(tenantId) });

/** A PNG whose header says `width`×`height` and whose pixel data is a few bytes: a header that lies. */
function lyingPng(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(typed));
    return Buffer.concat([length, typed, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(Buffer.alloc(64))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A real 100×100 JPEG whose frame header (SOF) is rewritten to claim `width`×`height`. */
async function lyingJpeg(width: number, height: number): Promise<Buffer> {
  const bytes = Buffer.from(
    await sharp(await flatPng(100, 100))
      .jpeg()
      .toBuffer(),
  );
  let sof = 2; // after SOI, marker by marker (each FFxx with a 16-bit length) to the frame header
  while (bytes[sof + 1]! < 0xc0 || bytes[sof + 1]! > 0xc2) sof += 2 + bytes.readUInt16BE(sof + 2);
  bytes.writeUInt16BE(height, sof + 5);
  bytes.writeUInt16BE(width, sof + 7);
  return bytes;
}

describe('photo bounds, from the header', () => {
  it('takes each bound just at its limit and refuses it just over, naming `file`', async () => {
    const { maxSide, maxAspect, maxPixels } = PHOTO_BOUNDS;
    expect({ maxSide, maxAspect, maxPixels }).toEqual({ maxSide: 10_000, maxAspect: 3, maxPixels: 40_000_000 });
    const before = await stored(tenantIds.flagship!);
    const cases: [string, number, number, number, string?][] = [
      ['width at the limit', 10_000, 3_334, 201],
      ['width over', 10_001, 3_334, 400, 'at most 10000 pixels wide'],
      ['height at the limit', 3_334, 10_000, 201],
      ['height over', 3_334, 10_001, 400, 'at most 10000 pixels high'],
      ['pixels at the limit', 8_000, 5_000, 201],
      ['pixels over', 8_000, 5_001, 400, 'at most 40 megapixels'],
      ['aspect at the limit', 3_000, 1_000, 201],
      ['aspect over', 3_001, 1_000, 400, 'at most 3 times its short side'],
      ['absurd: 40000×1', 40_000, 1, 400, 'at most 10000 pixels wide'],
      ['absurd: 1×9000', 1, 9_000, 400, 'at most 3 times its short side'],
    ];
    let accepted = 0;
    for (const [name, width, height, status, message] of cases) {
      const response = await upload(await flatPng(width, height));
      expect(response.status, `${name}: ${response.text}`).toBe(status);
      if (status === 201) {
        accepted++;
        const photo = response.body as Photo;
        expect({ width: photo.width, height: photo.height }, name).toEqual({ width, height });
        expect(photo.variants.map((variant) => variant.width)).toEqual(widthsFor(width));
      } else {
        expect(response.body.error.message, name).toContain(message);
        expect(response.body.error.fields, name).toHaveProperty('file');
      }
    }
    const after = await stored(tenantIds.flagship!);
    expect(after.rows).toBe(before.rows + accepted);
    expect(after.files.length).toBe(before.files.length + accepted * 6);
  }, 120_000);

  it('refuses an image its decoder would hold whole past the memory bound, before decoding it', async () => {
    // An interlaced (Adam7) 16-bit RGBA PNG is decoded whole: 6000×5000 × 4 samples × 2 bytes (+ a quarter).
    const rgba = (width: number, height: number) =>
      sharp({ create: { width, height, channels: 4, background: { r: 10, g: 200, b: 30, alpha: 0.5 } } })
        .toColourspace('rgb16')
        .png({ progressive: true, compressionLevel: 1 });
    const huge = await rgba(6000, 5000).toBuffer();
    expect(wholeDecodeBytes(await sharp(huge).metadata())).toBeGreaterThan(MAX_WHOLE_DECODE_BYTES);
    const refused = await upload(huge);
    expect(refused.status, refused.text).toBe(400);
    expect(refused.body.error.fields).toEqual({ file: 'Too large to open' });
    expect(refused.ms).toBeLessThan(2_000);
    // The same kind of file within the bound is taken.
    const small = await upload(await rgba(1600, 1000).toBuffer());
    expect(small.status, small.text).toBe(201);
  });
});

describe('a header that lies about its size', () => {
  it('is refused at once when it claims too much, and quickly when the pixels are not there', async () => {
    const before = await stored(tenantIds.flagship!);
    const lies: [string, Buffer, string][] = [
      ['PNG claiming 100000×100000', lyingPng(100_000, 100_000), 'Too wide'],
      ['PNG claiming 8000×5000 with 64 bytes of pixels', lyingPng(8_000, 5_000), 'Corrupt or truncated image'],
      ['JPEG claiming 60000×60000', await lyingJpeg(60_000, 60_000), 'Too wide'],
      ['JPEG claiming 3000×10000', await lyingJpeg(3_000, 10_000), 'Out of proportion'],
    ];
    for (const [name, bytes, field] of lies) {
      const response = await upload(bytes);
      expect(response.status, `${name}: ${response.text}`).toBe(400);
      expect(response.body.error.fields, name).toEqual({ file: field });
      expect(response.ms, name).toBeLessThan(5_000);
    }
    expect(await stored(tenantIds.flagship!)).toEqual(before);
  });

  it('bounds a JPEG whose data runs out early by what its header claims (libjpeg fills the rest grey)', async () => {
    // The header is all a decoder goes by: claiming 8000×5000 costs what an honest 8000×5000 costs.
    const response = await upload(await lyingJpeg(8_000, 5_000));
    expect(response.ms).toBeLessThan(5_000);
    expect(response.status, response.text).toBe(201);
    expect({ width: response.body.width, height: response.body.height }).toEqual({ width: 8_000, height: 5_000 });
  });

  it('cannot make a pipeline decode more than its limit: libvips checks the pixel count itself', async () => {
    const image = await flatPng(200, 100);
    await expect(decoder(image, 19_999).raw().toBuffer()).rejects.toThrow(/pixel limit/);
    await expect(decoder(image, 20_000).raw().toBuffer()).resolves.toHaveLength(200 * 100 * 3);
  });
});

describe('processing, as a property', () => {
  it('makes the promised widths for any image within the bounds, in any format and orientation', async () => {
    const formats = ['png', 'jpeg', 'webp'] as const;
    const image = fc
      .record({
        width: fc.integer({ min: 1, max: 2_000 }),
        ratio: fc.double({ min: 1 / PHOTO_BOUNDS.maxAspect, max: PHOTO_BOUNDS.maxAspect, noNaN: true }),
        format: fc.constantFrom(...formats),
        orientation: fc.integer({ min: 1, max: 8 }),
        colour: fc.integer({ min: 0, max: 0xffffff }),
      })
      .map((drawn) => ({ ...drawn, height: Math.max(1, Math.min(2_000, Math.round(drawn.width * drawn.ratio))) }))
      .filter(({ width, height }) => Math.max(width, height) <= PHOTO_BOUNDS.maxAspect * Math.min(width, height));
    await fc.assert(
      fc.asyncProperty(image, async ({ width, height, format, orientation, colour }) => {
        const background = `#${colour.toString(16).padStart(6, '0')}`;
        const drawn = sharp({ create: { width, height, channels: 3, background } }).withMetadata({ orientation });
        const bytes = await (
          format === 'png' ? drawn.png() : format === 'jpeg' ? drawn.jpeg() : drawn.webp()
        ).toBuffer();
        const photo = await processPhoto(bytes);
        const upright = orientation >= 5 ? { width: height, height: width } : { width, height };
        expect({ width: photo.width, height: photo.height }).toEqual(upright);
        expect(photo.widths).toEqual(widthsFor(upright.width));
        expect([...photo.files.keys()].sort()).toEqual(
          photo.widths.flatMap((made) => [`${made}.avif`, `${made}.webp`]).sort(),
        );
        for (const made of photo.widths) {
          const webp = await sharp(photo.files.get(`${made}.webp`)!).metadata();
          expect(webp.width).toBe(made);
          expect(Math.abs(webp.height! - (upright.height * made) / upright.width)).toBeLessThanOrEqual(1);
          expect((await sharp(photo.files.get(`${made}.avif`)!).metadata()).format).toBe('heif');
        }
        expect(photo.placeholder).toMatch(/^data:image\/webp;base64,/);
      }),
      { numRuns: 25 },
    );
  }, 120_000);
});

describe('the cap on image jobs', () => {
  /** Holds one slot of the app's image-job cap for a tenant until the returned function is called. */
  async function holdSlot(tenantId: string): Promise<() => Promise<void>> {
    let release!: () => void;
    const held = imageJobLimiter(app.config).run(tenantId, () => new Promise<void>((resolve) => (release = resolve)));
    await new Promise((resolve) => setImmediate(resolve));
    return async () => {
      release();
      await held;
    };
  }

  it('answers 429 with Retry-After past the tenant’s and the process’s cap, storing nothing', async () => {
    const limiter = imageJobLimiter(app.config);
    const photo = await sharp(await flatPng(900, 600))
      .jpeg()
      .toBuffer();
    const before = { flagship: await stored(tenantIds.flagship!), agency: await stored(tenantIds['demo-agency']!) };

    const releaseFlagship = await holdSlot(tenantIds.flagship!);
    const busy = await upload(photo);
    expect(busy.status, busy.text).toBe(429);
    expect(busy.headers['retry-after']).toBe('3');
    expect(busy.body.error.code).toBe('busy');
    const logo = await send('PUT', '/api/admin/logo', await flatPng(600, 200), admin);
    expect(logo.status, logo.text).toBe(429);
    expect(logo.headers['retry-after']).toBe('3');
    // Another tenant still has the process's second slot…
    const agency = await upload(photo, agencyPerformer, AGENCY_HOST);
    expect(agency.status, agency.text).toBe(201);
    // …until a third tenant holds it.
    const releaseOther = await holdSlot('00000000-0000-4000-8000-000000000000');
    const full = await upload(photo, agencyPerformer, AGENCY_HOST);
    expect(full.status, full.text).toBe(429);
    expect(full.headers['retry-after']).toBe('3');

    expect(await stored(tenantIds.flagship!)).toEqual(before.flagship);
    expect((await stored(tenantIds['demo-agency']!)).rows).toBe(before.agency.rows + 1);
    await releaseFlagship();
    await releaseOther();
    expect(limiter.inFlight()).toBe(0);
    expect((await upload(photo)).status).toBe(201);
    expect((await upload(photo, agencyPerformer, AGENCY_HOST)).status).toBe(201);
  });

  it('lets one of several uploads started at once through and refuses the others, which store nothing', async () => {
    // Big enough that the first is still being processed when the others arrive.
    const noisy = await sharp({
      create: {
        width: 4000,
        height: 3000,
        channels: 3,
        background: '#808080',
        noise: { type: 'gaussian', mean: 128, sigma: 30 },
      },
    })
      .jpeg({ quality: 80 })
      .toBuffer();
    const before = await stored(tenantIds.flagship!);
    const answers = await Promise.all([0, 1, 2, 3].map(() => upload(noisy)));
    const statuses = answers.map((answer) => answer.status).sort();
    expect(
      statuses.filter((status) => status !== 201 && status !== 429),
      JSON.stringify(statuses),
    ).toEqual([]);
    const taken = statuses.filter((status) => status === 201).length;
    expect(taken).toBeGreaterThanOrEqual(1);
    expect(taken).toBeLessThan(answers.length);
    for (const refused of answers.filter((answer) => answer.status === 429)) {
      expect(refused.headers['retry-after']).toBe('3');
    }
    const after = await stored(tenantIds.flagship!);
    expect(after.rows).toBe(before.rows + taken);
    expect(after.files.length).toBe(before.files.length + taken * 6);
    expect(imageJobLimiter(app.config).inFlight()).toBe(0);
  }, 60_000);

  it('releases the slot of a job that fails, however it fails', async () => {
    const limiter = imageJobLimiter(app.config);
    const jpeg = await sharp(await flatPng(1200, 900))
      .jpeg()
      .toBuffer();
    // The header is fine, the decoding fails: the job ran and failed inside its slot.
    const truncated = await upload(jpeg.subarray(0, Math.floor(jpeg.length / 2)));
    expect(truncated.status, truncated.text).toBe(400);
    expect(limiter.inFlight()).toBe(0);
    const huge = await upload(lyingPng(100_000, 100_000));
    expect(huge.status).toBe(400);
    expect(limiter.inFlight()).toBe(0);
    await expect(limiter.run(tenantIds.flagship!, async () => Promise.reject(new Error('boom')))).rejects.toThrow(
      'boom',
    );
    expect(limiter.inFlight(tenantIds.flagship!)).toBe(0);
    const next = await upload(jpeg);
    expect(next.status, next.text).toBe(201);
  });
});
