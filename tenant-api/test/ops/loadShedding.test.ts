import http from 'node:http';
import type net from 'node:net';
import Koa from 'koa';
import { afterEach, describe, expect, it } from 'vitest';
import { errorHandler } from '../../src/http/errorHandler';
import { LoadShedder, type LoadLimits } from '../../src/ops/loadShedding';

let shedder: LoadShedder | undefined;
let server: http.Server | undefined;
afterEach(() => {
  shedder?.stop();
  server?.closeAllConnections();
  server?.close();
});

/** A bare app: the error handler, the shedder, and a handler that answers after `?wait=ms`. */
async function serve(limits: LoadLimits): Promise<number> {
  shedder = new LoadShedder(limits);
  const app = new Koa();
  app.context.deps = { config: { RETRY_AFTER_SECONDS: 5 } };
  app.use(errorHandler as never);
  app.use(shedder.middleware as never);
  app.use(async (ctx) => {
    await new Promise((resolve) => setTimeout(resolve, Number(ctx.query.wait ?? 0)));
    ctx.body = { ok: true };
  });
  server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server!.once('listening', resolve));
  return (server.address() as net.AddressInfo).port;
}

function get(port: number, target: string): Promise<{ status: number; retryAfter?: string; body: any }> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: target, agent: false }, (res) => {
        let text = '';
        res.on('data', (chunk) => (text += chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode!, retryAfter: res.headers['retry-after'], body: JSON.parse(text) }),
        );
      })
      .on('error', reject);
  });
}

describe('load shedding', () => {
  it('past the in-flight limit answers 503 overloaded with Retry-After at once, and /api/live still answers', async () => {
    const port = await serve({ maxEventLoopDelayMs: 0, maxInFlight: 3, retryAfterSeconds: 7 });
    const slow = Array.from({ length: 3 }, () => get(port, '/api/x?wait=300'));
    await new Promise((resolve) => setTimeout(resolve, 100));
    const refused = await Promise.all(Array.from({ length: 5 }, () => get(port, '/api/x')));
    for (const answer of refused) {
      expect(answer.status).toBe(503);
      expect(answer.retryAfter).toBe('7');
      expect(answer.body.error.code).toBe('overloaded');
    }
    expect((await get(port, '/api/live?wait=0')).status).toBe(200);
    expect((await Promise.all(slow)).map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect(shedder!.requestsInFlight()).toBe(0);
    expect((await get(port, '/api/x')).status).toBe(200);
  });

  it('refuses while the event loop was delayed over the limit in the last window, and recovers after', async () => {
    const port = await serve({ maxEventLoopDelayMs: 100, maxInFlight: 0, retryAfterSeconds: 2, sampleIntervalMs: 100 });
    expect((await get(port, '/api/x')).status).toBe(200);
    // A saturated event loop: one heavy turn after another, as a stream of heavy requests makes it.
    for (let turn = 0; turn < 6 && shedder!.eventLoopDelayMs() <= 100; turn++) {
      const until = Date.now() + 300;
      while (Date.now() < until);
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
    expect(shedder!.eventLoopDelayMs()).toBeGreaterThan(100);
    const refused = await get(port, '/api/x');
    expect(refused.status).toBe(503);
    expect(refused.retryAfter).toBe('2');
    expect((await get(port, '/api/live')).status).toBe(200);
    await expect.poll(() => shedder!.overload(), { interval: 50, timeout: 2_000 }).toBeNull();
    expect((await get(port, '/api/x')).status).toBe(200);
  });
});
