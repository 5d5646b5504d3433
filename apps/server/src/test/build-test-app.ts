import type { FastifyInstance } from 'fastify';
import { afterAll, beforeEach } from 'vitest';
import { buildApp } from '../app.ts';
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
export function useTestApp(): TestContext {
  const ctx = {} as TestContext;
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
      });
      await ctx.app.ready();
    }
    await resetDatabase(ctx.database);
  });
  afterAll(async () => {
    await ctx.app?.close();
  });
  return ctx;
}
