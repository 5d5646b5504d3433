import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../app.ts';
import { uploadBudget } from '../db/schema/index.ts';
import { createImagePool, createImageWork, SERVER_BUSY, type ImagePool } from '../storage/image-work.ts';
import { api } from '../test/api.ts';
import { buildActivity, buildStaff } from '../test/factories/index.ts';
import { hasher, testConfig, tokens, useTestApp } from '../test/build-test-app.ts';
import { sampleImage } from '../test/multipart.ts';
import { snapshotTables } from './support/db-snapshot.ts';

const filesDir = path.join(testConfig.dataDir, 'files');
const storedFiles = async () => (await readdir(filesDir).catch(() => [] as string[])).sort();

/** A PNG of 6,300 × 6,300 pixels (39.7 megapixels, under the 40-megapixel guard) that compresses to little. */
const bigPng = () =>
  sharp({ create: { width: 6300, height: 6300, channels: 3, background: { r: 30, g: 120, b: 200 } } })
    .png({ compressionLevel: 9 })
    .toBuffer();

const LEAVES = { title: 'Leaves', description: 'Painted.', photoAction: 'add' };
const pngs = (photos: Buffer[]) => photos.map((data, i) => ({ data, filename: `p${i}.png`, contentType: 'image/png' }));

describe('image work one person cannot use to exhaust the server', () => {
  const t = useTestApp();
  const others: FastifyInstance[] = [];
  afterAll(async () => {
    for (const app of others) await app.close();
  });

  /** Another server on the same database (as a second process would be), with its own image work. */
  async function appWith(images: Parameters<typeof createImageWork>[0]) {
    const app = await buildApp({
      config: testConfig,
      db: t.database.db,
      hasher,
      tokens,
      logger: false,
      images: createImageWork(images),
    });
    others.push(app);
    return app;
  }

  /** Runs `send` and expects its refusal with nothing written: no row, no file, not even a counted photo. */
  async function expectRefusedUntouched(
    send: () => ReturnType<ReturnType<typeof api>['upload']>,
    status: number,
    body: object,
  ) {
    const rows = await snapshotTables(t.database.db);
    const files = await storedFiles();
    const res = await send();
    expect(res.statusCode, res.body).toBe(status);
    expect(res.json()).toMatchObject(body);
    expect(await snapshotTables(t.database.db)).toEqual(rows);
    expect(await storedFiles()).toEqual(files);
    return res;
  }

  it(
    "refuses the audit's request (40 PNGs of 6,300 × 6,300) with 413 before decoding any of them",
    { timeout: 60_000 },
    async () => {
      const { partTimer } = await buildStaff(t.database.db);
      const activity = await buildActivity(t.database.db);
      const png = await bigPng();
      const pool = createImagePool({ concurrency: 1, maxWaiting: 8 });
      const run = vi.spyOn(pool, 'run');
      const app = await appWith({ db: t.database.db, pool });
      await expectRefusedUntouched(
        () =>
          api(app, partTimer.token).upload(
            `/api/activities/${activity.id}`,
            'photos',
            pngs(Array(40).fill(png)),
            LEAVES,
          ),
        413,
        {
          code: 'upload_pixel_budget',
          message: 'these images have too many pixels together (more than 200 megapixels): send fewer at a time',
          params: { megapixels: 200 },
        },
      );
      // Six (238 megapixels) are over the budget too; one is within it and is stored.
      await expectRefusedUntouched(
        () =>
          api(app, partTimer.token).upload(
            `/api/activities/${activity.id}`,
            'photos',
            pngs(Array(6).fill(png)),
            LEAVES,
          ),
        413,
        {
          code: 'upload_pixel_budget',
        },
      );
      expect(run).not.toHaveBeenCalled();
      const within = await api(app, partTimer.token).upload(
        `/api/activities/${activity.id}`,
        'photos',
        pngs([png]),
        LEAVES,
      );
      expect(within.statusCode, within.body).toBe(200);
      expect(within.json().document.photos).toHaveLength(1);
      expect(run).toHaveBeenCalledTimes(1);
    },
  );

  /** Holds every place of the pool until `release` is called. */
  function occupy(pool: ImagePool) {
    let release!: () => void;
    const held = pool.run(() => new Promise<void>((resolve) => (release = resolve)));
    return async () => {
      release();
      await held;
    };
  }

  it('answers 503 "the server is busy" when the queue is full, storing nothing, and takes uploads again once it drains', async () => {
    const { partTimer } = await buildStaff(t.database.db);
    const activity = await buildActivity(t.database.db);
    const pool = createImagePool({ concurrency: 1, maxWaiting: 1 });
    const app = await appWith({ db: t.database.db, pool });
    const photo = await sampleImage('png');

    const release = occupy(pool);
    // p-limit starts a job a tick later: until then it counts as waiting.
    await vi.waitFor(() => expect(pool.running).toBe(1));
    // One request may wait for its turn...
    const waiting = api(app, partTimer.token).upload(`/api/activities/${activity.id}`, 'photos', pngs([photo]), LEAVES);
    await vi.waitFor(() => expect(pool.waiting).toBe(1));
    // ...the next one finds the queue full.
    const refused = await expectRefusedUntouched(
      () => api(app, partTimer.token).upload(`/api/activities/${activity.id}`, 'photos', pngs([photo]), LEAVES),
      503,
      {
        statusCode: 503,
        code: 'server_busy',
        message: SERVER_BUSY,
      },
    );
    expect(refused.headers['retry-after']).toBe('5');

    await release();
    const waited = await waiting;
    expect(waited.statusCode, waited.body).toBe(200);
    expect(waited.json().document.photos).toHaveLength(1);
    const again = await api(app, partTimer.token).upload(
      `/api/activities/${activity.id}`,
      'photos',
      pngs([photo]),
      LEAVES,
    );
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().document.photos).toHaveLength(2);
  });

  it(
    'answers 429 after 60 photos in a minute, in every server process, and not for anyone else',
    { timeout: 60_000 },
    async () => {
      const { partTimer, fullTimer } = await buildStaff(t.database.db);
      const activity = await buildActivity(t.database.db);
      const photo = await sampleImage('png');
      expect(
        (
          await api(t.app, partTimer.token).upload(
            `/api/activities/${activity.id}`,
            'photos',
            pngs(Array(40).fill(photo)),
            LEAVES,
          )
        ).statusCode,
      ).toBe(200);
      expect(
        (
          await api(t.app, partTimer.token).upload(
            `/api/activities/${activity.id}`,
            'photos',
            pngs(Array(20).fill(photo)),
            LEAVES,
          )
        ).statusCode,
      ).toBe(200);

      const refused = await expectRefusedUntouched(
        () => api(t.app, partTimer.token).upload(`/api/activities/${activity.id}`, 'photos', pngs([photo]), LEAVES),
        429,
        {
          statusCode: 429,
          code: 'upload_rate_limited',
          params: { limit: 60 },
        },
      );
      const wait = Number(refused.headers['retry-after']);
      expect(wait).toBeGreaterThanOrEqual(1);
      expect(wait).toBeLessThanOrEqual(60);
      expect(refused.json().message).toBe(
        `you have sent too many photos (at most 60 a minute): try again in ${wait} second${wait === 1 ? '' : 's'}`,
      );

      // Another server process on the same database counts the same photos.
      const second = await appWith({ db: t.database.db });
      await expectRefusedUntouched(
        () => api(second, partTimer.token).upload(`/api/activities/${activity.id}`, 'photos', pngs([photo]), LEAVES),
        429,
        {
          code: 'upload_rate_limited',
        },
      );
      // Someone else is not held back.
      expect(
        (await api(second, fullTimer.token).upload(`/api/activities/${activity.id}`, 'photos', pngs([photo]), LEAVES))
          .statusCode,
      ).toBe(200);
      // A minute later the part-timer may send again.
      const later = await appWith({ db: t.database.db, now: () => new Date(Date.now() + 61_000) });
      expect(
        (await api(later, partTimer.token).upload(`/api/activities/${activity.id}`, 'photos', pngs([photo]), LEAVES))
          .statusCode,
      ).toBe(200);
      const [row] = await t.database.db.select().from(uploadBudget).where(eq(uploadBudget.userId, partTimer.id));
      expect(row!.photos).toBe(1);
    },
  );
});
