import { expect, type APIRequestContext, type Page } from '@playwright/test';

/** The seeded demo accounts of the flagship tenant (tenant-api/src/db/seed/tenants.ts). */
export const DEMO_PASSWORD = 'demo-password';
export const DEMO = {
  performer: 'performer@demo.test',
  guestBuyer: 'buyer.guest@demo.test',
  basicBuyer: 'buyer.basic@demo.test',
  admin: 'admin@demo.test',
} as const;

export const NEW_PASSWORD = 'correct horse battery';

/** A unique stamp per call, so reruns and tests never share e-mails or event names. */
export function uniqueStamp(): string {
  return `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
}

export function newcomer() {
  const stamp = uniqueStamp();
  return { firstName: 'Bea', lastName: `Buyer${stamp.slice(-5)}`, email: `buyer-${stamp}@example.test` };
}

/** Signs in through the API and returns the bearer token. */
export async function apiToken(request: APIRequestContext, email: string, password = DEMO_PASSWORD): Promise<string> {
  const response = await request.post('/api/auth/signin', { data: { email, password } });
  expect(response.ok(), `sign in as ${email}: ${response.status()}`).toBeTruthy();
  const body = (await response.json()) as { token: string };
  return body.token;
}

export async function apiGet<T>(request: APIRequestContext, path: string, token?: string): Promise<T> {
  const response = await request.get(path, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  expect(response.ok(), `GET ${path}: ${response.status()}`).toBeTruthy();
  return (await response.json()) as T;
}

/** The demo performer account's own performer profile: its id and stage name. */
export async function demoPerformer(request: APIRequestContext): Promise<{ id: string; stageName: string }> {
  const token = await apiToken(request, DEMO.performer);
  const me = await apiGet<{ performerId: string | null }>(request, '/api/auth/me', token);
  expect(me.performerId, 'the demo performer account has a performer profile').toBeTruthy();
  const performer = await apiGet<{ stageName: string }>(request, `/api/performers/${me.performerId}`, token);
  return { id: me.performerId!, stageName: performer.stageName };
}

/** Signs in on /signin the way a person does and waits for the home page. */
export async function signInWithForm(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/signin');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: /^Account menu for/ })).toBeVisible();
}

/** Signs a page in without the form: stores the API's token where the app keeps it (auth_token). */
export async function signInWithToken(page: Page, token: string): Promise<void> {
  await page.addInitScript((value) => window.localStorage.setItem('auth_token', value), token);
}
