import { expect, type Locator, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from './accounts';

/** The port of the server under test (the host app and the API on one origin). */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);

/** The platform operator and the demo agency's accounts (tenant-api/src/db/seed/tenants.ts). */
export const OPERATOR = 'operator@demo.test';
export const AGENCY = {
  slug: 'demo-agency',
  admin: 'admin@demo-agency.test',
  buyer: 'buyer@demo-agency.test',
} as const;

/** A tenant's own site: `<slug>.localhost`, which Chromium resolves to loopback. */
export const tenantOrigin = (slug: string): string => `http://${slug}.localhost:${E2E_PORT}`;

/** Signs in on /signin of the given origin (another tenant than the flagship) and waits for its home page. */
export async function signInOn(page: Page, origin: string, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto(`${origin}/signin`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(`${origin}/`);
  await expect(page.getByRole('button', { name: /^Account menu for/ })).toBeVisible();
}

/** Opens one section of the admin console through its navigation and waits for its heading. */
export async function openAdminSection(page: Page, label: string, heading: string): Promise<void> {
  await page
    .getByRole('navigation', { name: 'Admin sections' })
    .getByRole('link', { name: label, exact: true })
    .click();
  await expect(page.getByRole('heading', { name: heading, level: 2 })).toBeVisible();
}

/** A random dark colour (each channel ≤ 0x50): well above 4.5:1 against white text and a light page. */
export function darkColour(): string {
  const channel = () =>
    Math.floor(Math.random() * 0x50)
      .toString(16)
      .padStart(2, '0');
  return `#${channel()}${channel()}${channel()}`;
}

/** `#rrggbb` as getComputedStyle reports it. */
export function rgbOf(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

export const backgroundOf = (locator: Locator): Promise<string> =>
  locator.evaluate((element) => getComputedStyle(element).backgroundColor);
