import { sql } from 'drizzle-orm';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
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

// Any constant works; it only has to be the same for every process of this app.
const MIGRATION_LOCK = 7_246_001;

export async function runMigrations(database: Database): Promise<void> {
  const migrationsFolderPath = migrationsFolder();
  if (database.kind === 'pglite') {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    await migratePglite(database.db as any, { migrationsFolder: migrationsFolderPath });
    return;
  }
  // Several instances may start at once on one PostgreSQL: only one migrates at a time.
  await database.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${MIGRATION_LOCK})`);
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    await migratePg(tx as any, { migrationsFolder: migrationsFolderPath });
  });
}
