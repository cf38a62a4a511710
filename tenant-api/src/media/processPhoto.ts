import sharp from 'sharp';
import { ICON_SIZES, LOGO_HEIGHTS, MAX_LOGO_PIXELS, MAX_PHOTO_PIXELS, PHOTO_WIDTHS } from '../contract';
import { AppError, badRequest } from '../http/errors';

export type PhotoFormat = 'avif' | 'webp';
export const PHOTO_FORMATS: readonly PhotoFormat[] = ['avif', 'webp'];

export interface ProcessedPhoto {
  width: number;
  height: number;
  placeholder: string;
  /** Encoded files by name suffix: `<width>.<format>` → bytes. */
  files: Map<string, Buffer>;
  widths: number[];
}

const HEIF_BRANDS = new Set(['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx', 'mif1', 'msf1', 'avif', 'avis']);

/** The image type the bytes say they are (the file name and Content-Type are not trusted). */
export function sniffImageType(bytes: Buffer): 'jpeg' | 'png' | 'webp' | 'heif' | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP') return 'webp';
  if (bytes.toString('latin1', 4, 8) === 'ftyp' && HEIF_BRANDS.has(bytes.toString('latin1', 8, 12))) return 'heif';
  return null;
}

const unsupported = () =>
  new AppError(415, 'unsupported_image', 'Upload a JPEG, PNG, WebP or HEIF photo', { file: 'Not a supported image' });
const unreadable = () =>
  badRequest('This photo could not be read: it may be damaged or incomplete', { file: 'Corrupt or truncated image' });

async function readable(bytes: Buffer): Promise<sharp.Metadata> {
  try {
    return await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw unreadable();
  }
}

/** Width and height once EXIF orientation is applied (5–8 turn the picture a quarter). */
const upright = (meta: sharp.Metadata) =>
  (meta.orientation ?? 1) >= 5
    ? { width: meta.height!, height: meta.width! }
    : { width: meta.width!, height: meta.height! };

function encode(image: sharp.Sharp, format: PhotoFormat): sharp.Sharp {
  return format === 'avif' ? image.avif({ quality: 50, effort: 2 }) : image.webp({ quality: 72, effort: 3 });
}

async function placeholderOf(image: sharp.Sharp): Promise<string> {
  const tiny = await image.clone().resize({ width: 16 }).blur(1.2).webp({ quality: 40 }).toBuffer();
  return `data:image/webp;base64,${tiny.toString('base64')}`;
}

/** The widths worth making: those narrower than the photo, or the photo's own width when it is small. */
export const widthsFor = (width: number) => {
  const smaller = PHOTO_WIDTHS.filter((candidate) => candidate <= width);
  return smaller.length ? [...smaller] : [width];
};

/**
 * Reads an uploaded photo and makes its web versions: turned upright from EXIF, metadata dropped
 * (sharp writes none unless asked), AVIF and WebP at each width, and a blurred placeholder.
 * Refuses (nothing written, nothing returned) a disguised or unsupported file (415), a damaged
 * one or one over the pixel limit (400).
 */
export async function processPhoto(bytes: Buffer): Promise<ProcessedPhoto> {
  const type = sniffImageType(bytes);
  if (!type) throw unsupported();
  const meta = await readable(bytes);
  if (type === 'heif' && meta.compression === 'hevc') throw unsupported();
  if (!meta.width || !meta.height) throw unreadable();
  if (meta.width * meta.height > MAX_PHOTO_PIXELS) {
    throw badRequest('The photo must have at most 40 megapixels', { file: 'Too many pixels' });
  }
  try {
    return await encodeAll(bytes, upright(meta));
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw unreadable();
  }
}

async function encodeAll(bytes: Buffer, size: { width: number; height: number }): Promise<ProcessedPhoto> {
  const source = sharp(bytes, { failOn: 'truncated', limitInputPixels: MAX_PHOTO_PIXELS }).rotate();
  const decoded = await source.clone().toColourspace('srgb').raw().toBuffer({ resolveWithObject: true });
  const base = () => sharp(decoded.data, { raw: decoded.info });
  const widths = widthsFor(size.width);
  const files = new Map<string, Buffer>();
  for (const width of widths) {
    for (const format of PHOTO_FORMATS) {
      files.set(`${width}.${format}`, await encode(base().resize({ width }), format).toBuffer());
    }
  }
  return { ...size, widths, files, placeholder: await placeholderOf(base()) };
}

export interface ProcessedLogo {
  width: number;
  height: number;
  /** Widths of the made sizes, in order (each `<width>.<format>` in `files`). */
  widths: number[];
  /** `<width>.<format>` and `icon-<size>.png` → bytes. */
  files: Map<string, Buffer>;
}

const logoUnsupported = () =>
  new AppError(415, 'unsupported_image', 'Upload a JPEG, PNG or WebP logo', { file: 'Not a supported image' });
const logoUnreadable = () =>
  badRequest('This logo could not be read: it may be damaged or incomplete', { file: 'Corrupt or truncated image' });

/** The heights worth making: those not taller than the logo, or the logo's own height when it is small. */
export const logoHeightsFor = (height: number) => {
  const smaller = LOGO_HEIGHTS.filter((candidate) => candidate <= height);
  return smaller.length ? [...smaller] : [height];
};

/**
 * A tenant's logo, through the photos' pipeline: the type read from the bytes (JPEG, PNG or WebP;
 * anything else, whatever its name, 415), a damaged file or one over the pixel limit 400, turned
 * upright and stripped of metadata; AVIF and WebP at the logo's drawn heights (transparency kept),
 * and square PNG icons (the favicon on a transparent square, the touch icon on white, as phones
 * show no transparency). Nothing is written here.
 */
export async function processLogo(bytes: Buffer): Promise<ProcessedLogo> {
  const type = sniffImageType(bytes);
  if (!type || type === 'heif') throw logoUnsupported();
  let meta: sharp.Metadata;
  try {
    meta = await readable(bytes);
  } catch {
    throw logoUnreadable();
  }
  if (!meta.width || !meta.height) throw logoUnreadable();
  if (meta.width * meta.height > MAX_LOGO_PIXELS) {
    throw badRequest('The logo must have at most 25 megapixels', { file: 'Too many pixels' });
  }
  try {
    return await encodeLogo(bytes, upright(meta));
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw logoUnreadable();
  }
}

async function encodeLogo(bytes: Buffer, size: { width: number; height: number }): Promise<ProcessedLogo> {
  const source = sharp(bytes, { failOn: 'truncated', limitInputPixels: MAX_LOGO_PIXELS }).rotate();
  const decoded = await source.clone().toColourspace('srgb').ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const base = () => sharp(decoded.data, { raw: decoded.info });
  const files = new Map<string, Buffer>();
  const widths: number[] = [];
  for (const height of logoHeightsFor(size.height)) {
    const width = Math.max(1, Math.round((size.width * height) / size.height));
    widths.push(width);
    for (const format of PHOTO_FORMATS) {
      files.set(`${width}.${format}`, await encode(base().resize({ width, height }), format).toBuffer());
    }
  }
  const transparent = { r: 0, g: 0, b: 0, alpha: 0 };
  const white = { r: 255, g: 255, b: 255, alpha: 1 };
  for (const iconSize of ICON_SIZES) {
    // The touch icon keeps a margin, as home screens round its corners.
    const inner = iconSize === 32 ? 32 : Math.round(iconSize * 0.8);
    const mark = await base()
      .resize({ width: inner, height: inner, fit: 'contain', background: transparent })
      .png()
      .toBuffer();
    const canvas = sharp({
      create: { width: iconSize, height: iconSize, channels: 4, background: iconSize === 32 ? transparent : white },
    });
    files.set(
      `icon-${iconSize}.png`,
      await canvas
        .composite([{ input: mark, gravity: 'centre' }])
        .png({ compressionLevel: 9 })
        .toBuffer(),
    );
  }
  return { ...size, widths, files };
}
