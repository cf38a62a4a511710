import { expect, test, type Page, type TestInfo } from '@playwright/test';
import type { SiteContent } from '../tenant-api/src/contract';
import { AGENCY, E2E_PORT, openAdminSection, signInOn, tenantOrigin } from './support/admin';
import { marketplaceRequest } from './support/marketplace';

/**
 * White-label beyond colours (issue 19, item 5): each tenant's home page and footer carry its own
 * words, and a tenant admin rewrites them in the console. Checked on the server the suite starts
 * (as `pnpm start` runs it), on the flagship's and the agency's hosts, at desktop and phone sizes.
 */

const API_BASE = `http://127.0.0.1:${E2E_PORT}`;
const FLAGSHIP_ORIGIN = `http://localhost:${E2E_PORT}`;
const AGENCY_ORIGIN = tenantOrigin(AGENCY.slug);
const SIZES = { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } } as const;

/** The words the site serves now (other specs may have changed them: never assume the seed's). */
async function liveContent(origin: string): Promise<SiteContent> {
  const response = await marketplaceRequest<{ content: SiteContent }>(API_BASE, 'GET', '/api/tenant', {
    host: new URL(origin).host,
  });
  expect(response.status).toBe(200);
  return response.body.content;
}

const headlineOf = (content: SiteContent) => `${content.heroHeadline} ${content.heroHighlight}`.trim();

async function expectHomeShows(page: Page, content: SiteContent): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(headlineOf(content));
  await expect(page.getByText(content.heroText, { exact: true })).toBeVisible();
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByText(content.footerText, { exact: true })).toBeVisible();
  for (const link of content.footerLinks)
    await expect(footer.getByRole('link', { name: link.label, exact: true })).toHaveAttribute('href', link.url);
}

async function attachScreenshot(page: Page, testInfo: TestInfo, name: string, fullPage = true): Promise<void> {
  const file = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path: file, fullPage });
  await testInfo.attach(name, { path: file, contentType: 'image/png' });
}

/** Puts the agency's words back through its admin's own session (the suite shares one database). */
async function restoreContent(page: Page, content: SiteContent): Promise<void> {
  const status = await page.evaluate(async (body) => {
    const token = localStorage.getItem('auth_token');
    const response = await fetch('/api/admin/site-content', {
      method: 'PUT',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return response.status;
  }, content);
  expect(status).toBe(200);
}

for (const [size, viewport] of Object.entries(SIZES)) {
  test(`the flagship and the agency show their own words on the home page and footer (${size})`, async ({
    page,
  }, testInfo) => {
    await page.setViewportSize(viewport);
    const flagship = await liveContent(FLAGSHIP_ORIGIN);
    const agency = await liveContent(AGENCY_ORIGIN);
    expect(headlineOf(agency)).not.toBe(headlineOf(flagship));
    expect(agency.footerText).not.toBe(flagship.footerText);

    await page.goto(`${FLAGSHIP_ORIGIN}/`);
    await expectHomeShows(page, flagship);
    await attachScreenshot(page, testInfo, `flagship-home-${size}`);

    await page.goto(`${AGENCY_ORIGIN}/`);
    await expectHomeShows(page, agency);
    await attachScreenshot(page, testInfo, `agency-home-${size}`);
  });
}

test('an agency admin rewrites the hero and the footer links; a bad address is refused; the live site follows', async ({
  page,
}, testInfo) => {
  const stamp = Date.now().toString(36);
  const original = await liveContent(AGENCY_ORIGIN);
  await signInOn(page, AGENCY_ORIGIN, AGENCY.admin);
  try {
    await page.goto(`${AGENCY_ORIGIN}/admin`);
    await openAdminSection(page, 'Site content', 'Site content');
    const form = page.getByRole('main');
    await form.getByLabel('Headline').fill(`Tonight in Chicago ${stamp}`);
    await form.getByLabel('Highlight').fill('Big laughs.');
    await form.getByLabel('Hero text').fill(`Book the city’s sharpest comics (${stamp}).`);

    await form.getByRole('button', { name: 'Add a link' }).click();
    const index = original.footerLinks.length + 1;
    await form.getByLabel(`Link ${index} text`).fill('Gift cards');
    await form.getByLabel(`Link ${index} address`).fill('http://laughlines.test/gifts');
    await form.getByRole('button', { name: 'Save site content' }).click();
    await expect(form.getByText('Link address must be a path on this site (/…) or an https:// address')).toBeVisible();
    await attachScreenshot(page, testInfo, 'site-content-refused');
    expect((await liveContent(AGENCY_ORIGIN)).heroHeadline).toBe(original.heroHeadline);

    await form.getByLabel(`Link ${index} address`).fill('https://laughlines.test/gifts');
    await form.getByRole('button', { name: 'Save site content' }).click();
    await expect(page.getByText('Site content saved')).toBeVisible();

    const saved = await liveContent(AGENCY_ORIGIN);
    expect(saved.heroHeadline).toBe(`Tonight in Chicago ${stamp}`);
    expect(saved.footerLinks.at(-1)).toEqual({ label: 'Gift cards', url: 'https://laughlines.test/gifts' });
    await page.goto(`${AGENCY_ORIGIN}/`);
    await expectHomeShows(page, saved);
    await attachScreenshot(page, testInfo, 'agency-home-rewritten');

    // The flagship's site keeps its own words.
    const flagshipPage = await page.context().newPage();
    await flagshipPage.goto(`${FLAGSHIP_ORIGIN}/`);
    await expect(flagshipPage.getByRole('heading', { level: 1 })).not.toContainText(stamp);
    await flagshipPage.close();

    await page.setViewportSize(SIZES.phone);
    await page.goto(`${AGENCY_ORIGIN}/admin/site-content`);
    await expect(page.getByRole('heading', { name: 'Site content', level: 2 })).toBeVisible();
    await expect(page.getByLabel('Headline')).toHaveValue(`Tonight in Chicago ${stamp}`);
    await attachScreenshot(page, testInfo, 'site-content-editor-phone');
  } finally {
    await restoreContent(page, original);
  }
});
