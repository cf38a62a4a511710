import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import Router from '@koa/router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppRouter } from '../../src/http/context';
import { buildOpenApiDocument, openApiPath } from '../../src/http/openapi';
import { mountRoutes } from '../../src/http/routeTable';
import { apiRoutes } from '../../src/routes';
import { startTestApp, type TestApp } from '../support/harness';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ seed: { performersPerTenant: 1 } });
});
afterAll(() => app?.close());

const METHODS = ['get', 'put', 'post', 'delete'] as const;

/** "GET /offers/{id}" of every operation the document lists. */
function documented(document: { paths?: Record<string, object> }): string[] {
  return Object.entries(document.paths ?? {}).flatMap(([template, item]) =>
    METHODS.filter((method) => method in item).map((method) => `${method.toUpperCase()} ${template}`),
  );
}

describe('the OpenAPI document', () => {
  it('lists exactly the routes the router mounts, both ways', async () => {
    for (const DEV_MAILBOX of ['false', 'true'] as const) {
      const routes = apiRoutes({ DEV_MAILBOX });
      const router: AppRouter = new Router({ prefix: '/api' });
      mountRoutes(router, routes);
      const mounted = router.stack.flatMap((layer) =>
        layer.methods
          .filter((method) => method !== 'HEAD')
          .map((method) => `${method} ${openApiPath(String(layer.path).replace(/^\/api/, ''))}`),
      );
      const listed = documented(buildOpenApiDocument(routes));
      expect(new Set(mounted).size).toBe(mounted.length);
      expect([...mounted].sort()).toEqual([...listed].sort());
    }
    const served = await app.request('GET', '/api/openapi.json');
    expect(documented(served.body).length).toBe(118);
  });

  it('has a unique operationId, a summary, tags and security on every operation', () => {
    const document = buildOpenApiDocument(apiRoutes({ DEV_MAILBOX: 'false' }));
    const operations = Object.values(document.paths ?? {}).flatMap((item) =>
      METHODS.flatMap((method) => (item as Record<string, { operationId: string; security?: unknown }>)[method] ?? []),
    );
    const ids = operations.map((operation) => operation.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(operations.every((operation) => Array.isArray(operation.security))).toBe(true);
    expect(document.components?.securitySchemes).toMatchObject({
      bearerAuth: { type: 'http', scheme: 'bearer' },
      tenantKey: { type: 'apiKey', in: 'header', name: 'X-Tenant-Key' },
    });
    const paths = document.paths as Record<string, Record<string, any>>;
    expect(paths['/health']!.get.security).toEqual([]);
    expect(paths['/offers/create']!.post.parameters).toEqual(
      expect.arrayContaining([expect.objectContaining({ in: 'header', name: 'idempotency-key' })]),
    );
    expect(Object.keys(paths['/offers/create']!.post.responses)).toEqual(
      ['201', '400', '401', '403', '404', '409', '413', '415', '422', '423', '500', '503'].sort(),
    );
    expect(paths['/offers/create']!.post.responses['503'].headers['Retry-After']).toBeDefined();
    const feeQuery = paths['/fees/calculate']!.get.parameters as Array<{ name: string; schema: any }>;
    expect(feeQuery.find((parameter) => parameter.name === 'numberOfNights')!.schema).toMatchObject({
      type: 'integer',
      minimum: 1,
      default: 1,
    });
    expect(feeQuery.find((parameter) => parameter.name === 'tier')!.schema.enum).toContain('GUEST');
  });

  it('passes redocly’s recommended rules with no error and no warning', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'openapi-lint-'));
    const file = path.join(dir, 'openapi.json');
    fs.writeFileSync(file, JSON.stringify(buildOpenApiDocument(apiRoutes({ DEV_MAILBOX: 'true' }))));
    const cli = path.resolve(__dirname, '../../node_modules/.bin/redocly');
    const run = await promisify(execFile)(cli, ['lint', file, '--extends=recommended', '--format=json'], {
      cwd: dir,
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', NO_COLOR: '1' },
    }).catch((failure: { stdout: string }) => failure);
    fs.rmSync(dir, { recursive: true, force: true });
    const report = JSON.parse(run.stdout.slice(run.stdout.indexOf('{'))) as {
      totals: { errors: number; warnings: number };
      problems: Array<{ ruleId: string; message: string }>;
    };
    expect(report.problems.map((problem) => `${problem.ruleId}: ${problem.message}`)).toEqual([]);
    expect(report.totals).toMatchObject({ errors: 0, warnings: 0 });
  }, 120_000);
});

describe('HTTP manners', () => {
  it('answers a method a path lacks with a JSON 405 and Allow', async () => {
    const response = await app.request('DELETE', '/api/tiers');
    expect(response.status).toBe(405);
    expect(response.headers.allow).toMatch(/GET/);
    expect(response.body.error.code).toBe('method_not_allowed');
  });

  it('checks the token before the input on protected routes (401, not 400)', async () => {
    const response = await app.request('PUT', '/api/performers/me/profile', { body: { bio: 5 } });
    expect(response.status).toBe(401);
  });
});

describe('GET /api/docs', () => {
  it('serves the interactive reference from the npm package, no CDN', async () => {
    const page = await app.request('GET', '/api/docs');
    expect(page.status).toBe(200);
    expect(page.text).not.toMatch(/https?:\/\//);
    for (const asset of page.text.matchAll(/(?:src|href)="([^"]+)"/g)) {
      const file = await app.request('GET', asset[1]!);
      expect(file.status, asset[1]).toBe(200);
    }
  });
});
