import { createAvatar } from '@dicebear/core';
import * as personas from '@dicebear/personas';
import sharp from 'sharp';
import type { MediaStore } from './mediaStore';
import { PORTRAIT_FOLDER, portraitBackground } from './portraitSet';
import type { PhotoFormat } from './processPhoto';

async function render(n: number, width: number, format: PhotoFormat): Promise<Buffer> {
  const height = Math.round((width * 3) / 4);
  const svg = createAvatar(personas, { seed: `headliner-${n}`, backgroundColor: [portraitBackground(n)] }).toString();
  const face = await sharp(Buffer.from(svg), { limitInputPixels: height * height })
    .resize(height, height)
    .png()
    .toBuffer();
  const canvas = sharp({
    create: { width, height, channels: 3, background: `#${portraitBackground(n)}` },
    limitInputPixels: width * height,
  }).composite([{ input: face, left: Math.round((width - height) / 2), top: 0, limitInputPixels: height * height }]);
  return format === 'avif'
    ? canvas.avif({ quality: 50, effort: 2 }).toBuffer()
    : canvas.webp({ quality: 75 }).toBuffer();
}

/** Renders waiting or running, by store and file name (an anonymous page asks for many at once). */
const rendering = new WeakMap<MediaStore, Map<string, Promise<Buffer>>>();
let lastRender: Promise<unknown> = Promise.resolve();

/**
 * Portrait n at a width and format: rendered once, then read from the store. Renders run one at a
 * time, each file once however many ask for it meanwhile: the queue holds at most PORTRAIT_COUNT ×
 * widths × formats renders, and never more than one libuv thread is drawing portraits.
 */
export async function portraitFile(store: MediaStore, n: number, width: number, format: PhotoFormat): Promise<Buffer> {
  const name = `portrait-${n}-${width}.${format}`;
  const stored = await store.get(PORTRAIT_FOLDER, name);
  if (stored) return stored;
  const pending = rendering.get(store) ?? new Map<string, Promise<Buffer>>();
  rendering.set(store, pending);
  let bytes = pending.get(name);
  if (!bytes) {
    const queued = lastRender.then(() => renderAndStore(store, name, n, width, format));
    lastRender = queued.catch(() => undefined);
    bytes = queued.finally(() => pending.delete(name));
    pending.set(name, bytes);
  }
  return bytes;
}

async function renderAndStore(store: MediaStore, name: string, n: number, width: number, format: PhotoFormat) {
  const stored = await store.get(PORTRAIT_FOLDER, name);
  if (stored) return stored;
  const bytes = await render(n, width, format);
  await store.put(PORTRAIT_FOLDER, name, bytes);
  return bytes;
}
