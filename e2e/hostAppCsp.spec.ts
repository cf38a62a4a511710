import { expect, test, type Page } from '@playwright/test';
import { apiToken, DEMO, demoPerformer, signInWithForm, uniqueStamp } from './support/accounts';
import { isoDay } from './support/offers';

/**
 * The host app under its Content-Security-Policy (no inline script, scripts and connections only
 * from its own origin): the pages a visitor, a buyer and a performer open, the lazily loaded map
 * with its worker included, run with no policy violation at all.
 */

/** Every violation the page reports, from the moment it starts. */
async function recordViolations(page: Page): Promise<() => Promise<string[]>> {
  const console: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) console.push(message.text());
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(
        `${event.violatedDirective} ${event.blockedURI} at ${event.sourceFile}:${event.lineNumber}:${event.columnNumber}`,
      ),
    );
  });
  return async () => [
    ...console,
    ...(await page.evaluate(() => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? [])),
  ];
}

test('the host app runs under its policy: pages, sign-in and the tour map, with no violation', async ({
  page,
  request,
}) => {
  const violations = await recordViolations(page);
  const response = await page.goto('/');
  const policy = response?.headers()['content-security-policy'] ?? '';
  expect(policy).toContain("script-src 'self'");
  expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  await expect(page.getByRole('main')).toBeVisible();

  const performer = await demoPerformer(request);
  for (const path of ['/browse', `/performer/${performer.id}`, '/pricing', '/signup']) {
    await page.goto(path);
    await expect(page.getByRole('main')).toBeVisible();
    expect(await violations(), path).toEqual([]);
  }

  // A performer's tour on the map: maplibre-gl, its worker and its styles load under the policy.
  const token = await apiToken(request, DEMO.performer);
  const routeName = `CSP tour ${uniqueStamp()}`;
  const created = await request.post('/api/tours', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      name: routeName,
      stops: [
        { city: 'Austin', state: 'TX', date: isoDay(20) },
        { city: 'Houston', state: 'TX', date: isoDay(22) },
      ],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  await signInWithForm(page, DEMO.performer);
  await page.goto('/tour-routing');
  await page.getByRole('tablist', { name: 'Tour routing' }).getByRole('tab', { name: 'My Routes' }).click();
  await page
    .getByRole('list', { name: 'My routes' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: routeName }) })
    .getByRole('button', { name: 'View on Map' })
    .click();
  const map = page.getByRole('img', { name: `Map of ${routeName}`, exact: false });
  await expect(map.locator('canvas')).toHaveCount(1, { timeout: 20_000 });
  await page.waitForTimeout(1_000);
  expect(await violations()).toEqual([]);
});
