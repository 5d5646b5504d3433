import { existsSync } from 'node:fs';
import path from 'node:path';
import { loadConfig, type Config } from '../config.ts';
import { openDatabase, type Database } from '../db/client.ts';
import { createStorage, type FileStorage } from '../storage/index.ts';
import { OpsError } from './archive.ts';
import { DataDirBusyError, lockDataDir } from './data-dir-lock.ts';

/**
 * Opens what the server would open (same environment variables), with the embedded database
 * locked so a running server and this command never share it.
 */
export async function withTarget<T>(
  command: string,
  opts: { mustExist: boolean },
  run: (target: { config: Config; database: Database; storage: FileStorage }) => Promise<T>,
): Promise<T> {
  const config = loadConfig();
  if (!config.databaseUrl && opts.mustExist && !existsSync(path.join(config.dataDir, 'pgdata'))) {
    throw new OpsError(`there is no database in ${config.dataDir} (set DATA_DIR, or DATABASE_URL for PostgreSQL)`);
  }
  const unlock = config.databaseUrl ? () => {} : lockDataDir(config.dataDir, command);
  try {
    const database = await openDatabase(config);
    try {
      return await run({ config, database, storage: createStorage(config) });
    } finally {
      await database.close();
    }
  } finally {
    unlock();
  }
}

/** Person-readable refusals print as one line; anything else is a real failure with its trace. */
export function reportFailure(err: unknown): void {
  console.error(err instanceof OpsError || err instanceof DataDirBusyError ? err.message : err);
  process.exitCode = 1;
}
