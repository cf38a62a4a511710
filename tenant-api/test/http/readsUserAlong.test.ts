import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Koa from 'koa';
import Router from '@koa/router';
import { afterEach, describe, expect, it } from 'vitest';
import type { AppContext, AppRouter } from '../../src/http/context';
import { defineRoute, mountRoutes, type Route } from '../../src/http/routeTable';
import { userReadAlong } from '../../src/http/session';

// A `user` route that reads its signed-in user along with its own reads has only its token checked
// before the handler: the handler must settle that read before answering, or the route fails loudly.
const GOOD_TOKEN = 'good.token.value';
let server: http.Server | undefined;
let verifications = 0;
afterEach(() => new Promise<void>((done) => (server ? server.close(() => done()) : done())));

async function serve(route: Route): Promise<number> {
  const app = new Koa();
  app.use(async (ctx, next) => {
    try {
      await next();
    } catch (error) {
      const status = (error as { status?: number }).status ?? 500;
      ctx.status = status;
      ctx.body = { status };
    }
  });
  app.use(async (ctx, next) => {
    const context = ctx as unknown as AppContext;
    context.state.tenant = { id: 'tenant-1' } as AppContext['state']['tenant'];
    (context as unknown as { deps: object }).deps = {
      tokens: {
        verify: async (token: string) =>
          ++verifications && token === GOOD_TOKEN
            ? { userId: 'user-1', sessionVersion: 0, tokenId: null, role: 'BUYER', expiresAt: new Date() }
            : null,
      },
    };
    await next();
  });
  const router: AppRouter = new Router({ prefix: '/api' });
  mountRoutes(router, [route]);
  app.use(router.routes());
  server = http.createServer(app.callback());
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

const along = (handler: Route['handler']) =>
  defineRoute({
    method: 'get',
    path: '/along',
    operationId: 'along',
    summary: 'test',
    tags: ['Test'],
    access: 'user',
    readsUserAlong: true,
    responses: { 200: { description: 'ok' } as never },
    handler,
  });

const get = async (port: number, token?: string) =>
  (await fetch(`http://127.0.0.1:${port}/api/along`, { headers: token ? { authorization: `Bearer ${token}` } : {} }))
    .status;

describe('readsUserAlong', () => {
  it('checks the token before the handler (401 without a valid one) and reads no user there', async () => {
    let handled = 0;
    const port = await serve(
      along(async (ctx) => {
        handled++;
        const signedIn = await userReadAlong(ctx);
        signedIn.settle([{ id: 'user-1', session_version: 0, revoked: false, created_at: 0, updated_at: 0 }]);
        ctx.body = { ok: true };
      }),
    );
    expect(await get(port)).toBe(401);
    expect(await get(port, 'forged')).toBe(401);
    expect(handled).toBe(0);
    verifications = 0;
    expect(await get(port, GOOD_TOKEN)).toBe(200);
    expect(handled).toBe(1);
    // Checked once a request: by the access check, and the handler's read uses that check.
    expect(verifications).toBe(1);
  });

  it('answers 401 when the read finds the token signed out', async () => {
    const port = await serve(
      along(async (ctx) => {
        const signedIn = await userReadAlong(ctx);
        signedIn.settle([{ id: 'user-1', session_version: 0, revoked: true, created_at: 0, updated_at: 0 }]);
        ctx.body = { ok: true };
      }),
    );
    expect(await get(port, GOOD_TOKEN)).toBe(401);
  });

  it('fails (500), not answers, when the handler never settles its user read', async () => {
    const port = await serve(
      along(async (ctx) => {
        await userReadAlong(ctx);
        ctx.body = { ok: true };
      }),
    );
    expect(await get(port, GOOD_TOKEN)).toBe(500);
  });

  it('is refused at mount time on a route that is not `user`', () => {
    const router: AppRouter = new Router({ prefix: '/api' });
    const route = { ...along(() => undefined), access: 'public' } as Route;
    expect(() => mountRoutes(router, [route])).toThrow(/readsUserAlong needs access 'user'/);
  });
});
