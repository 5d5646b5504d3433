import type { LightMyRequestResponse } from 'fastify';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { NOT_A_GIF, NOT_AN_IMAGE, TOO_MANY_PIXELS } from '../storage/images.ts';
import { api, bearer } from '../test/api.ts';
import { buildActivity, buildBook, buildSpellingCategory, buildStaff, buildStudent } from '../test/factories/index.ts';
import { testConfig, useTestApp } from '../test/build-test-app.ts';
import { multipart, sampleImage, type FilePart } from '../test/multipart.ts';
import { snapshotTables } from './support/db-snapshot.ts';
import {
  gifBomb,
  HTML_MARKER,
  htmlJpegPolyglot,
  jpegZipPolyglot,
  pngBomb,
  SHELL_SCRIPT,
  ZIP_MAGIC,
} from './support/hostile-files.ts';

const filesDir = path.join(testConfig.dataDir, 'files');
const storedFiles = async () => (await readdir(filesDir).catch(() => [] as string[])).sort();

/** Every upload endpoint, each with the form it expects around the file under test. */
interface Endpoint {
  name: string;
  /** 'photo' endpoints take any photo and store a JPEG; 'gif' takes only GIFs. */
  kind: 'photo' | 'gif';
  send(file: Omit<FilePart, 'field'>, more?: Omit<FilePart, 'field'>[]): Promise<LightMyRequestResponse>;
}

describe('hostile uploads', () => {
  const t = useTestApp();

  async function endpoints(): Promise<Endpoint[]> {
    const { supervisor } = await buildStaff(t.database.db);
    const student = await buildStudent(t.database.db);
    const book = await buildBook(t.database.db);
    const activity = await buildActivity(t.database.db);
    const send = (method: 'PATCH' | 'POST', url: string, fields: Record<string, string>, parts: FilePart[]) => {
      const form = multipart(fields, parts);
      return api(t.app, supervisor.token).form(method, url, form);
    };
    return [
      {
        name: 'student photo',
        kind: 'photo',
        send: (f) => send('PATCH', `/api/students/${student.id}/photo`, {}, [{ ...f, field: 'photo' }]),
      },
      {
        name: 'book cover',
        kind: 'photo',
        send: (f) => send('PATCH', `/api/books/${book.id}/image`, {}, [{ ...f, field: 'coverImage' }]),
      },
      {
        name: 'activity photos',
        kind: 'photo',
        send: (f, more = []) =>
          send(
            'PATCH',
            `/api/activities/${activity.id}`,
            { title: 'Leaves', description: 'Painted.', photoAction: 'add' },
            [f, ...more].map((x) => ({ ...x, field: 'photos' })),
          ),
      },
      {
        name: 'spelling image',
        kind: 'gif',
        send: (f) =>
          send(
            'POST',
            '/api/spelling-categories',
            {
              formValues: JSON.stringify({
                category: 'Short a',
                level: 1,
                order: 1,
                words: [{ word: 'c/a/t', imageField: 'image0' }],
              }),
            },
            [{ ...f, field: 'image0' }],
          ),
      },
    ];
  }

  /** The request is refused with the message, and neither a row nor a file was written. */
  async function expectRefused(
    endpoint: Endpoint,
    file: Omit<FilePart, 'field'>,
    status: number,
    message: string | RegExp,
    more: Omit<FilePart, 'field'>[] = [],
  ) {
    const rowsBefore = await snapshotTables(t.database.db);
    const filesBefore = await storedFiles();
    const res = await endpoint.send(file, more);
    expect(res.statusCode, `${endpoint.name}: ${res.body}`).toBe(status);
    const got = res.json<{ message: string | string[] }>().message;
    const text = Array.isArray(got) ? got.join(' ') : got;
    if (typeof message === 'string') expect(text, endpoint.name).toContain(message);
    else expect(text, endpoint.name).toMatch(message);
    expect(await snapshotTables(t.database.db), `${endpoint.name} wrote to the database`).toEqual(rowsBefore);
    expect(await storedFiles(), `${endpoint.name} stored a file`).toEqual(filesBefore);
  }

  const notAccepted = (e: Endpoint) => (e.kind === 'gif' ? NOT_A_GIF : NOT_AN_IMAGE);

  it('refuses a shell script named photo.jpg', async () => {
    for (const e of await endpoints()) {
      await expectRefused(
        e,
        { filename: 'photo.jpg', contentType: 'image/jpeg', data: SHELL_SCRIPT },
        400,
        notAccepted(e),
      );
    }
  });

  it('refuses an HTML page with a JPEG after it', async () => {
    const data = await htmlJpegPolyglot();
    for (const e of await endpoints()) {
      await expectRefused(e, { filename: 'photo.jpg', contentType: 'image/jpeg', data }, 400, notAccepted(e));
    }
  });

  it('refuses decompression bombs (PNG and GIF claiming 30000 × 30000) without decoding them', async () => {
    const png = pngBomb();
    const gif = await gifBomb();
    expect(png.length + gif.length).toBeLessThan(200_000);
    for (const e of await endpoints()) {
      if (e.kind === 'photo') {
        await expectRefused(e, { filename: 'tiny.png', contentType: 'image/png', data: png }, 400, TOO_MANY_PIXELS);
      }
      await expectRefused(e, { filename: 'tiny.gif', contentType: 'image/gif', data: gif }, 400, TOO_MANY_PIXELS);
    }
  });

  it('refuses a "GIF" that is a PNG, a JPEG or text', async () => {
    const spelling = (await endpoints()).find((e) => e.kind === 'gif')!;
    const fakes = [await sampleImage('png'), await sampleImage('jpeg'), Buffer.from('GIF89a, honestly')];
    for (const data of fakes) {
      await expectRefused(spelling, { filename: 'word.gif', contentType: 'image/gif', data }, 400, NOT_A_GIF);
    }
  });

  it(
    'refuses 33 MB, as one file and as a batch of real photos, with the size message',
    { timeout: 60_000 },
    async () => {
      const tooLarge = /32 ?(MB|megabytes?)|too large/i;
      const big = Buffer.alloc(33 * 1024 * 1024, 0xff);
      const all = await endpoints();
      for (const e of all) {
        await expectRefused(e, { filename: 'huge.jpg', contentType: 'image/jpeg', data: big }, 413, tooLarge);
      }
      // Three 11 MB parts, each starting as a real JPEG: every one alone would be within the limit.
      const jpeg = await sampleImage('jpeg');
      const part = Buffer.concat([jpeg, Buffer.alloc(11 * 1024 * 1024 - jpeg.length)]);
      const activity = all.find((e) => e.name === 'activity photos')!;
      const file = (i: number) => ({ filename: `p${i}.jpg`, contentType: 'image/jpeg', data: part });
      await expectRefused(activity, file(0), 413, tooLarge, [file(1), file(2)]);
    },
  );

  it('never uses the sent file name: traversal names store nothing outside the storage directory', async () => {
    const jpeg = await sampleImage('jpeg');
    const gif = await sampleImage('gif');
    const names = [
      '../../etc/passwd.jpg',
      '..\\..\\x.png',
      '/etc/cron.d/evil.jpg',
      'a/../../b.jpg',
      '%2e%2e%2fup.jpg',
      'photo.jpg\u0000.sh',
    ];
    for (const e of await endpoints()) {
      for (const filename of names) {
        const before = await storedFiles();
        const res = await e.send({
          filename,
          contentType: e.kind === 'gif' ? 'image/gif' : 'image/jpeg',
          data: e.kind === 'gif' ? gif : jpeg,
        });
        expect(res.statusCode, `${e.name} ${filename}: ${res.body}`).toBeLessThan(300);
        expect(res.body).not.toContain('passwd');
        expect(res.body).not.toContain('..');
        const added = (await storedFiles()).filter((f) => !before.includes(f));
        // Only server-made keys land in the storage directory, whatever the name said.
        for (const key of added) expect(key).toMatch(/^[a-z]+-[0-9a-f-]{36}\.(jpg|gif)$/);
        expect(added.length, `${e.name} ${filename}`).toBeGreaterThan(0);
      }
    }
    const dump = JSON.stringify(await snapshotTables(t.database.db));
    expect(dump).not.toContain('passwd');
    const outside = await readdir(testConfig.dataDir);
    expect(outside.filter((f) => f !== 'files')).toEqual([]);
  });

  it('keeps only the picture of a JPEG/ZIP/HTML polyglot: the payload is not stored', async () => {
    const data = await jpegZipPolyglot();
    expect(data.includes(ZIP_MAGIC)).toBe(true);
    for (const e of (await endpoints()).filter((x) => x.kind === 'photo')) {
      const before = await storedFiles();
      const res = await e.send({ filename: 'holiday.jpg', contentType: 'image/jpeg', data });
      expect(res.statusCode, `${e.name}: ${res.body}`).toBe(200);
      const added = (await storedFiles()).filter((f) => !before.includes(f));
      expect(added.length).toBeGreaterThan(0);
      for (const key of added) {
        const stored = await readFile(path.join(filesDir, key));
        // Re-encoded by the server: a JPEG from start to end marker, nothing after it.
        expect(stored.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
        expect(stored.subarray(-2)).toEqual(Buffer.from([0xff, 0xd9]));
        expect(stored.includes(ZIP_MAGIC)).toBe(false);
        expect(stored.toString('latin1')).not.toContain(HTML_MARKER);
        expect(stored.toString('latin1')).not.toContain('rm -rf');
      }
    }
  });
});

describe('unreadable multipart requests', () => {
  const t = useTestApp();
  const UNREADABLE = { statusCode: 400, code: 'upload_unreadable', message: 'the upload could not be read' };

  /** The five upload routes: a request that cannot be read must never reach their handlers' work. */
  async function uploadRoutes() {
    const { supervisor } = await buildStaff(t.database.db);
    const student = await buildStudent(t.database.db);
    const book = await buildBook(t.database.db);
    const activity = await buildActivity(t.database.db);
    const category = await buildSpellingCategory(t.database.db);
    const routes = [
      ['PATCH', `/api/activities/${activity.id}`],
      ['PATCH', `/api/students/${student.id}/photo`],
      ['PATCH', `/api/books/${book.id}/image`],
      ['POST', '/api/spelling-categories'],
      ['PATCH', `/api/spelling-categories/${category.id}`],
    ] as const;
    return { token: supervisor.token, routes };
  }

  it('answers 400 "the upload could not be read" for a missing or broken boundary, on all five routes', async () => {
    const { token, routes } = await uploadRoutes();
    const part = '--b\r\nContent-Disposition: form-data; name="title"\r\n\r\nLeaves\r\n--b--\r\n';
    for (const [contentType, payload] of [
      ['multipart/form-data', part],
      ['multipart/form-data; boundary=', part],
      ['multipart/form-data; boundary=not-in-the-body', part],
      ['multipart/form-data;;; boundary', part],
      ['multipart/form-data; boundary=b', '--b\r\nContent-Disposition: form-data; name="title"\r\n\r\nnever closed'],
    ] as const) {
      for (const [method, url] of routes) {
        const rowsBefore = await snapshotTables(t.database.db);
        const filesBefore = await storedFiles();
        const res = await t.app.inject({
          method,
          url,
          payload,
          headers: { ...bearer(token), 'content-type': contentType },
        });
        const summary = `${method} ${url} with ${contentType}: ${res.body}`;
        expect(res.statusCode, summary).toBe(400);
        expect(res.json(), summary).toMatchObject(UNREADABLE);
        expect(await snapshotTables(t.database.db), summary).toEqual(rowsBefore);
        expect(await storedFiles(), summary).toEqual(filesBefore);
      }
    }
  });

  it('repairs a lone surrogate in a text field sent as UTF-16', async () => {
    const { token, routes } = await uploadRoutes();
    const [method, url] = routes[0];
    const title = Buffer.from('Leaf\ud800', 'utf16le');
    const payload = Buffer.concat([
      Buffer.from(
        '--b\r\nContent-Disposition: form-data; name="title"\r\nContent-Type: text/plain; charset=utf-16le\r\n\r\n',
      ),
      title,
      Buffer.from('\r\n--b\r\nContent-Disposition: form-data; name="description"\r\n\r\nPrints\r\n--b--\r\n'),
    ]);
    const res = await t.app.inject({
      method,
      url,
      payload,
      headers: { ...bearer(token), 'content-type': 'multipart/form-data; boundary=b' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().document.title).toBe('Leaf\ufffd');
  });
});
