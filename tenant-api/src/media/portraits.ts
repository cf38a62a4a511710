import { createAvatar } from '@dicebear/core';
import * as personas from '@dicebear/personas';
import sharp from 'sharp';
import type { MediaStore } from './mediaStore';
import { PORTRAIT_FOLDER, portraitBackground } from './portraitSet';
import type { PhotoFormat } from './processPhoto';

async function render(n: number, width: number, format: PhotoFormat): Promise<Buffer> {
  const height = Math.round((width * 3) / 4);
  const svg = createAvatar(personas, { seed: `headliner-${n}`, backgroundColor: [portraitBackground(n)] }).toString();
  const face = await sharp(Buffer.from(svg)).resize(height, height).png().toBuffer();
  const canvas = sharp({ create: { width, height, channels: 3, background: `#${portraitBackground(n)}` } }).composite([
    { input: face, left: Math.round((width - height) / 2), top: 0 },
  ]);
  return format === 'avif'
    ? canvas.avif({ quality: 50, effort: 2 }).toBuffer()
    : canvas.webp({ quality: 75 }).toBuffer();
}

/** Portrait n at a width and format: rendered once, then read from the store. */
export async function portraitFile(store: MediaStore, n: number, width: number, format: PhotoFormat): Promise<Buffer> {
  const name = `portrait-${n}-${width}.${format}`;
  const stored = await store.get(PORTRAIT_FOLDER, name);
  if (stored) return stored;
  const bytes = await render(n, width, format);
  await store.put(PORTRAIT_FOLDER, name, bytes);
  return bytes;
}
