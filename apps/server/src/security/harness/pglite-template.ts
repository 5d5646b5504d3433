import { cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openPglite } from '../../db/client.ts';
import { runMigrations } from '../../db/migrate.ts';
import { isProcessAlive } from '../../lib/process-alive.ts';

let template: Promise<string> | undefined;

/** Test workers are killed without an exit event, so each start removes templates of dead ones. */
function removeStaleTemplates(): void {
  for (const name of readdirSync(tmpdir())) {
    const pid = Number(/^so-template-(\d+)$/.exec(name)?.[1]);
    if (pid && pid !== process.pid && !isProcessAlive(pid))
      rmSync(path.join(tmpdir(), name), { recursive: true, force: true });
  }
}

/**
 * A new DATA_DIR holding an empty, migrated embedded database. Creating one from nothing runs
 * initdb (several seconds on a busy machine), so it is done once per test process and copied.
 */
export async function freshDataDir(tag: string): Promise<string> {
  template ??= (async () => {
    removeStaleTemplates();
    const dir = path.join(tmpdir(), `so-template-${process.pid}`);
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir);
    const database = await openPglite(path.join(dir, 'pgdata'));
    await runMigrations(database);
    await database.close();
    return dir;
  })();
  const dir = mkdtempSync(path.join(tmpdir(), `so-${tag}-`));
  cpSync(await template, dir, { recursive: true });
  return dir;
}
