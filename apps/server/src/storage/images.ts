import sharp from 'sharp';
import { badRequest } from '../lib/http-error.ts';

// A decompression bomb (a tiny file that claims a huge canvas) is refused before decoding.
export const MAX_INPUT_PIXELS = 40_000_000;
export const PHOTO_MAX_EDGE = 2048;
export const GIF_MAX_EDGE = 1024;

const PHOTO_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'heif', 'avif', 'tiff']);
export const NOT_AN_IMAGE = 'the file is not a photo we can read (use JPEG, PNG or WebP)';
export const NOT_A_GIF = 'File must be of type GIF.';
export const TOO_MANY_PIXELS = 'the image is too large: it has too many pixels';

// One libvips thread per image and no operation cache: how many images are worked on at once is
// decided by the image pool (image-work.ts), and a cache only holds memory for inputs never seen again.
sharp.concurrency(1);
sharp.cache(false);

interface Header {
  format: string | undefined;
  /** Every pixel a decoder would produce: all frames of an animation. */
  pixels: number;
}

/** The image's header only (no decoding); a canvas over MAX_INPUT_PIXELS is refused here. */
async function readHeader(input: Buffer): Promise<Header> {
  try {
    const meta = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
    const width = meta.width ?? 0;
    const height = meta.height ?? 0;
    if (width * height > MAX_INPUT_PIXELS) throw badRequest(TOO_MANY_PIXELS);
    return { format: meta.format, pixels: width * (meta.pageHeight ?? height) * (meta.pages ?? 1) };
  } catch (err) {
    if (err instanceof Error && /pixel limit/i.test(err.message)) throw badRequest(TOO_MANY_PIXELS);
    if ((err as { statusCode?: number }).statusCode === 400) throw err;
    return { format: undefined, pixels: 0 };
  }
}

/** A photo by its header: its pixel count, or 400 when it is no photo we read. Nothing is decoded. */
export async function checkPhoto(input: Buffer): Promise<number> {
  const { format, pixels } = await readHeader(input);
  if (!format || !PHOTO_FORMATS.has(format)) throw badRequest(NOT_AN_IMAGE);
  return pixels;
}

/** A GIF by its magic bytes and its header (they must agree): its pixel count, or 400. */
export async function checkGif(input: Buffer): Promise<number> {
  const magic = input.subarray(0, 6).toString('latin1');
  if (magic !== 'GIF87a' && magic !== 'GIF89a') throw badRequest(NOT_A_GIF);
  const { format, pixels } = await readHeader(input);
  if (format !== 'gif') throw badRequest(NOT_A_GIF);
  return pixels;
}

/**
 * Any photo in, a JPEG out: judged by its content (never its name), turned upright, at most
 * 2048 px on its longest edge, and with no metadata left (EXIF, GPS: these are children).
 */
export async function preparePhoto(input: Buffer): Promise<{ body: Buffer; ext: 'jpg'; contentType: 'image/jpeg' }> {
  await checkPhoto(input);
  try {
    const body = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize({ width: PHOTO_MAX_EDGE, height: PHOTO_MAX_EDGE, fit: 'inside', withoutEnlargement: true })
      .jpeg({ quality: 82, mozjpeg: true })
      .toBuffer();
    return { body, ext: 'jpg', contentType: 'image/jpeg' };
  } catch {
    throw badRequest(NOT_AN_IMAGE);
  }
}

/** A GIF by its content (magic bytes and decoder agree), re-encoded so nothing else rides along. */
export async function prepareGif(input: Buffer): Promise<{ body: Buffer; ext: 'gif'; contentType: 'image/gif' }> {
  await checkGif(input);
  try {
    const body = await sharp(input, { animated: true, limitInputPixels: MAX_INPUT_PIXELS })
      .resize({ width: GIF_MAX_EDGE, height: GIF_MAX_EDGE, fit: 'inside', withoutEnlargement: true })
      .gif()
      .toBuffer();
    return { body, ext: 'gif', contentType: 'image/gif' };
  } catch {
    throw badRequest(NOT_A_GIF);
  }
}
