import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Next } from 'koa';
import type { AppContext } from './context';

/**
 * The embeddable widgets as the marketplace publishes them for other sites: `/embed/` (the
 * loader, the element chunks, the all-in-one script and its .d.ts) and `/federation/` (the
 * Module Federation remote). Readable from any origin, hashed files cached for a year,
 * the rest revalidated by ETag, precompressed copies chosen by Accept-Encoding, and any
 * unknown path a 404 (never the host app's page).
 */
export interface AssetMount {
  /** URL prefix, with trailing slash: `/embed/`. */
  prefix: string;
  dir: string;
  /** Paths (relative to the mount) whose names carry a content hash. */
  immutable: RegExp;
}

const CONTENT_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.ts': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
};

export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
/** Loader and remote entry: fixed names, so short-lived and revalidated. */
export const REVALIDATED_CACHE = 'public, max-age=300, must-revalidate';

const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;

interface Variant {
  file: string;
  size: number;
  etag: string;
  encoding?: string;
}

const variants = new Map<string, Variant | null>();

/** A file's stat and strong ETag, remembered while its size and modification time stay the same. */
function variantOf(file: string, encoding?: string): Variant | null {
  let stat: fs.Stats;
  try {
    stat = fs.statSync(file);
  } catch {
    return null;
  }
  if (!stat.isFile()) return null;
  const key = `${file}:${stat.size}:${stat.mtimeMs}`;
  const known = variants.get(key);
  if (known !== undefined) return known;
  const digest = crypto.createHash('sha256').update(fs.readFileSync(file)).digest('base64url').slice(0, 22);
  const variant = { file, size: stat.size, etag: `"${digest}${encoding ? `-${encoding}` : ''}"`, encoding };
  variants.set(key, variant);
  return variant;
}

function resolveInside(dir: string, relative: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(relative);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const resolved = path.resolve(dir, decoded);
  return resolved.startsWith(path.resolve(dir) + path.sep) ? resolved : null;
}

function accepts(ctx: AppContext, encoding: string): boolean {
  return ctx.acceptsEncodings(encoding, 'identity') === encoding;
}

function chooseVariant(ctx: AppContext, file: string): Variant | null {
  const plain = variantOf(file);
  if (!plain) return null;
  for (const { name, suffix } of ENCODINGS) {
    if (!accepts(ctx, name)) continue;
    const compressed = variantOf(file + suffix, name);
    if (compressed) return compressed;
  }
  return plain;
}

function setPublicHeaders(ctx: AppContext): void {
  ctx.set('Access-Control-Allow-Origin', '*');
  ctx.set('Cross-Origin-Resource-Policy', 'cross-origin');
  ctx.set('Timing-Allow-Origin', '*');
}

export function publicAssets(mounts: AssetMount[]) {
  return async function servePublicAsset(ctx: AppContext, next: Next): Promise<void> {
    const mount = mounts.find(
      (candidate) => ctx.path.startsWith(candidate.prefix) || `${ctx.path}/` === candidate.prefix,
    );
    if (!mount) return next();
    setPublicHeaders(ctx);
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') {
      ctx.set('Allow', 'GET, HEAD');
      ctx.status = 405;
      ctx.body = { error: { code: 'method_not_allowed', message: `${ctx.method} is not allowed here` } };
      return;
    }
    const relative = ctx.path.slice(mount.prefix.length);
    const file =
      relative && !relative.endsWith('.br') && !relative.endsWith('.gz') ? resolveInside(mount.dir, relative) : null;
    const variant = file && CONTENT_TYPES[path.extname(file)] ? chooseVariant(ctx, file) : null;
    if (!variant) {
      ctx.status = 404;
      ctx.set('Cache-Control', 'no-cache');
      ctx.body = { error: { code: 'not_found', message: `No such file: ${ctx.path}` } };
      return;
    }
    ctx.vary('Accept-Encoding');
    ctx.set('Cache-Control', mount.immutable.test(relative) ? IMMUTABLE_CACHE : REVALIDATED_CACHE);
    ctx.set('ETag', variant.etag);
    ctx.type = CONTENT_TYPES[path.extname(file!)]!;
    if (variant.encoding) ctx.set('Content-Encoding', variant.encoding);
    ctx.status = 200;
    if (ctx.fresh) {
      ctx.status = 304;
      return;
    }
    ctx.length = variant.size;
    // Koa sends no body for HEAD; a stream would only hold a file open.
    if (ctx.method === 'GET') ctx.body = fs.createReadStream(variant.file);
  };
}

/** Where the widget builds are published: hashed names live under `chunks/` and `assets/`. */
export function widgetMounts(widgetsDir: string): AssetMount[] {
  return [
    { prefix: '/embed/', dir: path.join(widgetsDir, 'wc'), immutable: /^chunks\// },
    { prefix: '/federation/', dir: path.join(widgetsDir, 'federation'), immutable: /^assets\// },
  ];
}
