import http from 'node:http';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminLogo, TenantLogo } from '../../src/contract';
import { AGENCY_HOST, FLAGSHIP_HOST, startTestApp, type TestApp, type TestResponse } from '../support/harness';

/**
 * A tenant's uploaded logo (issue 19, item 5): processed like photos, served at immutable media
 * addresses, shown by /api/tenant, its icons linked from the host app's page on the tenant's own
 * hosts only; replaced and removed with its files; audited; one tenant never touches another's.
 */

let app: TestApp;
let owner: pg.Client;
let dataDir: string;
let publicDir: string;
let admin: string;
let agencyAdmin: string;
const tenantIds: Record<string, string> = {};

const INDEX = `<!doctype html><html><head><link rel="icon" type="image/svg+xml" href="/favicon.svg" /><title>x</title><script type="module" crossorigin src="/assets/index-abc.js"></script></head><body><div id="root"></div></body></html>`;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'logo-test-'));
  publicDir = path.join(dataDir, 'public');
  mkdirSync(publicDir);
  writeFileSync(path.join(publicDir, 'index.html'), INDEX);
  app = await startTestApp({ seed: { performersPerTenant: 2 }, env: { DATA_DIR: dataDir, PUBLIC_DIR: publicDir } });
  owner = new pg.Client({ connectionString: app.ownerUrl });
  await owner.connect();
  for (const row of (await owner.query('select id, slug from tenants')).rows) tenantIds[row.slug] = row.id;
  admin = await app.signIn('admin@demo.test');
  agencyAdmin = await app.signIn('admin@demo-agency.test', AGENCY_HOST);
}, 120_000);
afterAll(async () => {
  await owner?.end();
  await app?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** Sends raw bytes (the harness sends JSON only). */
function send(method: string, target: string, bytes: Buffer | null, token: string, host = FLAGSHIP_HOST) {
  return new Promise<TestResponse>((resolve, reject) => {
    const headers: Record<string, string | number> = { host, authorization: `Bearer ${token}` };
    if (bytes) Object.assign(headers, { 'content-type': 'image/png', 'content-length': bytes.length });
    const request = http.request({ host: '127.0.0.1', port: app.port, method, path: target, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        let body: any = {};
        try {
          body = text ? JSON.parse(text) : {};
        } catch {
          body = {};
        }
        resolve({ status: response.statusCode ?? 0, headers: response.headers, text, body });
      });
    });
    request.on('error', (error) => ((error as NodeJS.ErrnoException).code === 'EPIPE' ? undefined : reject(error)));
    request.end(bytes ?? undefined);
  });
}

const uploadLogo = (bytes: Buffer, token = admin, host = FLAGSHIP_HOST) =>
  send('PUT', '/api/admin/logo', bytes, token, host);

function fetchFile(url: string, host = FLAGSHIP_HOST) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; bytes: Buffer }>((resolve, reject) => {
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

/** A wide wordmark-like logo with a transparent background. */
const wordmark = (width = 600, height = 200) =>
  sharp({ create: { width, height, channels: 4, background: { r: 200, g: 40, b: 40, alpha: 0.5 } } });

const tenantFiles = (tenantId = tenantIds.flagship!) => {
  try {
    return readdirSync(path.join(dataDir, 'media', tenantId)).sort();
  } catch {
    return [];
  }
};

const tenantLogo = async (host = FLAGSHIP_HOST) =>
  (await app.request('GET', '/api/tenant', { host })).body.logo as TenantLogo | null;

async function auditEntries(token = admin, host = FLAGSHIP_HOST) {
  const response = await app.request('GET', '/api/admin/audit', { token, host });
  expect(response.status).toBe(200);
  return (response.body.entries as { action: string; before: any; after: any }[]).filter((entry) =>
    entry.action.startsWith('logo.'),
  );
}

describe('uploading a logo', () => {
  it('makes AVIF and WebP sizes by height and PNG icons, served immutable; the site shows it', async () => {
    const response = await uploadLogo(await wordmark().png().toBuffer());
    expect(response.status, response.text).toBe(200);
    const { logo } = response.body as AdminLogo;
    expect(logo).not.toBeNull();
    expect({ width: logo!.width, height: logo!.height }).toEqual({ width: 600, height: 200 });
    // 40, 80 and 160 pixels high at the logo's ratio (3:1); none taller than the upload.
    expect(logo!.variants.map((variant) => variant.width)).toEqual([120, 240, 480]);
    for (const variant of logo!.variants) {
      const webp = await fetchFile(variant.webp);
      expect(webp.status).toBe(200);
      expect(webp.headers['content-type']).toBe('image/webp');
      expect(webp.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const meta = await sharp(webp.bytes).metadata();
      expect({ width: meta.width, height: meta.height }).toEqual({ width: variant.width, height: variant.width / 3 });
      expect(meta.hasAlpha).toBe(true);
      expect((await sharp((await fetchFile(variant.avif)).bytes).metadata()).format).toBe('heif');
    }
    for (const [url, size] of [
      [logo!.icon, 32],
      [logo!.touchIcon, 180],
    ] as const) {
      const icon = await fetchFile(url);
      expect(icon.headers['content-type']).toBe('image/png');
      expect(icon.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const meta = await sharp(icon.bytes).metadata();
      expect({ format: meta.format, width: meta.width, height: meta.height }).toEqual({
        format: 'png',
        width: size,
        height: size,
      });
    }
    expect(await tenantLogo()).toEqual(logo);
    expect((await app.request('GET', '/api/admin/logo', { token: admin })).body).toEqual({ logo });
  });

  it('turns the logo upright from EXIF and drops its metadata', async () => {
    const tagged = await wordmark(300, 100)
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExif({ IFD0: { Artist: 'Secret Designer', Copyright: 'GPS and all' } })
      .toBuffer();
    const response = await uploadLogo(tagged);
    expect(response.status, response.text).toBe(200);
    const { logo } = response.body as AdminLogo;
    expect({ width: logo!.width, height: logo!.height }).toEqual({ width: 100, height: 300 });
    for (const url of [logo!.variants[0]!.webp, logo!.variants[0]!.avif, logo!.icon, logo!.touchIcon]) {
      const stored = await fetchFile(url);
      const meta = await sharp(stored.bytes).metadata();
      expect(meta.exif, url).toBeUndefined();
      expect(meta.orientation, url).toBeUndefined();
      expect(stored.bytes.includes(Buffer.from('Secret Designer')), url).toBe(false);
    }
  });

  it('replaces the old logo: its files go, the audit log has both with what they replaced', async () => {
    const first = (await uploadLogo(await wordmark(90, 30).webp().toBuffer())).body.logo as TenantLogo;
    // A logo smaller than the smallest height keeps its own.
    expect(first.variants.map((variant) => variant.width)).toEqual([90]);
    const second = (await uploadLogo(await wordmark(400, 100).png().toBuffer())).body.logo as TenantLogo;
    expect(tenantFiles().filter((name) => name.startsWith(first.id))).toEqual([]);
    expect(tenantFiles().filter((name) => name.startsWith(second.id))).toHaveLength(2 * 2 + 2);
    expect((await fetchFile(first.variants[0]!.webp)).status).toBe(404);
    const [latest, previous] = await auditEntries();
    expect(latest!.action).toBe('logo.update');
    expect(latest!.after.id).toBe(second.id);
    expect(latest!.before.id).toBe(first.id);
    expect(previous!.after.id).toBe(first.id);
  });

  it('refuses oversized, huge, corrupt, disguised and unsupported files, keeping the logo and storing nothing', async () => {
    const kept = await tenantLogo();
    const before = { files: tenantFiles(), audit: (await auditEntries()).length };
    const png = await wordmark(600, 200).png().toBuffer();
    const refusals: [string, Buffer, number, string][] = [
      ['over 5 MB', Buffer.concat([png, Buffer.alloc(5 * 1024 * 1024)]), 413, 'at most 5 MB'],
      ['over 25 megapixels', await wordmark(5001, 5001).png({ compressionLevel: 1 }).toBuffer(), 400, '25 megapixels'],
      ['truncated', png.subarray(0, Math.floor(png.length / 2)), 400, 'could not be read'],
      [
        'corrupt',
        Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(2000, 7)]),
        400,
        'could not be read',
      ],
      ['text named .png', Buffer.from('just some text, not a logo at all'), 415, 'JPEG, PNG or WebP'],
      ['GIF', await wordmark(50, 50).gif().toBuffer(), 415, 'JPEG, PNG or WebP'],
      ['SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>'), 415, 'JPEG'],
      ['AVIF', await wordmark(80, 40).avif().toBuffer(), 415, 'JPEG, PNG or WebP'],
      ['JSON', Buffer.from('{}'), 415, 'JPEG, PNG or WebP'],
    ];
    for (const [name, bytes, status, message] of refusals) {
      const response = await uploadLogo(bytes);
      expect(response.status, `${name}: ${response.text}`).toBe(status);
      expect(response.body.error.message, name).toContain(message);
      expect(response.body.error.fields, name).toHaveProperty('file');
    }
    expect(tenantFiles()).toEqual(before.files);
    expect(await tenantLogo()).toEqual(kept);
    expect((await auditEntries()).length).toBe(before.audit);
  });
});

describe('the favicon on the host app page', () => {
  const page = (host: string) =>
    new Promise<string>((resolve, reject) => {
      http
        .get({ host: '127.0.0.1', port: app.port, path: '/browse', headers: { host } }, (response) => {
          let body = '';
          response.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
          response.on('end', () => resolve(body));
        })
        .on('error', reject);
    });

  it('links the tenant’s own icons on its hosts; another tenant keeps the product’s favicon', async () => {
    const logo = (await tenantLogo())!;
    const html = await page(FLAGSHIP_HOST);
    expect(html).toContain(`<link rel="icon" type="image/png" sizes="32x32" href="${logo.icon}" />`);
    expect(html).toContain(`<link rel="apple-touch-icon" sizes="180x180" href="${logo.touchIcon}" />`);
    expect(html).not.toContain('/favicon.svg');
    expect(html.match(/rel="icon"/g)).toHaveLength(1);
    const agency = await page(AGENCY_HOST);
    expect(agency).toContain('href="/favicon.svg"');
    expect(agency).not.toContain(tenantIds.flagship);
  });
});

describe('tenant isolation', () => {
  it('one tenant’s admin can neither see, replace nor remove another’s logo; its host serves none of it', async () => {
    const flagship = (await tenantLogo())!;
    const files = tenantFiles();
    const png = await wordmark(300, 100).png().toBuffer();
    // The flagship admin's token means nothing on the agency's host, and the reverse.
    expect((await uploadLogo(png, admin, AGENCY_HOST)).status).toBe(401);
    expect((await send('DELETE', '/api/admin/logo', null, admin, AGENCY_HOST)).status).toBe(401);
    expect((await send('GET', '/api/admin/logo', null, admin, AGENCY_HOST)).status).toBe(401);
    expect((await uploadLogo(png, agencyAdmin, FLAGSHIP_HOST)).status).toBe(401);
    // Other roles: 403.
    const performer = await app.signIn('performer@demo.test');
    expect((await uploadLogo(png, performer)).status).toBe(403);
    expect((await send('DELETE', '/api/admin/logo', null, performer)).status).toBe(403);
    expect((await uploadLogo(png, '')).status).toBe(401);
    expect(tenantFiles()).toEqual(files);
    // The agency's admin sees its own (none), and changes only its own.
    expect((await app.request('GET', '/api/admin/logo', { token: agencyAdmin, host: AGENCY_HOST })).body).toEqual({
      logo: null,
    });
    const agencyUpload = await uploadLogo(png, agencyAdmin, AGENCY_HOST);
    expect(agencyUpload.status, agencyUpload.text).toBe(200);
    const agencyLogo = (agencyUpload.body as AdminLogo).logo!;
    expect(agencyLogo.icon).toContain(`/api/media/${tenantIds['demo-agency']}/`);
    expect(await tenantLogo()).toEqual(flagship);
    expect(tenantFiles()).toEqual(files);
    // The agency's host serves only its own files; the flagship's is the default host (the API
    // base embedded widgets of every tenant call), which serves any tenant's.
    expect((await fetchFile(flagship.icon, AGENCY_HOST)).status).toBe(404);
    expect((await fetchFile(agencyLogo.icon, FLAGSHIP_HOST)).status).toBe(200);
    expect((await fetchFile(agencyLogo.icon, AGENCY_HOST)).status).toBe(200);
    expect((await auditEntries(agencyAdmin, AGENCY_HOST)).map((entry) => entry.action)).toEqual(['logo.update']);
    expect((await send('DELETE', '/api/admin/logo', null, agencyAdmin, AGENCY_HOST)).status).toBe(200);
    expect(await tenantLogo()).toEqual(flagship);
  });
});

describe('removing the logo', () => {
  it('goes back to the text logo and the product favicon, removes the files, audited; a second removal changes nothing', async () => {
    const logo = (await tenantLogo())!;
    const removed = await send('DELETE', '/api/admin/logo', null, admin);
    expect(removed.status, removed.text).toBe(200);
    expect(removed.body).toEqual({ logo: null });
    expect(await tenantLogo()).toBeNull();
    expect(tenantFiles().filter((name) => name.startsWith(logo.id))).toEqual([]);
    expect((await fetchFile(logo.icon)).status).toBe(404);
    const [latest] = await auditEntries();
    expect(latest!.action).toBe('logo.remove');
    expect(latest!.before.id).toBe(logo.id);
    expect(latest!.after).toBeNull();
    const count = (await auditEntries()).length;
    expect((await send('DELETE', '/api/admin/logo', null, admin)).status).toBe(200);
    expect((await auditEntries()).length).toBe(count);
  });
});

describe('logo bounds', () => {
  it('takes a wordmark up to 10:1 and 10000 pixels a side, refuses one past either (400, `file`), storing nothing', async () => {
    const before = tenantFiles();
    const refusals: [string, Buffer, string][] = [
      ['10001 wide', await wordmark(10_001, 1_001).png({ compressionLevel: 1 }).toBuffer(), 'Too wide'],
      ['10001 high', await wordmark(1_001, 10_001).png({ compressionLevel: 1 }).toBuffer(), 'Too high'],
      ['over 10:1', await wordmark(2_001, 200).png().toBuffer(), 'Out of proportion'],
    ];
    for (const [name, bytes, field] of refusals) {
      const response = await uploadLogo(bytes);
      expect(response.status, `${name}: ${response.text}`).toBe(400);
      expect(response.body.error.fields, name).toEqual({ file: field });
    }
    expect(tenantFiles()).toEqual(before);
    const wide = await uploadLogo(await wordmark(2_000, 200).png().toBuffer());
    expect(wide.status, wide.text).toBe(200);
    // 40, 80 and 160 high at 10:1; the icons fit the mark inside their square.
    expect(wide.body.logo.variants.map((variant: { width: number }) => variant.width)).toEqual([400, 800, 1600]);
    const touch = await fetchFile(wide.body.logo.touchIcon);
    expect(await sharp(touch.bytes).metadata()).toMatchObject({ width: 180, height: 180, format: 'png' });
  });
});
