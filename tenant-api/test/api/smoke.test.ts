import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AGENCY_HOST, startTestApp, type TestApp } from '../support/harness';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());

describe('health and tenant', () => {
  it('reports the database as up', async () => {
    const response = await app.request('GET', '/api/health');
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ status: 'ok', database: 'up' });
  });

  it('resolves the tenant from the Host header', async () => {
    expect((await app.request('GET', '/api/tenant')).body).toMatchObject({ slug: 'flagship', isDefault: true });
    expect((await app.request('GET', '/api/tenant', { host: AGENCY_HOST })).body).toMatchObject({
      slug: 'demo-agency',
    });
    expect((await app.request('GET', '/api/tenant', { host: 'laughlines.test' })).body).toMatchObject({
      slug: 'demo-agency',
    });
    expect((await app.request('GET', '/api/tenant', { host: '127.0.0.1:3000' })).body).toMatchObject({
      slug: 'flagship',
    });
    const unknown = await app.request('GET', '/api/tenant', { host: 'nobody.localhost' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.code).toBe('unknown_tenant');
  });
});
