import { createHmac, timingSafeEqual } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { contentTypeOf, isValidKey, type FileStorage } from './file-storage.ts';

export const LOCAL_FILES_ROUTE = '/api/files';

export function createLocalStorage(opts: { dir: string; secret: string }): FileStorage & {
  verify(key: string, expires: string, signature: string, now?: number): boolean;
} {
  // A key of its own, derived from the app secret, so a file signature is never a token signature.
  const signingKey = createHmac('sha256', opts.secret).update('school-ops:file-urls').digest();
  const sign = (key: string, expires: number) =>
    createHmac('sha256', signingKey).update(`${key}\n${expires}`).digest('base64url');
  const fileOf = (key: string) => {
    if (!isValidKey(key)) throw new Error(`invalid storage key: ${key}`);
    return path.join(opts.dir, key);
  };

  return {
    kind: 'local',
    async put(key, body) {
      const file = fileOf(key);
      await mkdir(opts.dir, { recursive: true });
      // Write then rename: a reader never sees half a file.
      const temp = `${file}.${process.pid}.tmp`;
      await writeFile(temp, body);
      await rename(temp, file);
    },
    async get(key) {
      if (!isValidKey(key)) return null;
      try {
        return { body: await readFile(fileOf(key)), contentType: contentTypeOf(key) };
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw err;
      }
    },
    async delete(key) {
      if (isValidKey(key)) await rm(fileOf(key), { force: true });
    },
    async signedReadUrl(key, expiresInMs) {
      const expires = Date.now() + expiresInMs;
      return `${LOCAL_FILES_ROUTE}/${key}?expires=${expires}&signature=${sign(key, expires)}`;
    },
    verify(key, expires, signature, now = Date.now()) {
      const at = Number(expires);
      if (!isValidKey(key) || !Number.isFinite(at) || at < now) return false;
      const expected = Buffer.from(sign(key, at));
      const given = Buffer.from(signature);
      return expected.length === given.length && timingSafeEqual(expected, given);
    },
  };
}
