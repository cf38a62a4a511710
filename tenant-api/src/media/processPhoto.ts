import sharp from 'sharp';
import { ICON_SIZES, LOGO_HEIGHTS, PHOTO_WIDTHS } from '../contract';
import { AppError, badRequest } from '../http/errors';
import { checkBounds, LOGO_BOUNDS, PHOTO_BOUNDS } from './imageBounds';

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

/** No sharp pipeline runs longer: the bounds make a job take a second or two (docs/media.md). */
export const PIPELINE_TIMEOUT_SECONDS = 10;

/**
 * The image's header: size, orientation, format details. No pixel is decoded, so no pixel limit
 * applies here (an oversized image gets checkBounds' message, not sharp's).
 */
async function readHeader(bytes: Buffer, unreadableError: () => AppError): Promise<sharp.Metadata> {
  try {
    const meta = await sharp(bytes, { limitInputPixels: false }).metadata();
    if (!meta.width || !meta.height) throw unreadableError();
    return meta;
  } catch {
    throw unreadableError();
  }
}

/**
 * Every pipeline that decodes an upload: libvips checks the header's pixel count itself
 * (limitInputPixels), reads the input once front to back (sequentialRead: PNG streams line by
 * line), fails on a truncated file, and gives up after PIPELINE_TIMEOUT_SECONDS.
 */
export function decoder(bytes: Buffer, maxPixels: number): sharp.Sharp {
  return sharp(bytes, { failOn: 'truncated', limitInputPixels: maxPixels, sequentialRead: true }).timeout({
    seconds: PIPELINE_TIMEOUT_SECONDS,
  });
}

/** An image decoded once, upright, 8-bit sRGB, already at the largest size any output needs. */
interface Decoded {
  data: Buffer;
  info: { width: number; height: number; channels: 1 | 2 | 3 | 4 };
}

/**
 * Decodes once, straight to the largest size needed: JPEG and WebP shrink on load (the decoder
 * makes a 1/2, 1/4 or 1/8 picture), other formats are reduced as they stream, and the turn from
 * EXIF happens on the reduced picture. The full-size image never exists as one buffer.
 */
async function decodeOnce(
  bytes: Buffer,
  maxPixels: number,
  resize: sharp.ResizeOptions,
  alpha: boolean,
): Promise<Decoded> {
  const image = decoder(bytes, maxPixels).rotate().resize(resize).toColourspace('srgb');
  const { data, info } = await (alpha ? image.ensureAlpha() : image)
    .raw({ depth: 'uchar' })
    .toBuffer({ resolveWithObject: true });
  return { data, info: { width: info.width, height: info.height, channels: info.channels } };
}

/** A pipeline over the decoded picture (never larger than what it was decoded to). */
const fromDecoded = (decoded: Decoded) =>
  sharp(decoded.data, {
    raw: decoded.info,
    limitInputPixels: decoded.info.width * decoded.info.height,
  }).timeout({ seconds: PIPELINE_TIMEOUT_SECONDS });

/** Width and height once EXIF orientation is applied (5–8 turn the picture a quarter). */
const upright = (meta: sharp.Metadata, size: { width: number; height: number }) =>
  (meta.orientation ?? 1) >= 5 ? { width: size.height, height: size.width } : size;

/**
 * Photos: AVIF at effort 0 with 4:2:0 chroma is about 7 times faster than effort 2 at 4:4:4, and
 * smaller at the same quality setting (docs/media.md "Measured").
 */
function encodePhoto(image: sharp.Sharp, format: PhotoFormat): sharp.Sharp {
  return format === 'avif'
    ? image.avif({ quality: 50, effort: 0, chromaSubsampling: '4:2:0' })
    : image.webp({ quality: 72, effort: 3 });
}

async function placeholderOf(decoded: Decoded): Promise<string> {
  const tiny = await fromDecoded(decoded).resize({ width: 16 }).blur(1.2).webp({ quality: 40 }).toBuffer();
  return `data:image/webp;base64,${tiny.toString('base64')}`;
}

/** The widths worth making: those narrower than the photo, or the photo's own width when it is small. */
export const widthsFor = (width: number) => {
  const smaller = PHOTO_WIDTHS.filter((candidate) => candidate <= width);
  return smaller.length ? [...smaller] : [width];
};

/** A sharp failure: a timeout is the job's bound, anything else a file it could not read. */
function failure(error: unknown, unreadableError: () => AppError, noun: string): AppError {
  if (error instanceof AppError) return error;
  if (error instanceof Error && /timeout/i.test(error.message)) {
    return badRequest(`This ${noun} took too long to process: save it as a JPEG and try again`, {
      file: 'Too slow to process',
    });
  }
  return unreadableError();
}

/**
 * Reads an uploaded photo and makes its web versions: turned upright from EXIF, metadata dropped
 * (sharp writes none unless asked), AVIF and WebP at each width, and a blurred placeholder.
 * Refuses (nothing written, nothing returned) a disguised or unsupported file (415), a damaged
 * one or one outside PHOTO_BOUNDS (400), all before a pixel is decoded.
 */
export async function processPhoto(bytes: Buffer): Promise<ProcessedPhoto> {
  const type = sniffImageType(bytes);
  if (!type) throw unsupported();
  const meta = await readHeader(bytes, unreadable);
  if (type === 'heif' && meta.compression === 'hevc') throw unsupported();
  const size = upright(meta, checkBounds(meta, PHOTO_BOUNDS));
  try {
    return await encodeAll(bytes, size);
  } catch (error) {
    throw failure(error, unreadable, 'photo');
  }
}

async function encodeAll(bytes: Buffer, size: { width: number; height: number }): Promise<ProcessedPhoto> {
  const widths = widthsFor(size.width);
  const largest = widths[widths.length - 1]!;
  const decoded = await decodeOnce(bytes, PHOTO_BOUNDS.maxPixels, { width: largest }, false);
  const files = new Map<string, Buffer>();
  for (const width of widths) {
    for (const format of PHOTO_FORMATS) {
      const image = width === decoded.info.width ? fromDecoded(decoded) : fromDecoded(decoded).resize({ width });
      files.set(`${width}.${format}`, await encodePhoto(image, format).toBuffer());
    }
  }
  return { ...size, widths, files, placeholder: await placeholderOf(decoded) };
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
 * anything else, whatever its name, 415), a damaged file or one outside LOGO_BOUNDS 400, turned
 * upright and stripped of metadata; AVIF and WebP at the logo's drawn heights (transparency kept),
 * and square PNG icons (the favicon on a transparent square, the touch icon on white, as phones
 * show no transparency). Nothing is written here.
 */
export async function processLogo(bytes: Buffer): Promise<ProcessedLogo> {
  const type = sniffImageType(bytes);
  if (!type || type === 'heif') throw logoUnsupported();
  const meta = await readHeader(bytes, logoUnreadable);
  const size = upright(meta, checkBounds(meta, LOGO_BOUNDS));
  try {
    return await encodeLogo(bytes, size);
  } catch (error) {
    throw failure(error, logoUnreadable, 'logo');
  }
}

/** Logos are small and sharp-edged: AVIF keeps full chroma, and effort costs little at 160 pixels high. */
function encodeLogoSize(image: sharp.Sharp, format: PhotoFormat): sharp.Sharp {
  return format === 'avif' ? image.avif({ quality: 50, effort: 2 }) : image.webp({ quality: 72, effort: 3 });
}

async function encodeLogo(bytes: Buffer, size: { width: number; height: number }): Promise<ProcessedLogo> {
  const heights = logoHeightsFor(size.height);
  // Decoded once at the tallest drawn height: the icons (at most 144 inside) are made from it too.
  const decoded = await decodeOnce(bytes, LOGO_BOUNDS.maxPixels, { height: heights[heights.length - 1]! }, true);
  const files = new Map<string, Buffer>();
  const widths: number[] = [];
  for (const height of heights) {
    const width = Math.max(1, Math.round((size.width * height) / size.height));
    widths.push(width);
    for (const format of PHOTO_FORMATS) {
      files.set(
        `${width}.${format}`,
        await encodeLogoSize(fromDecoded(decoded).resize({ width, height }), format).toBuffer(),
      );
    }
  }
  for (const iconSize of ICON_SIZES) files.set(`icon-${iconSize}.png`, await iconOf(decoded, iconSize));
  return { ...size, widths, files };
}

const TRANSPARENT = { r: 0, g: 0, b: 0, alpha: 0 };
const WHITE = { r: 255, g: 255, b: 255, alpha: 1 };

/** A square PNG icon: the favicon (32) on transparency, the touch icon on white with a margin, as home screens round its corners. */
async function iconOf(decoded: Decoded, iconSize: number): Promise<Buffer> {
  const inner = iconSize === 32 ? 32 : Math.round(iconSize * 0.8);
  const mark = await fromDecoded(decoded)
    .resize({ width: inner, height: inner, fit: 'contain', background: TRANSPARENT })
    .png()
    .toBuffer();
  const canvas = sharp({
    create: { width: iconSize, height: iconSize, channels: 4, background: iconSize === 32 ? TRANSPARENT : WHITE },
    limitInputPixels: iconSize * iconSize,
  }).timeout({ seconds: PIPELINE_TIMEOUT_SECONDS });
  return canvas
    .composite([{ input: mark, gravity: 'centre', limitInputPixels: inner * inner }])
    .png({ compressionLevel: 9 })
    .toBuffer();
}
