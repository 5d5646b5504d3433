import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { installChangeTriggers } from './change-triggers.ts';
import { installLiveTriggers } from './live-triggers.ts';
import type { Database } from './client.ts';

/** Works from src/db (tsx, vitest) and from the bundled dist/main.js alike. */
function migrationsFolder(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 5; i++) {
    const candidate = path.join(dir, 'drizzle');
    if (existsSync(path.join(candidate, 'meta', '_journal.json'))) return candidate;
    dir = path.dirname(dir);
  }
  throw new Error('migrations folder (apps/server/drizzle) not found');
}

/**
 * Several instances may start at once on one PostgreSQL: only one migrates (and sets the notify triggers
 * that db/cached-reads.ts and db/live-tables.ts declare) at a time, and
 * `thenUnderTheSameLock` (the demo seeding) runs before the next one may look, so that one finds
 * the data the first has made instead of making it again.
 */
export async function runMigrations<T = void>(
  database: Database,
  thenUnderTheSameLock?: () => Promise<T>,
): Promise<T | undefined> {
  return database.exclusive(async () => {
    await applyMigrations(database);
    return thenUnderTheSameLock?.();
  });
}

async function applyMigrations(database: Database): Promise<void> {
  const migrationsFolderPath = migrationsFolder();
  if (database.kind === 'pglite') {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    await migratePglite(database.db as any, { migrationsFolder: migrationsFolderPath });
    await installChangeTriggers(database.db);
    await installLiveTriggers(database.db);
    return;
  }
  await database.db.transaction(async (tx) => {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    await migratePg(tx as any, { migrationsFolder: migrationsFolderPath });
    await installChangeTriggers(tx);
    await installLiveTriggers(tx);
  });
}
