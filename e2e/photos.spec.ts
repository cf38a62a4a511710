import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import path from 'node:path';
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { apiToken, DEMO, demoPerformer, signInWithToken } from './support/accounts';

/**
 * Issue 19 item 1 in Chromium: a performer uploads a photo in settings and adds a video link;
 * the browse card and the profile show the photo (desktop and phone); the video is a facade that
 * asks nothing of YouTube before it is pressed; a tenant admin removes the photo.
 */

// sharp is the API's dependency: the test draws its upload with it.
type Sharp = (input: Buffer) => { jpeg(options: { quality: number }): { toBuffer(): Promise<Buffer> } };
const sharp = createRequire(path.resolve('tenant-api/package.json'))('sharp') as Sharp;

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };
const VIDEO_LINK = 'https://youtu.be/dQw4w9WgXcQ';
const THIRD_PARTY = /youtube|ytimg|vimeo/;
/** The flagship's publishable key (tenant-api/src/db/seed/embed.ts). */
const FLAGSHIP_KEY = 'pk_live_2AMUi2VPrJBl9uL2gU0I5G';

async function shot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await page.screenshot({ path: testInfo.outputPath(`${name}.png`) });
}

/** A stage-like 4:3 JPEG: a warm gradient with a spotlight. */
function stagePhoto(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1200">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#3b0a45"/><stop offset="1" stop-color="#e4572e"/></linearGradient>
    <radialGradient id="s"><stop offset="0" stop-color="#fff6c2"/><stop offset="1" stop-color="#fff6c2" stop-opacity="0"/></radialGradient></defs>
    <rect width="1600" height="1200" fill="url(#g)"/><circle cx="800" cy="520" r="420" fill="url(#s)"/>
    <rect x="740" y="520" width="120" height="420" rx="60" fill="#1b1b2f"/><circle cx="800" cy="450" r="90" fill="#1b1b2f"/></svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
}

/** Every request to a video provider the page makes. */
function thirdPartyRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (THIRD_PARTY.test(new URL(request.url()).hostname)) seen.push(request.url());
  });
  return seen;
}

async function loaded(page: Page, name: RegExp | string) {
  const image = page.getByRole('img', { name, exact: true });
  await expect(image).toBeVisible();
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  return image;
}

test.describe.configure({ mode: 'serial' });

test('a performer uploads a photo and a video link; the card and the profile show them', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const performer = await demoPerformer(request);
  await signInWithToken(page, await apiToken(request, DEMO.performer));
  await page.setViewportSize(DESKTOP);

  await page.goto('/settings#performer-photos');
  const section = page.locator('#performer-photos');
  await expect(section.getByText('No photos yet')).toBeVisible();
  await section.locator('input[type="file"]').setInputFiles({
    name: 'stage.jpg',
    mimeType: 'image/jpeg',
    buffer: await stagePhoto(),
  });
  const photos = section.getByRole('list', { name: 'Your photos' });
  await expect(photos.getByText('Main photo')).toBeVisible({ timeout: 30_000 });
  await loaded(page, 'Photo of your photo 1');

  // A file that is not an image is refused with the server's message.
  await section.locator('input[type="file"]').setInputFiles({
    name: 'notes.jpg',
    mimeType: 'image/jpeg',
    buffer: Buffer.from('not a photo'),
  });
  await expect(section.getByText('Upload a JPEG, PNG, WebP or HEIF photo')).toBeVisible();
  await expect(photos.getByRole('listitem')).toHaveCount(1);

  await section.getByLabel('YouTube or Vimeo link').fill('https://example.com/video');
  await section.getByRole('button', { name: 'Add video' }).click();
  await expect(section.getByText('Paste a YouTube or Vimeo video link')).toBeVisible();
  await section.getByLabel('YouTube or Vimeo link').fill(VIDEO_LINK);
  await section.getByRole('button', { name: 'Add video' }).click();
  await expect(section.getByRole('link', { name: 'YouTube video dQw4w9WgXcQ' })).toBeVisible();
  await section.scrollIntoViewIfNeeded();
  await shot(page, testInfo, 'settings-photos-desktop');

  // Browse: the card's photo is a <picture> of our files (the public page is cached ~10 s).
  await expect
    .poll(
      async () => {
        await page.goto(`/browse?q=${encodeURIComponent(performer.stageName)}`);
        const card = page.getByRole('article').filter({ hasText: performer.stageName }).first();
        await card.waitFor();
        return card.locator('picture source[type="image/avif"]').count();
      },
      { timeout: 30_000, intervals: [2_000] },
    )
    .toBe(1);
  const cardImage = await loaded(page, `Photo of ${performer.stageName}`);
  expect(await cardImage.getAttribute('src')).toMatch(/^\/api\/media\/[0-9a-f-]+\/[0-9a-f-]+-640\.webp$/);
  expect(await cardImage.getAttribute('fetchpriority')).toBe('high');
  await shot(page, testInfo, 'browse-card-desktop');

  // Profile: the photo on top, the gallery, and the video as a facade.
  const thirdParty = thirdPartyRequests(page);
  await page.route('https://www.youtube-nocookie.com/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>player</title><p>Player</p>' }),
  );
  await page.goto(`/performer/${performer.id}`);
  await loaded(page, `Photo of ${performer.stageName}`);
  await loaded(page, `Photo of ${performer.stageName}, photo 1`);
  const play = page.getByRole('button', { name: `Play ${performer.stageName}, video 1 (loads YouTube)` });
  await play.scrollIntoViewIfNeeded();
  await shot(page, testInfo, 'profile-desktop');
  await page.waitForLoadState('networkidle');
  expect(thirdParty, 'no request to a video provider before the click').toEqual([]);
  await play.click();
  const player = page.locator('iframe[src^="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ"]');
  await expect(player).toBeVisible();
  await expect.poll(() => thirdParty.length).toBeGreaterThan(0);

  await page.setViewportSize(PHONE);
  await page.goto(`/performer/${performer.id}`);
  await loaded(page, `Photo of ${performer.stageName}`);
  await shot(page, testInfo, 'profile-phone');
  await page.getByRole('list', { name: 'Photos' }).scrollIntoViewIfNeeded();
  await shot(page, testInfo, 'profile-gallery-phone');
  await page.goto(`/browse?q=${encodeURIComponent(performer.stageName)}`);
  await loaded(page, `Photo of ${performer.stageName}`);
  await shot(page, testInfo, 'browse-card-phone');
});

test('seeded performers show generated portraits on their cards', async ({ page, request }, testInfo) => {
  await signInWithToken(page, await apiToken(request, DEMO.basicBuyer));
  await page.setViewportSize(DESKTOP);
  await page.goto('/browse');
  const list = page.getByRole('list', { name: 'Performers' });
  await expect(list).toHaveAttribute('aria-busy', 'false');
  const first = list.locator('picture img').first();
  await expect
    .poll(() => first.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  expect(await first.getAttribute('src')).toMatch(/portrait-\d+-640\.webp$/);
  await expect(list.locator('picture img').nth(8)).toHaveAttribute('loading', 'lazy');
  await shot(page, testInfo, 'browse-portraits-desktop');
  await page.setViewportSize(PHONE);
  await page.reload();
  await expect(list.locator('picture img').first()).toBeVisible();
  await shot(page, testInfo, 'browse-portraits-phone');
});

test('a tenant admin removes a performer’s photo from the profile', async ({ page, request }, testInfo) => {
  const performer = await demoPerformer(request);
  await signInWithToken(page, await apiToken(request, DEMO.admin));
  await page.setViewportSize(DESKTOP);
  await page.goto(`/performer/${performer.id}`);
  const gallery = page.getByRole('list', { name: 'Photos' });
  await expect(gallery.getByRole('listitem')).toHaveCount(1);
  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('button', { name: 'Remove photo 1' }).click();
  await expect(gallery).toHaveCount(0);
  await expect(page.getByRole('img', { name: `${performer.stageName} (no photo)` })).toBeVisible();
  await shot(page, testInfo, 'profile-after-admin-removal-desktop');
});

/** A page on another origin (a loopback port of its own) with the browse widget for `key`. */
async function partnerSite(apiBase: string, key: string): Promise<{ origin: string; close(): Promise<void> }> {
  const page = `<!doctype html><title>Partner</title><script src="${apiBase}/embed/headliner-loader.js" async></script>
    <hl-browse tenant-key="${key}" api-base="${apiBase}" page-size="4"></hl-browse>`;
  const server = http.createServer((_request, response) =>
    response.writeHead(200, { 'content-type': 'text/html' }).end(page),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { origin: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

test('on another site, the embedded browse widget loads its photos from the marketplace', async ({
  page,
  request,
}, testInfo) => {
  const apiBase = `http://127.0.0.1:${process.env.E2E_PORT ?? 3100}`;
  const site = await partnerSite(apiBase, FLAGSHIP_KEY);
  try {
    const admin = await apiToken(request, DEMO.admin);
    const allowed = await request.post('/api/admin/embeds/origins', {
      headers: { Authorization: `Bearer ${admin}` },
      data: { origin: site.origin },
    });
    expect(allowed.ok(), await allowed.text()).toBeTruthy();
    await page.setViewportSize(DESKTOP);
    const first = page.locator('hl-browse picture img').first();
    // The key's allowed origins are remembered for a few seconds by the API.
    await expect
      .poll(
        async () => {
          await page.goto(site.origin);
          return first.waitFor({ timeout: 5_000 }).then(
            () => true,
            () => false,
          );
        },
        { timeout: 30_000 },
      )
      .toBe(true);
    expect(await first.getAttribute('src')).toMatch(
      new RegExp(`^${apiBase}/api/media/[0-9a-f-]+/portrait-\\d+-640\\.webp$`),
    );
    const avif = first.locator('xpath=..').locator('source[type="image/avif"]');
    expect(await avif.getAttribute('srcset')).toContain(`${apiBase}/api/media/`);
    await expect
      .poll(() => first.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    await shot(page, testInfo, 'embedded-browse-desktop');
  } finally {
    await site.close();
  }
});
