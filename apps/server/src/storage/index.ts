import path from 'node:path';
import type { Config } from '../config.ts';
import type { FileStorage } from './file-storage.ts';
import { createLocalStorage } from './local.ts';
import { createS3Storage } from './s3.ts';

export type { FileStorage } from './file-storage.ts';
export { contentTypeOf, isValidKey } from './file-storage.ts';
export { preparePhoto, prepareGif } from './images.ts';
export { createImageWork, type ImageWork, type ImageWorkLimits } from './image-work.ts';
export { readMultipart, type UploadedFile } from './multipart.ts';

export function createStorage(config: Config): FileStorage {
  if (config.storage.kind === 's3') return createS3Storage(config.storage);
  return createLocalStorage({ dir: path.join(config.dataDir, 'files'), secret: config.jwtSecret });
}

/** A new, unguessable key for an upload: `student-<uuid>.jpg`. */
export function newKey(prefix: string, ext: string): string {
  return `${prefix}-${crypto.randomUUID()}.${ext}`;
}
