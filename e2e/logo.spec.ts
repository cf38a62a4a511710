import { createRequire } from 'node:module';
import path from 'node:path';
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import type { TenantInfo } from '../tenant-api/src/contract';
import { AGENCY, E2E_PORT, openAdminSection, signInOn, tenantOrigin } from './support/admin';
import { marketplaceRequest } from './support/marketplace';

/**
 * A tenant's own logo and favicon (issue 19, item 5), on the server the suite starts (as
 * `pnpm start` runs it): the agency's admin uploads a logo in the console (a disguised file is
 * refused first); the agency's header shows it, named by the tenant, and its page links the
 * tenant's icon, while the flagship's site keeps its own; removing it brings the text logo back.
 * Screenshots at desktop and phone sizes.
 */

// sharp is the API's dependency: the test draws its upload with it.
type Sharp = (input: Buffer) => { png(): { toBuffer(): Promise<Buffer> } };
const sharp = createRequire(path.resolve('tenant-api/package.json'))('sharp') as Sharp;

const API_BASE = `http://127.0.0.1:${E2E_PORT}`;
const AGENCY_ORIGIN = tenantOrigin(AGENCY.slug);
const FLAGSHIP_ORIGIN = `http://localhost:${E2E_PORT}`;
const SIZES = { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } } as const;

/** A wordmark on a transparent background, 3:1. */
function wordmarkPng(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="720" height="240">
    <circle cx="120" cy="120" r="96" fill="#d94f30"/><path d="M120 48 84 192h72Z" fill="#fff"/>
    <rect x="250" y="70" width="420" height="34" rx="17" fill="#1f2a44"/>
    <rect x="250" y="136" width="300" height="34" rx="17" fill="#d94f30"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

async function tenantInfo(origin: string): Promise<TenantInfo> {
  const response = await marketplaceRequest<TenantInfo>(API_BASE, 'GET', '/api/tenant', {
    host: new URL(origin).host,
  });
  expect(response.status).toBe(200);
  return response.body;
}

async function shot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const file = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path: file });
  await testInfo.attach(name, { path: file, contentType: 'image/png' });
}

/** Removes the agency's logo through its admin's session (the suite shares one database). */
async function removeThroughApi(page: Page): Promise<void> {
  const status = await page.evaluate(async () => {
    const token = localStorage.getItem('auth_token');
    return (await fetch('/api/admin/logo', { method: 'DELETE', headers: { authorization: `Bearer ${token}` } })).status;
  });
  expect(status).toBe(200);
}

/** The header's home link, and its logo image once drawn. */
async function expectHeaderLogo(page: Page, name: string, logoPath: string): Promise<void> {
  const home = page
    .getByRole('banner')
    .getByRole('link', { name: / home$/ })
    .first();
  const image = home.getByRole('img', { name, exact: true });
  await expect(image).toBeVisible();
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0)))
    .toBeGreaterThan(0);
  expect(await image.evaluate((img: HTMLImageElement) => img.currentSrc)).toContain(logoPath);
}

test('an agency admin uploads a logo: its header and tab icon show it, the flagship keeps its own; removed, the text logo is back', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const agency = await tenantInfo(AGENCY_ORIGIN);
  const flagshipBefore = await tenantInfo(FLAGSHIP_ORIGIN);
  await page.setViewportSize(SIZES.desktop);
  await signInOn(page, AGENCY_ORIGIN, AGENCY.admin);
  if (agency.logo) await removeThroughApi(page);
  try {
    await page.goto(`${AGENCY_ORIGIN}/admin`);
    await openAdminSection(page, 'Site content', 'Site content');
    const card = page.getByRole('region', { name: 'Logo and favicon' });
    await expect(card.getByText('No logo yet')).toBeVisible();

    // A text file named like a picture is refused with the server's message, and nothing changes.
    await card.getByLabel('Upload a logo').setInputFiles({
      name: 'logo.png',
      mimeType: 'image/png',
      buffer: Buffer.from('not an image at all'),
    });
    await expect(card.getByText('Upload a JPEG, PNG or WebP logo')).toBeVisible();
    expect((await tenantInfo(AGENCY_ORIGIN)).logo).toBeNull();

    await card.getByLabel('Upload a logo').setInputFiles({
      name: 'logo.png',
      mimeType: 'image/png',
      buffer: await wordmarkPng(),
    });
    await expect(page.getByText('Logo saved')).toBeVisible({ timeout: 30_000 });
    const logo = (await tenantInfo(AGENCY_ORIGIN)).logo!;
    expect(logo).not.toBeNull();
    await expect(card.getByRole('img', { name: `${agency.name} favicon` })).toHaveAttribute('src', logo.icon);
    await shot(page, testInfo, 'admin-logo-desktop');
    // The console's own tab follows the change at once.
    await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', logo.icon);

    for (const [size, viewport] of Object.entries(SIZES)) {
      await page.setViewportSize(viewport);
      const response = await page.goto(`${AGENCY_ORIGIN}/`);
      // The page as the server sends it links the tenant's icons, not the product's.
      const html = (await response?.text()) ?? '';
      expect(html).toContain(`<link rel="icon" type="image/png" sizes="32x32" href="${logo.icon}" />`);
      expect(html).toContain(`<link rel="apple-touch-icon" sizes="180x180" href="${logo.touchIcon}" />`);
      expect(html).not.toContain('favicon.svg');
      await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', logo.icon);
      await expectHeaderLogo(page, agency.name, logo.variants[0]!.webp.replace(/-\d+\.webp$/, ''));
      await shot(page, testInfo, `agency-home-logo-${size}`);
    }
    // The icon itself: a PNG from the tenant's immutable media address.
    const icon = await page.evaluate(async (url) => {
      const response = await fetch(url);
      return {
        status: response.status,
        type: response.headers.get('content-type'),
        cache: response.headers.get('cache-control'),
      };
    }, logo.icon);
    expect(icon).toEqual({ status: 200, type: 'image/png', cache: 'public, max-age=31536000, immutable' });

    await page.setViewportSize(SIZES.phone);
    await page.goto(`${AGENCY_ORIGIN}/admin/site-content`);
    await expect(card.getByRole('img', { name: `${agency.name} home screen icon` })).toBeVisible();
    await shot(page, testInfo, 'admin-logo-phone');

    // The flagship's site keeps its own logo and icon.
    const flagship = await page.context().newPage();
    const flagshipPage = await flagship.goto(`${FLAGSHIP_ORIGIN}/`);
    expect((await flagshipPage?.text()) ?? '').not.toContain(logo.icon);
    await expect(flagship.getByRole('banner').getByRole('img', { name: agency.name, exact: true })).toHaveCount(0);
    expect((await tenantInfo(FLAGSHIP_ORIGIN)).logo).toEqual(flagshipBefore.logo);
    await flagship.close();

    // Removed: the text logo and the product's favicon come back.
    await page.setViewportSize(SIZES.desktop);
    await card.getByRole('button', { name: 'Remove the logo' }).click();
    await expect(page.getByText('Logo removed')).toBeVisible();
    await expect(card.getByText('No logo yet')).toBeVisible();
    await page.goto(`${AGENCY_ORIGIN}/`);
    const home = page
      .getByRole('banner')
      .getByRole('link', { name: / home$/ })
      .first();
    await expect(home).toBeVisible();
    await expect(home.getByRole('img', { name: agency.name, exact: true })).toHaveCount(0);
    await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', '/favicon.svg');
    expect((await tenantInfo(AGENCY_ORIGIN)).logo).toBeNull();
  } finally {
    if ((await tenantInfo(AGENCY_ORIGIN)).logo) await removeThroughApi(page);
  }
});
