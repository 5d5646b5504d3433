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

async function formatOf(input: Buffer): Promise<string | undefined> {
  try {
    const meta = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
    if ((meta.width ?? 0) * (meta.height ?? 0) > MAX_INPUT_PIXELS) throw badRequest(TOO_MANY_PIXELS);
    return meta.format;
  } catch (err) {
    if (err instanceof Error && /pixel limit/i.test(err.message)) throw badRequest(TOO_MANY_PIXELS);
    if ((err as { statusCode?: number }).statusCode === 400) throw err;
    return undefined;
  }
}

/**
 * Any photo in, a JPEG out: judged by its content (never its name), turned upright, at most
 * 2048 px on its longest edge, and with no metadata left (EXIF, GPS: these are children).
 */
export async function preparePhoto(input: Buffer): Promise<{ body: Buffer; ext: 'jpg'; contentType: 'image/jpeg' }> {
  const format = await formatOf(input);
  if (!format || !PHOTO_FORMATS.has(format)) throw badRequest(NOT_AN_IMAGE);
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
  const magic = input.subarray(0, 6).toString('latin1');
  if (magic !== 'GIF87a' && magic !== 'GIF89a') throw badRequest(NOT_A_GIF);
  if ((await formatOf(input)) !== 'gif') throw badRequest(NOT_A_GIF);
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
