import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
// @ts-expect-error s3rver ships no types
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newKey } from './index.ts';
import { createS3Storage } from './s3.ts';
import type { FileStorage } from './file-storage.ts';

const BUCKET = 'school-ops-test';

/** A real S3-protocol server on loopback; it does not check signatures (see ARCHITECTURE.md). */
describe('S3 storage against an S3-compatible server', () => {
  let server: { close(): Promise<void> };
  let storage: FileStorage;

  beforeAll(async () => {
    const instance = new S3rver({
      port: 0,
      address: '127.0.0.1',
      silent: true,
      directory: mkdtempSync(path.join(tmpdir(), 'so-s3-')),
      configureBuckets: [{ name: BUCKET }],
    });
    const { port } = (await instance.run()) as { port: number };
    server = instance;
    storage = createS3Storage({
      bucket: BUCKET,
      region: 'us-east-1',
      endpoint: `http://127.0.0.1:${port}`,
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      forcePathStyle: true,
    });
  });

  afterAll(async () => {
    await server?.close();
  });

  it('puts, reads back, presigns and deletes a file', async () => {
    const key = newKey('student', 'jpg');
    const bytes = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4]);
    await storage.put(key, bytes, 'image/jpeg');

    const stored = await storage.get(key);
    expect(stored?.body.equals(bytes)).toBe(true);
    expect(stored?.contentType).toBe('image/jpeg');

    const url = await storage.signedReadUrl(key, 900_000);
    expect(url).toContain(`/${BUCKET}/${key}`);
    expect(new URL(url).searchParams.get('X-Amz-Expires')).toBe('900');
    const res = await fetch(url);
    expect(res.status).toBe(200);
    expect(Buffer.from(await res.arrayBuffer()).equals(bytes)).toBe(true);

    await storage.delete(key);
    expect(await storage.get(key)).toBeNull();
  });

  it('answers null for a missing file and refuses keys it did not make', async () => {
    expect(await storage.get(newKey('book', 'jpg'))).toBeNull();
    await expect(storage.put('../escape.jpg', Buffer.from('x'), 'image/jpeg')).rejects.toThrow('invalid storage key');
  });
});
