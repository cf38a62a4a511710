import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
import pg from 'pg';
import { RESULT_WINDOW_NOTE } from '../tenant-api/src/contract/constants';
import { DEMO_PASSWORD, signInWithToken } from './support/accounts';
import { AGENCY as AGENCY_ACCOUNTS, openAdminSection, signInOn } from './support/admin';

/**
 * Issue 18, browse at marketplace scale, in Chromium at desktop and phone sizes: past 1,000
 * matches the count reads "1,000+ performers found", the pager "Page 1 of 83" (the pages of the
 * API's result window, 83 × 12 ≤ 1,000) with a line asking to refine the search, and Next page
 * follows the API's keyset cursor to the next twelve performers. The agency tenant gets 1,100
 * more vetted performers straight in the server's database first; its buyer browses, and its
 * admin pages through 1,000+ users in the console.
 */

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };
const PORT = Number(process.env.E2E_PORT ?? 3100);
const AGENCY = `http://demo-agency.localhost:${PORT}`;

function ownerUrl(): string {
  const dataDir = path.resolve(process.env.E2E_DATA_DIR ?? path.join('.test-data', 'e2e'));
  const password = fs.readFileSync(path.join(dataDir, 'pg-password'), 'utf8').trim();
  return `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${process.env.E2E_PG_PORT ?? 54339}/marketplace`;
}

/** 1,100 vetted performers (with their users) in the agency, copied from one of its own. */
async function growAgencyRoster(count: number): Promise<void> {
  const client = new pg.Client({ connectionString: ownerUrl() });
  await client.connect();
  try {
    const agency = (await client.query(`select id from tenants where slug = 'demo-agency'`)).rows[0].id as string;
    const existing = await client.query(`select count(*)::int as n from performers where tenant_id = $1`, [agency]);
    if (existing.rows[0].n > count) return;
    const [template] = (
      await client.query(`select id, user_id from performers where tenant_id = $1 and is_vetted limit 1`, [agency])
    ).rows;
    await client.query('begin');
    await client.query(`select set_config('app.tenant_id', $1, true)`, [agency]);
    await client.query(
      `create temp table grown_users on commit drop as
         select u.*, g from users u, generate_series(1, $3) g where u.tenant_id = $1 and u.id = $2`,
      [agency, template.user_id, count],
    );
    await client.query(`update grown_users set id = gen_random_uuid(), email = 'act-' || g || '@grown.test'`);
    await client.query(
      `create temp table grown_performers on commit drop as
         select p.*, u.id as new_user, u.g from performers p, grown_users u where p.tenant_id = $1 and p.id = $2`,
      [agency, template.id],
    );
    await client.query(`update grown_performers set id = gen_random_uuid(), user_id = new_user,
        stage_name = 'Touring Act ' || g, is_featured = false, rating = 4.0, review_count = 0`);
    await client.query(`alter table grown_users drop column g`);
    await client.query(`alter table grown_performers drop column g, drop column new_user`);
    await client.query(`insert into users select * from grown_users`);
    await client.query(`insert into performers select * from grown_performers`);
    await client.query('commit');
  } finally {
    await client.end();
  }
}

async function shot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const file = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path: file, fullPage: false });
  await testInfo.attach(name, { path: file, contentType: 'image/png' });
}

/** Browse is for signed-in buyers: the agency's demo buyer. */
async function agencyBuyerToken(request: APIRequestContext): Promise<string> {
  // Node does not resolve *.localhost as Chromium does: the Host header names the tenant.
  const response = await request.post(`http://127.0.0.1:${PORT}/api/auth/signin`, {
    headers: { host: `demo-agency.localhost:${PORT}` },
    data: { email: 'buyer@demo-agency.test', password: DEMO_PASSWORD },
  });
  expect(response.ok()).toBeTruthy();
  return ((await response.json()) as { token: string }).token;
}

const cardNames = (page: Page) =>
  page.getByRole('list', { name: 'Performers' }).getByRole('heading', { level: 3 }).allTextContents();

test.beforeAll(async () => {
  await growAgencyRoster(1_100);
});

for (const [size, viewport] of [
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as const) {
  test(`${size}: 1,000+ performers found, Page 1 of 83 within the window, and Next follows the cursor`, async ({
    page,
    request,
  }, testInfo) => {
    await page.setViewportSize(viewport);
    await signInWithToken(page, await agencyBuyerToken(request));
    const answers: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/performers?')) answers.push(request.url());
    });
    await page.goto(`${AGENCY}/browse`);
    await expect(page.getByRole('heading', { name: '1,000+ performers found' })).toBeVisible();
    await expect(page.getByText('Page 1 of 83')).toBeVisible();
    await expect(page.getByText(RESULT_WINDOW_NOTE)).toBeVisible();
    const firstPage = await cardNames(page);
    expect(firstPage).toHaveLength(12);
    await shot(page, testInfo, `${size}-browse-capped-count`);

    await page.getByRole('button', { name: /next page/i }).scrollIntoViewIfNeeded();
    await shot(page, testInfo, `${size}-browse-pager`);
    await page.getByRole('button', { name: /next page/i }).click();
    await expect(page.getByText('Page 2 of 83')).toBeVisible();
    await expect.poll(async () => (await cardNames(page)).join()).not.toBe(firstPage.join());
    const secondPage = await cardNames(page);
    expect(secondPage.filter((name) => firstPage.includes(name))).toEqual([]);
    expect(answers.some((url) => /[?&]after=/.test(url) && /[?&]page=2/.test(url))).toBe(true);
    await shot(page, testInfo, `${size}-browse-page-2`);
  });
}

for (const [size, viewport] of [
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as const) {
  test(`${size}: the admin console lists 1,000+ users, Page 1 of 50, and Next shows the next twenty`, async ({
    page,
  }, testInfo) => {
    await page.setViewportSize(viewport);
    await signInOn(page, AGENCY, AGENCY_ACCOUNTS.admin);
    await page.goto(`${AGENCY}/admin`);
    await openAdminSection(page, 'Users', 'Users');
    const table = page.getByRole('table');
    await expect(table.getByText('1,000+ users')).toBeVisible();
    const pager = page.getByRole('navigation', { name: 'User pages' });
    await expect(pager.getByText('Page 1 of 50')).toBeVisible();
    await expect(pager.getByText(RESULT_WINDOW_NOTE)).toBeVisible();
    const emails = () => table.locator('tbody td:nth-child(2)').allTextContents();
    const firstPage = await emails();
    expect(firstPage).toHaveLength(20);
    await pager.scrollIntoViewIfNeeded();
    await shot(page, testInfo, `${size}-admin-users-capped`);

    await pager.getByRole('button', { name: 'Next' }).click();
    await expect(pager.getByText('Page 2 of 50')).toBeVisible();
    await expect.poll(async () => (await emails()).join()).not.toBe(firstPage.join());
    expect((await emails()).filter((email) => firstPage.includes(email))).toEqual([]);
    await shot(page, testInfo, `${size}-admin-users-page-2`);
  });
}
