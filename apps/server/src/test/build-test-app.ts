import type { FastifyInstance } from 'fastify';
import { isErrorCode } from '@school-ops/shared';
import { afterAll, afterEach, beforeEach, expect } from 'vitest';
import { buildApp, type AppDeps } from '../app.ts';
import { createHasher } from '../auth/hashing.ts';
import { createTokens } from '../auth/tokens.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { resetDatabase, workerDatabase } from './database.ts';

export const TEST_SECRET = 'test-secret-test-secret-test-secret-0123456789';

export const testConfig: Config = {
  env: 'test',
  port: 0,
  host: '127.0.0.1',
  // Per worker process, so parallel workers never share uploaded files.
  dataDir: `/tmp/school-ops-test-${process.pid}`,
  databaseUrl: undefined,
  jwtSecret: TEST_SECRET,
  demo: false,
  logLevel: 'silent',
  sentryDsn: undefined,
  webDist: '/nonexistent',
  trustProxy: false,
  storage: { kind: 'local' },
  notesBaseUrl: 'https://notes.example.test/students/',
  fastHashing: true,
};

export const hasher = createHasher(true);
export const tokens = createTokens(TEST_SECRET);

export interface TestContext {
  app: FastifyInstance;
  database: Database;
}

/**
 * Call once at the top of a test file: builds the app on this worker's database and
 * empties the database before every test.
 */
export function useTestApp(deps: Pick<AppDeps, 'pageRenderer'> = {}): TestContext {
  const ctx = {} as TestContext;
  const uncoded: unknown[] = [];
  beforeEach(async () => {
    if (!ctx.app) {
      ctx.database = await workerDatabase();
      ctx.app = await buildApp({
        config: testConfig,
        db: ctx.database.db,
        changes: ctx.database.changes,
        hasher,
        tokens,
        logger: false,
        ...deps,
      });
      watchErrorCodes(ctx.app, uncoded);
      await ctx.app.ready();
    }
    await resetDatabase(ctx.database);
  });
  afterEach(() => {
    expect(uncoded.splice(0), 'error responses without a catalogued code (packages/shared/src/errors)').toEqual([]);
  });
  afterAll(async () => {
    await ctx.app?.close();
  });
  return ctx;
}

/**
 * Every error the app sends in any test must carry a code of the catalog, and so must each item of a message list
 * (decision 0029): a test that provokes an error with a new, uncatalogued text fails after it.
 */
export function watchErrorCodes(app: FastifyInstance, uncoded: unknown[]): void {
  app.addHook('onSend', async (req, reply, payload) => {
    if (reply.statusCode < 400 || typeof payload !== 'string') return payload;
    let body: { code?: unknown; message?: unknown; issues?: { code?: unknown; message?: unknown }[] };
    try {
      body = JSON.parse(payload) as typeof body;
    } catch {
      return payload;
    }
    const items = [body, ...(Array.isArray(body.issues) ? body.issues : [])];
    for (const item of items) {
      if (!isErrorCode(item.code))
        uncoded.push({ route: `${req.method} ${req.url}`, code: item.code, message: item.message });
    }
    if (Array.isArray(body.message) && body.issues?.length !== body.message.length)
      uncoded.push({ route: `${req.method} ${req.url}`, issues: 'missing', message: body.message });
    return payload;
  });
}
