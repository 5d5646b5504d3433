import { createHash } from 'node:crypto';
import { mkdir, open, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { runMigrations } from '../db/migrate.ts';
import { contentTypeOf, isValidKey, type FileStorage } from '../storage/index.ts';
import { listStoredKeys } from './stored-files.ts';
import {
  appliedMigrations,
  countRows,
  insertRows,
  nonEmptyTables,
  readTable,
  resetSequences,
  tablesInLoadOrder,
  truncateAll,
} from './tables.ts';

/**
 * A backup is one folder: manifest.json, db/<table>.jsonl (one JSON row a line) and files/<key>.
 * Plain files on purpose: they can be checked, copied and compressed with ordinary tools, and the
 * same archive restores into PGlite or PostgreSQL.
 */
export interface BackupManifest {
  app: 'school-ops';
  format: 1;
  createdAt: string;
  source: { database: Database['kind']; storage: Config['storage']['kind'] };
  /** Schema version: the hashes of the applied migrations. A restore needs the same list. */
  migrations: string[];
  /** In load order (parents first). */
  tables: { name: string; rows: number; sha256: string }[];
  files: { key: string; bytes: number; sha256: string }[];
}

/** A refusal with a message for the person running the command (no stack trace needed). */
export class OpsError extends Error {}

const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest('hex');
const ROWS_PER_INSERT = 500;

export interface BackupTarget {
  database: Database;
  storage: FileStorage;
  config: Config;
}

/**
 * Writes the archive into `<outDir>/school-ops-<time>/`. It is built under a `.partial` name and
 * renamed at the end, so a folder with the final name is always complete.
 */
export async function createBackup(
  source: BackupTarget,
  outDir: string,
  now = new Date(),
): Promise<{ dir: string; manifest: BackupManifest }> {
  const name = `school-ops-${now.toISOString().replace(/[:.]/g, '-')}`;
  const dir = path.join(outDir, name);
  const partial = `${dir}.partial`;
  await mkdir(path.join(partial, 'db'), { recursive: true });
  await mkdir(path.join(partial, 'files'), { recursive: true });

  // One snapshot for every table: a backup taken while the app runs is still consistent.
  const { migrations, tables } = await source.database.db.transaction(async (tx) => {
    await tx.execute(sql`set transaction isolation level repeatable read, read only`);
    const out: BackupManifest['tables'] = [];
    for (const table of await tablesInLoadOrder(tx)) {
      const hash = createHash('sha256');
      const file = await open(path.join(partial, 'db', `${table}.jsonl`), 'w');
      let rows = 0;
      try {
        for await (const page of readTable(tx, table)) {
          const text = page.map((r) => `${r}\n`).join('');
          hash.update(text);
          await file.write(text);
          rows += page.length;
        }
      } finally {
        await file.close();
      }
      out.push({ name: table, rows, sha256: hash.digest('hex') });
    }
    return { migrations: await appliedMigrations(tx), tables: out };
  });

  // Files after rows: a photo is stored before the row that names it commits, so every file the
  // snapshot names exists now (unless it was deleted meanwhile by a later change).
  const files: BackupManifest['files'] = [];
  for (const key of await listStoredKeys(source.config)) {
    const stored = await source.storage.get(key);
    if (!stored) continue;
    await writeFile(path.join(partial, 'files', key), stored.body);
    files.push({ key, bytes: stored.body.length, sha256: sha256(stored.body) });
  }

  const manifest: BackupManifest = {
    app: 'school-ops',
    format: 1,
    createdAt: now.toISOString(),
    source: { database: source.database.kind, storage: source.storage.kind },
    migrations,
    tables,
    files,
  };
  await writeFile(path.join(partial, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  await rename(partial, dir);
  return { dir, manifest };
}

async function readManifest(dir: string): Promise<BackupManifest> {
  let manifest: BackupManifest;
  try {
    manifest = JSON.parse(await readFile(path.join(dir, 'manifest.json'), 'utf8')) as BackupManifest;
  } catch {
    throw new OpsError(`${dir} is not a School Ops backup: manifest.json is missing or unreadable`);
  }
  if (manifest.app !== 'school-ops' || manifest.format !== 1)
    throw new OpsError(`${dir} is not a School Ops backup (format 1)`);
  return manifest;
}

/** Reads every part and checks it against the manifest before anything is written. */
async function readVerified(dir: string, manifest: BackupManifest) {
  const tables = new Map<string, string[]>();
  for (const t of manifest.tables) {
    const text = await readFile(path.join(dir, 'db', `${t.name}.jsonl`), 'utf8').catch(() => {
      throw new OpsError(`the backup is incomplete: db/${t.name}.jsonl is missing`);
    });
    if (sha256(text) !== t.sha256)
      throw new OpsError(`the backup is damaged: db/${t.name}.jsonl does not match its checksum`);
    const rows = text.split('\n').filter((line) => line.length > 0);
    if (rows.length !== t.rows)
      throw new OpsError(`the backup is damaged: db/${t.name}.jsonl has ${rows.length} rows, not ${t.rows}`);
    tables.set(t.name, rows);
  }
  const files = new Map<string, Buffer>();
  for (const f of manifest.files) {
    if (!isValidKey(f.key)) throw new OpsError(`the backup names a file the app would never make: ${f.key}`);
    const body = await readFile(path.join(dir, 'files', f.key)).catch(() => {
      throw new OpsError(`the backup is incomplete: files/${f.key} is missing`);
    });
    if (sha256(body) !== f.sha256)
      throw new OpsError(`the backup is damaged: files/${f.key} does not match its checksum`);
    files.set(f.key, body);
  }
  return { tables, files };
}

/**
 * Restores an archive into the target database and file storage. The target is migrated to this
 * version first; the archive must be of the same schema version. A database that already holds
 * data is refused unless `force`, which replaces it. Rows and files go in one transaction: a
 * failure leaves the database as it was.
 */
export async function restoreBackup(
  target: Omit<BackupTarget, 'config'>,
  dir: string,
  opts: { force: boolean },
): Promise<{ manifest: BackupManifest; replaced: string[] }> {
  const manifest = await readManifest(dir);
  const { tables, files } = await readVerified(dir, manifest);

  await runMigrations(target.database);
  const db = target.database.db;
  const here = await appliedMigrations(db);
  if (JSON.stringify(here) !== JSON.stringify(manifest.migrations)) {
    throw new OpsError(
      `this backup was made by a School Ops version with ${manifest.migrations.length} database migrations; this one has ${here.length}. ` +
        'Restore it with the version that made it, then upgrade.',
    );
  }
  const names = await tablesInLoadOrder(db);
  const missing = manifest.tables.map((t) => t.name).filter((n) => !names.includes(n));
  if (missing.length) throw new OpsError(`the database has no table ${missing.join(', ')}; is this the right version?`);

  const replaced = await db.transaction(async (tx) => {
    const occupied = await nonEmptyTables(tx, names);
    if (occupied.length && !opts.force) {
      throw new OpsError(
        `the database already holds data (in ${occupied.join(', ')}). Restoring replaces all of it: run again with --force if that is what you want.`,
      );
    }
    await truncateAll(tx, names);
    for (const t of manifest.tables) {
      const rows = tables.get(t.name) ?? [];
      for (let i = 0; i < rows.length; i += ROWS_PER_INSERT)
        await insertRows(tx, t.name, rows.slice(i, i + ROWS_PER_INSERT));
      const count = await countRows(tx, t.name);
      if (count !== t.rows) throw new OpsError(`restoring ${t.name} gave ${count} rows instead of ${t.rows}`);
    }
    await resetSequences(tx);
    // Inside the transaction: if a file cannot be written, no row that names it is committed.
    for (const [key, body] of files) await target.storage.put(key, body, contentTypeOf(key));
    return occupied;
  });
  return { manifest, replaced };
}
