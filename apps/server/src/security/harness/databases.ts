import { AUTHORITY, ROLE } from '@school-ops/shared';
import pg from 'pg';
import { openPglite, openPostgres, type Database } from '../../db/client.ts';
import { runMigrations } from '../../db/migrate.ts';
import { insertUser } from '../../modules/users/index.ts';
import { hasher } from '../../test/build-test-app.ts';
import { TEST_PASSWORD, TEST_PIN } from '../../test/factories/index.ts';

/**
 * The PostgreSQL server these tests make their own databases on: the suite's DATABASE_URL when
 * set, else the local server (always up in CI, so the PostgreSQL cases run in the PGlite pass too).
 */
export const PG_SERVER_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export interface ScratchPg {
  url: string;
  drop(): Promise<void>;
}

/**
 * A fresh, empty database on the server. The name starts so_test_<pid>_ so the suite's global
 * setup drops it if this run dies before drop().
 */
export async function createPgDatabase(tag: string, serverUrl = PG_SERVER_URL): Promise<ScratchPg> {
  const name = `so_test_${process.pid}_${Date.now()}_${tag}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`create database "${name}"`);
  } finally {
    await admin.end();
  }
  const target = new URL(serverUrl);
  target.pathname = `/${name}`;
  return {
    url: target.toString(),
    async drop() {
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      try {
        await dropper.query(`drop database if exists "${name}" with (force)`);
      } finally {
        await dropper.end();
      }
    },
  };
}

export function openTarget(target: { databaseUrl?: string; dataDir: string }): Promise<Database> {
  return target.databaseUrl ? openPostgres(target.databaseUrl, 4) : openPglite(`${target.dataDir}/pgdata`);
}

export const ADMIN_USERNAME = 'securityadmin';

/** Migrates the database and adds an admin who signs in with TEST_PASSWORD (and TEST_PIN). */
export async function seedAdmin(database: Database) {
  await runMigrations(database);
  return insertUser(database.db, {
    username: ADMIN_USERNAME,
    smsId: 99001,
    name: 'Security Admin',
    authority: AUTHORITY.admin,
    role: ROLE.schoolManager,
    readingLevel: 'all',
    trainingLevel: 0,
    maxHours: null,
    passwordHash: await hasher.hash(TEST_PASSWORD),
    pinHash: await hasher.hash(TEST_PIN),
    mustChangePassword: false,
    mustChangePin: false,
  });
}

/** `select` through drizzle's raw execute, the same on PGlite and node-postgres. */
export async function rowsOf<T>(database: Database, query: Parameters<Database['db']['execute']>[0]): Promise<T[]> {
  const result = (await database.db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
