import sharp from 'sharp';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/build-test-app.ts';
import { bearer } from '../test/api.ts';
import { buildUser } from '../test/factories/index.ts';
import { sampleImage } from '../test/multipart.ts';
import { isValidKey } from './file-storage.ts';
import { MAX_INPUT_PIXELS, NOT_AN_IMAGE, NOT_A_GIF, prepareGif, preparePhoto, TOO_MANY_PIXELS } from './images.ts';
import { newKey } from './index.ts';
import { createLocalStorage } from './local.ts';

describe('storage keys', () => {
  it('accepts only keys the server makes', () => {
    expect(isValidKey(newKey('student', 'jpg'))).toBe(true);
    expect(isValidKey('../../etc/passwd')).toBe(false);
    expect(isValidKey('student-../../x.jpg')).toBe(false);
    expect(isValidKey(`student-${crypto.randomUUID()}.exe`)).toBe(false);
    expect(isValidKey(`a/b-${crypto.randomUUID()}.jpg`)).toBe(false);
  });
});

describe('local storage', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'so-storage-'));
  const storage = createLocalStorage({ dir, secret: 'x'.repeat(40) });

  it('writes, reads and deletes a file', async () => {
    const key = newKey('book', 'jpg');
    await storage.put(key, Buffer.from('hello'), 'image/jpeg');
    expect((await storage.get(key))?.body.toString()).toBe('hello');
    await storage.delete(key);
    expect(await storage.get(key)).toBeNull();
  });

  it('signs URLs that expire and cannot be altered', async () => {
    const key = newKey('book', 'jpg');
    const url = new URL(await storage.signedReadUrl(key, 60_000), 'http://x');
    const expires = url.searchParams.get('expires')!;
    const signature = url.searchParams.get('signature')!;
    expect(url.pathname).toBe(`/api/files/${key}`);
    expect(storage.verify(key, expires, signature)).toBe(true);
    expect(storage.verify(key, String(Number(expires) + 1), signature)).toBe(false);
    expect(storage.verify(newKey('book', 'jpg'), expires, signature)).toBe(false);
    expect(storage.verify(key, expires, signature, Number(expires) + 1)).toBe(false);
    const other = createLocalStorage({ dir, secret: 'y'.repeat(40) });
    expect(other.verify(key, expires, signature)).toBe(false);
  });
});

describe('image preparation', () => {
  it('re-encodes a photo as JPEG and drops EXIF and GPS', async () => {
    const input = await sampleImage('jpeg', { gps: true });
    expect((await sharp(input).metadata()).exif).toBeDefined();
    const out = await preparePhoto(input);
    const meta = await sharp(out.body).metadata();
    expect(meta.format).toBe('jpeg');
    expect(meta.exif).toBeUndefined();
  });

  it('shrinks a large photo to 2048 px on its longest edge', async () => {
    const out = await preparePhoto(await sampleImage('png', { width: 3000, height: 1500 }));
    const meta = await sharp(out.body).metadata();
    expect([meta.width, meta.height]).toEqual([2048, 1024]);
  });

  it('judges by content: text named .jpg is refused', async () => {
    await expect(preparePhoto(Buffer.from('#!/bin/sh\nrm -rf /\n'))).rejects.toMatchObject({
      statusCode: 400,
      message: NOT_AN_IMAGE,
    });
  });

  it('refuses a decompression bomb before decoding it', async () => {
    // A few hundred bytes that claim a 65535 × 65535 canvas (over 4 billion pixels).
    const bomb = Buffer.from(await sampleImage('gif'));
    bomb.writeUInt16LE(65535, 6);
    bomb.writeUInt16LE(65535, 8);
    const descriptor = bomb.indexOf(0x2c, 13);
    bomb.writeUInt16LE(65535, descriptor + 5);
    bomb.writeUInt16LE(65535, descriptor + 7);
    expect(bomb.length).toBeLessThan(10_000);
    expect(65535 * 65535).toBeGreaterThan(MAX_INPUT_PIXELS);
    await expect(preparePhoto(bomb)).rejects.toMatchObject({ statusCode: 400, message: TOO_MANY_PIXELS });
  });

  it('takes a real GIF and refuses a PNG renamed .gif', async () => {
    const gif = await prepareGif(await sampleImage('gif'));
    expect((await sharp(gif.body).metadata()).format).toBe('gif');
    await expect(prepareGif(await sampleImage('png'))).rejects.toMatchObject({ statusCode: 400, message: NOT_A_GIF });
  });
});

describe('GET /api/object-storage/signed-url-read/:filename', () => {
  const t = useTestApp();

  it('signs a URL that serves the file until it expires', async () => {
    const user = await buildUser(t.database.db);
    const key = newKey('book', 'jpg');
    const res = await t.app.inject({
      url: `/api/object-storage/signed-url-read/${key}?expiresIn=900000`,
      headers: bearer(user.token),
    });
    expect(res.statusCode).toBe(200);
    const { url, filename } = res.json().document;
    expect(filename).toBe(key);
    // Nothing stored under that key yet: a valid signature still finds no file.
    expect((await t.app.inject({ url })).statusCode).toBe(404);
    const tampered = url.replace(/signature=[^&]+/, 'signature=AAAA');
    expect((await t.app.inject({ url: tampered })).statusCode).toBe(403);
    expect((await t.app.inject({ url: `/api/files/${key}` })).statusCode).toBe(403);
  });

  it('refuses bad expiries and unknown names', async () => {
    const user = await buildUser(t.database.db);
    const bad = await t.app.inject({
      url: `/api/object-storage/signed-url-read/${newKey('student', 'jpg')}?expiresIn=abc`,
      headers: bearer(user.token),
    });
    expect(bad.statusCode).toBe(400);
    const traversal = await t.app.inject({
      url: `/api/object-storage/signed-url-read/..%2F..%2Fetc%2Fpasswd`,
      headers: bearer(user.token),
    });
    expect(traversal.statusCode).toBe(404);
  });
});
