import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import Koa from 'koa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMMUTABLE_CACHE, publicAssets, REVALIDATED_CACHE, widgetMounts } from '../../src/http/publicAssets';

const LOADER = '(function(){/* loader */})();\n'.repeat(80);
const CHUNK = 'export const a = 1;\n'.repeat(200);

let dir: string;
let server: http.Server;
let port: number;

function get(target: string, headers: Record<string, string> = {}, method = 'GET') {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, path: target, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'widgets-dist-'));
  fs.mkdirSync(path.join(dir, 'wc', 'chunks'), { recursive: true });
  fs.mkdirSync(path.join(dir, 'federation', 'assets'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'wc', 'headliner-loader.js'), LOADER);
  fs.writeFileSync(path.join(dir, 'wc', 'headliner-loader.js.br'), zlib.brotliCompressSync(LOADER));
  fs.writeFileSync(path.join(dir, 'wc', 'headliner-loader.js.gz'), zlib.gzipSync(LOADER));
  fs.writeFileSync(path.join(dir, 'wc', 'headliner-widgets.d.ts'), 'export type WidgetName = string;\n');
  fs.writeFileSync(path.join(dir, 'wc', 'chunks', 'hl-browse-abc123.js'), CHUNK);
  fs.writeFileSync(path.join(dir, 'federation', 'remoteEntry.js'), CHUNK);
  fs.writeFileSync(path.join(dir, 'federation', 'assets', 'Browse-x1y2.js'), CHUNK);
  fs.writeFileSync(path.join(dir, 'secret.txt'), 'outside the mounts');
  const app = new Koa();
  app.use(publicAssets(widgetMounts(dir)) as Koa.Middleware);
  app.use((ctx) => {
    ctx.type = 'html';
    ctx.body = '<!doctype html><title>host app</title>';
  });
  server = http.createServer(app.callback());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as { port: number }).port;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('the published widget files', () => {
  it('serve the loader as JavaScript, readable from any origin, revalidated by ETag', async () => {
    const response = await get('/embed/headliner-loader.js');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(response.headers['cache-control']).toBe(REVALIDATED_CACHE);
    expect(response.headers['access-control-allow-origin']).toBe('*');
    expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(response.headers['timing-allow-origin']).toBe('*');
    expect(response.body.toString()).toBe(LOADER);
    const again = await get('/embed/headliner-loader.js', { 'If-None-Match': String(response.headers.etag) });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
  });

  it('send the precompressed copy the browser accepts, brotli first, with its own ETag', async () => {
    const brotli = await get('/embed/headliner-loader.js', { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toContain('Accept-Encoding');
    expect(zlib.brotliDecompressSync(brotli.body).toString()).toBe(LOADER);
    const gzip = await get('/embed/headliner-loader.js', { 'Accept-Encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.body).toString()).toBe(LOADER);
    expect(new Set([brotli.headers.etag, gzip.headers.etag]).size).toBe(2);
    const plain = await get('/embed/headliner-loader.js', { 'Accept-Encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
  });

  it('cache hashed chunks for a year', async () => {
    const chunk = await get('/embed/chunks/hl-browse-abc123.js');
    expect(chunk.status).toBe(200);
    expect(chunk.headers['cache-control']).toBe(IMMUTABLE_CACHE);
    const federated = await get('/federation/assets/Browse-x1y2.js');
    expect(federated.headers['cache-control']).toBe(IMMUTABLE_CACHE);
    const entry = await get('/federation/remoteEntry.js');
    expect(entry.headers['cache-control']).toBe(REVALIDATED_CACHE);
    expect(entry.headers['content-type']).toBe('text/javascript; charset=utf-8');
  });

  it('serve the type declarations as text', async () => {
    const response = await get('/embed/headliner-widgets.d.ts');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
  });

  it('answer HEAD without a body', async () => {
    const response = await get('/embed/chunks/hl-browse-abc123.js', {}, 'HEAD');
    expect(response.status).toBe(200);
    expect(Number(response.headers['content-length'])).toBe(Buffer.byteLength(CHUNK));
    expect(response.body.length).toBe(0);
  });

  it('answer 404 for anything unknown under the mounts, never the host app page', async () => {
    for (const target of [
      '/embed/missing.js',
      '/embed/',
      '/embed',
      '/federation/nope/remoteEntry.js',
      '/embed/../secret.txt',
      '/embed/%2e%2e/secret.txt',
      '/embed/headliner-loader.js.br',
      '/embed/%E0%A4%A.js',
    ]) {
      const response = await get(target);
      expect(response.status, target).toBe(404);
      expect(response.headers['content-type'], target).toContain('application/json');
      expect(response.headers['access-control-allow-origin'], target).toBe('*');
    }
    expect((await get('/embedded/page')).headers['content-type']).toContain('text/html');
  });

  it('refuse writes with 405 and Allow', async () => {
    const response = await get('/embed/headliner-loader.js', {}, 'POST');
    expect(response.status).toBe(405);
    expect(response.headers.allow).toBe('GET, HEAD');
  });
});
