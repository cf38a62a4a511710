import type sharp from 'sharp';
import { MAX_LOGO_PIXELS, MAX_PHOTO_PIXELS } from '../contract';
import { badRequest } from '../http/errors';

/**
 * What one uploaded image may be, checked from its header (sharp's `metadata()` reads no pixels)
 * before anything is decoded, and again by libvips itself (`limitInputPixels` on every pipeline),
 * so a header that lies cannot make it decode more. docs/media.md "Bounds" has the reasoning and
 * the measured cost of the worst image each bound lets in.
 */
export interface ImageBounds {
  /** In messages: "The photo must…". */
  noun: 'photo' | 'logo';
  maxPixels: number;
  /** Each of width and height. */
  maxSide: number;
  /** The long side at most this many times the short side. */
  maxAspect: number;
}

/**
 * Photos: a phone saves 12–24 MP by default (40 MP is the contract's limit), a 16:9 40 MP frame is
 * 8433 wide, and nothing wider than 1280 (PHOTO_WIDTHS) is ever made. The aspect bound keeps the
 * outputs small: they are made by width, so a 1:3 photo's largest is 1280×3840 (4.9 MP, the most
 * any upload can make us encode), where an unbounded 1280×10000 one would be 12.8 MP.
 */
export const PHOTO_BOUNDS: ImageBounds = { noun: 'photo', maxPixels: MAX_PHOTO_PIXELS, maxSide: 10_000, maxAspect: 3 };

/** Logos: wordmarks are wide (their outputs are by height, at most 160 high, so width costs little). */
export const LOGO_BOUNDS: ImageBounds = { noun: 'logo', maxPixels: MAX_LOGO_PIXELS, maxSide: 10_000, maxAspect: 10 };

/**
 * The most memory a decoder may need to hold a whole picture at once. Most images never are held
 * whole (baseline JPEG and WebP shrink on load, PNG streams line by line); the ones that are, are
 * counted by wholeDecodeBytes.
 */
export const MAX_WHOLE_DECODE_BYTES = 256 * 1024 * 1024;

/**
 * Bytes a decoder holds at once for an image it cannot stream (0 when it streams), per sample,
 * as measured with sharp 0.34 / libvips 8.17 (docs/media.md): HEIF/AVIF is decoded whole by
 * libheif (its YUV planes, its RGB copy, libvips' copy: about 6 bytes a sample); a progressive
 * JPEG keeps every 16-bit DCT coefficient (2 a sample, before chroma subsampling); an interlaced
 * (Adam7) PNG is decoded whole (its sample size, plus a quarter); an animated WebP is composed
 * on a whole RGBA canvas.
 */
export function wholeDecodeBytes(meta: sharp.Metadata): number {
  const pixels = (meta.width ?? 0) * (meta.height ?? 0);
  const samples = meta.channels ?? 4;
  const sampleBytes = meta.depth === 'ushort' || meta.depth === 'short' ? 2 : meta.depth === 'uchar' ? 1 : 4;
  switch (meta.format) {
    case 'heif':
      return pixels * samples * 6;
    case 'jpeg':
      return meta.isProgressive ? pixels * samples * 2 : 0;
    case 'png':
      return meta.isProgressive ? pixels * samples * sampleBytes * 1.25 : 0;
    case 'webp':
      return (meta.pages ?? 1) > 1 ? pixels * 4 : 0;
    default:
      return pixels * samples * sampleBytes;
  }
}

const megapixels = (pixels: number) => `${Math.round(pixels / 1_000_000)} megapixels`;

/** 400 (field `file`) when the header's size is outside the bounds; the header's size otherwise. */
export function checkBounds(meta: sharp.Metadata, bounds: ImageBounds): { width: number; height: number } {
  const { width, height } = meta as { width: number; height: number };
  const what = `The ${bounds.noun}`;
  if (width > bounds.maxSide) {
    throw badRequest(`${what} must be at most ${bounds.maxSide} pixels wide`, { file: 'Too wide' });
  }
  if (height > bounds.maxSide) {
    throw badRequest(`${what} must be at most ${bounds.maxSide} pixels high`, { file: 'Too high' });
  }
  if (Math.max(width, height) > bounds.maxAspect * Math.min(width, height)) {
    throw badRequest(`${what}’s long side must be at most ${bounds.maxAspect} times its short side: crop it`, {
      file: 'Out of proportion',
    });
  }
  if (width * height > bounds.maxPixels) {
    throw badRequest(`${what} must have at most ${megapixels(bounds.maxPixels)}`, { file: 'Too many pixels' });
  }
  if (wholeDecodeBytes(meta) > MAX_WHOLE_DECODE_BYTES) {
    throw badRequest(`${what} is too large to open in this format: save it as a JPEG, or with fewer pixels`, {
      file: 'Too large to open',
    });
  }
  return { width, height };
}
