// Direct database access for building the dataset: a pg client when DATABASE_URL is set, else PGlite.
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { CACHE_DIR } from './settings.mjs';

/**
 * Where one dataset lives. On PostgreSQL the large one is DATABASE_URL's database and the small
 * one a sibling database named <name>_small; on PGlite each is a data dir under bench/.cache/.
 */
export function targetFor(size, databaseUrl) {
  if (databaseUrl) {
    const url = new URL(databaseUrl);
    if (size === 'small') url.pathname = `${url.pathname}_small`;
    return { kind: 'postgres', size, url: url.toString(), label: `PostgreSQL ${url.pathname.slice(1)}` };
  }
  const dataDir = path.join(CACHE_DIR, `pglite-${size}`);
  return { kind: 'pglite', size, dataDir, label: `PGlite ${path.relative(process.cwd(), dataDir)}` };
}

/** Server environment pointing at the target. */
export function serverEnvFor(target) {
  return target.kind === 'postgres'
    ? { DATABASE_URL: target.url, DATA_DIR: path.join(CACHE_DIR, `server-${target.size}`) }
    : { DATA_DIR: target.dataDir };
}

export async function createDatabaseIfMissing(target) {
  if (target.kind === 'pglite') {
    mkdirSync(target.dataDir, { recursive: true });
    return;
  }
  const pg = (await import('pg')).default;
  const url = new URL(target.url);
  const name = decodeURIComponent(url.pathname.slice(1));
  url.pathname = '/postgres';
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) await client.query(`create database "${name.replaceAll('"', '""')}"`);
  } finally {
    await client.end();
  }
}

/** { query(text, params) → rows, close() } over either driver. */
export async function openRaw(target) {
  if (target.kind === 'postgres') {
    const pg = (await import('pg')).default;
    const client = new pg.Client({ connectionString: target.url });
    await client.connect();
    return {
      query: async (text, params = []) => (await client.query(text, params)).rows,
      close: () => client.end(),
    };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  // audit_events has a trigram index (decision 0040): an insert into it needs the extension loaded.
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const dir = path.join(target.dataDir, 'pgdata');
  if (!existsSync(dir)) throw new Error(`no PGlite database in ${dir}`);
  const client = new PGlite({ dataDir: dir, extensions: { pg_trgm } });
  await client.waitReady;
  return {
    query: async (text, params = []) => (await client.query(text, params)).rows,
    close: () => client.close(),
  };
}
