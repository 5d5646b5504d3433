import { availableParallelism } from 'node:os';
import pLimit from 'p-limit';
import type { Db } from '../db/client.ts';
import { HttpError } from '../lib/http-error.ts';
import { checkGif, checkPhoto, prepareGif, preparePhoto } from './images.ts';
import { takePhotos } from './upload-budget-repository.ts';

export interface ImageWorkLimits {
  /** Upload requests whose images are decoded at once in this process. */
  concurrency: number;
  /** Upload requests that may wait for a turn; one more is answered 503. */
  maxWaiting: number;
  /** All pixels of one request's images together (every frame of an animation counts). */
  maxRequestPixels: number;
  /** Images one person may send in a minute, across every server process. */
  photosPerMinute: number;
}

/** Decision 0016: half the cores decode, the other half keep answering everyone else. */
export const IMAGE_WORK_DEFAULTS: ImageWorkLimits = {
  concurrency: Math.max(1, Math.floor(availableParallelism() / 2)),
  maxWaiting: 8,
  maxRequestPixels: 200_000_000,
  photosPerMinute: 60,
};

const MINUTE = 60_000;
export const SERVER_BUSY = 'the server is busy, please try again in a moment';
const BUSY_RETRY_SECONDS = 5;

const busy = () => new HttpError(503, SERVER_BUSY, { code: 'server_busy', retryAfter: BUSY_RETRY_SECONDS });

export const tooManyPixels = (megapixels: number) =>
  new HttpError(
    413,
    `these images have too many pixels together (more than ${megapixels} megapixels): send fewer at a time`,
    {
      code: 'upload_pixel_budget',
      params: { megapixels },
    },
  );

export const tooManyPhotos = (seconds: number, limit: number) =>
  new HttpError(
    429,
    `you have sent too many photos (at most ${limit} a minute): try again in ${seconds} second${seconds === 1 ? '' : 's'}`,
    {
      code: 'upload_rate_limited',
      params: { seconds, limit },
      retryAfter: seconds,
    },
  );

/** A queue of upload requests: `concurrency` run, `maxWaiting` wait, any more are refused at once. */
export function createImagePool({ concurrency, maxWaiting }: Pick<ImageWorkLimits, 'concurrency' | 'maxWaiting'>) {
  const limit = pLimit(concurrency);
  // p-limit counts a job as pending until it starts, so the sum is every job taken and not finished.
  const full = () => limit.activeCount + limit.pendingCount >= concurrency + maxWaiting;
  return {
    full,
    get waiting() {
      return limit.pendingCount;
    },
    get running() {
      return limit.activeCount;
    },
    run<T>(job: () => Promise<T>): Promise<T> {
      if (full()) return Promise.reject(busy());
      return limit(job);
    },
  };
}
export type ImagePool = ReturnType<typeof createImagePool>;

export interface ImageWorkDeps {
  db: Db;
  limits?: Partial<ImageWorkLimits>;
  /** Given by tests that hold the pool's places themselves. */
  pool?: ImagePool;
  now?: () => Date;
}

/**
 * Every upload's images go through here, in this order, so that refusals cost no decoding:
 * headers read (400 for a file that is no image of its kind), the request's pixel budget (413),
 * room in the pool (503), the person's photos per minute (429), then decoding and re-encoding
 * one image after another in the request's turn of the pool (503 if the pool filled meanwhile).
 */
export function createImageWork({ db, limits: given, pool: givenPool, now = () => new Date() }: ImageWorkDeps) {
  const limits = { ...IMAGE_WORK_DEFAULTS, ...given };
  const pool = givenPool ?? createImagePool(limits);

  async function admit(userId: string, pixels: number[]): Promise<void> {
    const total = pixels.reduce((a, b) => a + b, 0);
    if (total > limits.maxRequestPixels) throw tooManyPixels(Math.floor(limits.maxRequestPixels / 1_000_000));
    if (pool.full()) throw busy();
    const at = now();
    const taken =
      pixels.length > limits.photosPerMinute
        ? { taken: false as const, windowEndsAt: new Date(at.getTime() + MINUTE) }
        : await takePhotos(db, userId, pixels.length, limits.photosPerMinute, at, MINUTE);
    if (!taken.taken) {
      throw tooManyPhotos(
        Math.max(1, Math.ceil((taken.windowEndsAt.getTime() - at.getTime()) / 1000)),
        limits.photosPerMinute,
      );
    }
  }

  async function work<T>(
    userId: string,
    inputs: Buffer[],
    check: (b: Buffer) => Promise<number>,
    prepare: (b: Buffer) => Promise<T>,
  ): Promise<T[]> {
    if (inputs.length === 0) return [];
    await admit(userId, await Promise.all(inputs.map(check)));
    return pool.run(async () => {
      const out: T[] = [];
      for (const input of inputs) out.push(await prepare(input));
      return out;
    });
  }

  return {
    /** Photos re-encoded as JPEG (see preparePhoto), for the person `userId`. */
    photos: (userId: string, inputs: Buffer[]) => work(userId, inputs, checkPhoto, preparePhoto),
    /** One photo, as photos() would. */
    photo: async (userId: string, input: Buffer) => (await work(userId, [input], checkPhoto, preparePhoto))[0]!,
    /** GIFs re-encoded (see prepareGif), for the person `userId`. */
    gifs: (userId: string, inputs: Buffer[]) => work(userId, inputs, checkGif, prepareGif),
  };
}
export type ImageWork = ReturnType<typeof createImageWork>;
