import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { isProcessAlive } from '../lib/process-alive.ts';

/** The refusal when another live process holds the embedded database. */
export class DataDirBusyError extends Error {}

/**
 * The embedded database (PGlite) must only ever be open in one process: a second one opening the
 * same folder does not fail, it corrupts it. The server, backup and restore take this lock first.
 * A lock left by a process that died (SIGKILL, power loss) is taken over.
 */
export function lockDataDir(dataDir: string, holder: string): () => void {
  const file = path.join(dataDir, 'pgdata.lock');
  mkdirSync(dataDir, { recursive: true });
  const mine = JSON.stringify({ pid: process.pid, holder, since: new Date().toISOString() });
  try {
    writeFileSync(file, mine, { flag: 'wx' });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    const other = readHolder(file);
    if (other && other.pid !== process.pid && isProcessAlive(other.pid)) {
      throw new DataDirBusyError(
        `${other.holder} (process ${other.pid}) is using the embedded database in ${dataDir}. ` +
          `Stop it first: only one process may open it. If no such process runs, delete ${file}.`,
      );
    }
    writeFileSync(file, mine);
  }
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    if (readHolder(file)?.pid === process.pid) rmSync(file, { force: true });
  };
  process.once('exit', release);
  return release;
}

function readHolder(file: string): { pid: number; holder: string } | null {
  try {
    const parsed = JSON.parse(readFileSync(file, 'utf8')) as { pid?: unknown; holder?: unknown };
    return typeof parsed.pid === 'number'
      ? { pid: parsed.pid, holder: String(parsed.holder ?? 'another process') }
      : null;
  } catch {
    return null;
  }
}
