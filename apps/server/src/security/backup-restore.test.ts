import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
// @ts-expect-error s3rver ships no types
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../config.ts';
import { openPglite, openPostgres, type Database } from '../db/client.ts';
import { runMigrations } from '../db/migrate.ts';
import { createBackup, restoreBackup, type BackupManifest } from '../ops/archive.ts';
import { listStoredKeys } from '../ops/stored-files.ts';
import { createLocalStorage } from '../storage/local.ts';
import { createS3Storage } from '../storage/s3.ts';
import { TEST_SECRET, testConfig } from '../test/build-test-app.ts';
import { createPgDatabase, seedAdmin, type ScratchPg } from './harness/databases.ts';
import { freshDataDir } from './harness/pglite-template.ts';
import { appOn, fillSampleData, snapshot, storedFiles } from './harness/sample-data.ts';
import { buildServerBundle } from './harness/server-process.ts';

const run = promisify(execFile);
const localConfig = (dataDir: string): Config => ({ ...testConfig, dataDir, storage: { kind: 'local' } });
const localStorage = (dataDir: string) => createLocalStorage({ dir: path.join(dataDir, 'files'), secret: TEST_SECRET });

describe('backup and restore', () => {
  const cleanups: (() => Promise<unknown> | void)[] = [];
  const later = <T extends () => Promise<unknown> | void>(fn: T) => cleanups.push(fn);
  afterAll(async () => {
    for (const fn of cleanups.reverse()) await fn();
  });
  /** A temporary folder, removed after the file's tests. */
  const scratchDir = (tag: string) => {
    const dir = mkdtempSync(path.join(tmpdir(), `so-backup-${tag}-`));
    later(() => rmSync(dir, { recursive: true, force: true }));
    return dir;
  };

  async function scratchPg(tag: string): Promise<{ scratch: ScratchPg; database: Database }> {
    const scratch = await createPgDatabase(tag);
    later(() => scratch.drop());
    const database = await openPostgres(scratch.url, 4);
    later(() => database.close().catch(() => {}));
    return { scratch, database };
  }

  it('round-trips PGlite and local files: rows and photo bytes come back exactly, and a restored database keeps working', async () => {
    const sourceDir = await freshDataDir('src');
    later(() => rmSync(sourceDir, { recursive: true, force: true }));
    const source = await openPglite(path.join(sourceDir, 'pgdata'));
    const storage = localStorage(sourceDir);
    const app = await appOn(source, storage, sourceDir);
    const { managerToken } = await fillSampleData(app, source);
    await app.close();
    const before = await snapshot(source);
    const keys = await listStoredKeys(localConfig(sourceDir));
    expect(keys.length).toBe(3);
    const filesBefore = await storedFiles(storage, keys);

    const outDir = scratchDir('out');
    const { dir, manifest } = await createBackup({ database: source, storage, config: localConfig(sourceDir) }, outDir);
    expect(path.basename(dir)).toMatch(/^school-ops-\d{4}-\d\d-\d\dT/);
    expect(manifest.files.map((f) => f.key)).toEqual(keys);
    await source.close();

    // The disaster: the data folder is gone. A new one is restored from the archive.
    rmSync(sourceDir, { recursive: true, force: true });
    mkdirSync(sourceDir);
    const target = await openPglite(path.join(sourceDir, 'pgdata'));
    const restoredStorage = localStorage(sourceDir);
    await restoreBackup({ database: target, storage: restoredStorage }, dir, { force: false });
    expect(await snapshot(target)).toEqual(before);
    expect(await storedFiles(restoredStorage, keys)).toEqual(filesBefore);

    // Serial ids continue after the restored ones (and tokens still verify), so the app writes on.
    const again = await appOn(target, restoredStorage, sourceDir);
    const link = await again.inject({
      method: 'POST',
      url: '/api/links',
      headers: { authorization: `Bearer ${managerToken}` },
      payload: { links: [{ title: 'After the restore', url: 'https://example.test/r', role: 3 }] },
    });
    expect(link.statusCode).toBe(201);
    expect((await snapshot(target)).audit_events).toHaveLength(before.audit_events!.length + 1);
    await again.close();
    await target.close();
  }, 120_000);

  it('refuses a database that already holds data unless --force, and a damaged archive always', async () => {
    const dataDir = await freshDataDir('force');
    later(() => rmSync(dataDir, { recursive: true, force: true }));
    const database = await openPglite(path.join(dataDir, 'pgdata'));
    later(() => database.close().catch(() => {}));
    const storage = localStorage(dataDir);
    const app = await appOn(database, storage, dataDir);
    await fillSampleData(app, database);
    await app.close();
    const outDir = scratchDir('force-out');
    const { dir } = await createBackup({ database, storage, config: localConfig(dataDir) }, outDir);
    const before = await snapshot(database);

    // Newer data arrives; restoring over it must be asked for.
    await seedAdmin(database);
    const changed = await snapshot(database);
    await expect(restoreBackup({ database, storage }, dir, { force: false })).rejects.toThrow(
      /already holds data \(in .*users.*\)\. Restoring replaces all of it: run again with --force/,
    );
    expect(await snapshot(database)).toEqual(changed);

    const { replaced } = await restoreBackup({ database, storage }, dir, { force: true });
    expect(replaced).toContain('users');
    expect(await snapshot(database)).toEqual(before);

    // One byte changed in a file: nothing is written, the checksum names the part.
    const manifest = JSON.parse(readFileSync(path.join(dir, 'manifest.json'), 'utf8')) as BackupManifest;
    const photo = path.join(dir, 'files', manifest.files[0]!.key);
    const bytes = readFileSync(photo);
    bytes.writeUInt8(bytes.readUInt8(bytes.length - 3) ^ 0xff, bytes.length - 3);
    writeFileSync(photo, bytes);
    await seedAdmin(database).catch(() => {});
    const now = await snapshot(database);
    await expect(restoreBackup({ database, storage }, dir, { force: true })).rejects.toThrow(
      `the backup is damaged: files/${manifest.files[0]!.key} does not match its checksum`,
    );
    expect(await snapshot(database)).toEqual(now);
  }, 120_000);

  it('round-trips PostgreSQL and S3 storage, and an embedded-database archive restores into PostgreSQL', async () => {
    const s3 = new S3rver({
      port: 0,
      address: '127.0.0.1',
      silent: true,
      directory: scratchDir('s3'),
      configureBuckets: [{ name: 'source' }, { name: 'target' }],
    });
    const { port } = (await s3.run()) as { port: number };
    later(() => s3.close());
    const s3Config = (bucket: string): Config => ({
      ...testConfig,
      storage: {
        kind: 's3',
        bucket,
        region: 'us-east-1',
        endpoint: `http://127.0.0.1:${port}`,
        accessKeyId: 'S3RVER',
        secretAccessKey: 'S3RVER',
        forcePathStyle: true,
      },
    });
    const s3Storage = (bucket: string) =>
      createS3Storage(s3Config(bucket).storage as Extract<Config['storage'], { kind: 's3' }>);

    const { database: source } = await scratchPg('bsrc');
    await runMigrations(source);
    const sourceStorage = s3Storage('source');
    const app = await appOn(source, sourceStorage, scratchDir('pgsrc'));
    await fillSampleData(app, source);
    await app.close();
    const before = await snapshot(source);
    const keys = await listStoredKeys(s3Config('source'));
    expect(keys.length).toBe(3);
    const filesBefore = await storedFiles(sourceStorage, keys);

    const outDir = scratchDir('pg-out');
    const { dir } = await createBackup(
      { database: source, storage: sourceStorage, config: s3Config('source') },
      outDir,
    );

    const { database: target } = await scratchPg('btgt');
    const targetStorage = s3Storage('target');
    await restoreBackup({ database: target, storage: targetStorage }, dir, { force: false });
    expect(await snapshot(target)).toEqual(before);
    expect(await listStoredKeys(s3Config('target'))).toEqual(keys);
    expect(await storedFiles(targetStorage, keys)).toEqual(filesBefore);

    // Moving from the embedded database to a server: the same archive format both ways.
    const liteDir = await freshDataDir('lite');
    later(() => rmSync(liteDir, { recursive: true, force: true }));
    const lite = await openPglite(path.join(liteDir, 'pgdata'));
    await restoreBackup({ database: lite, storage: localStorage(liteDir) }, dir, { force: false });
    expect(await snapshot(lite)).toEqual(before);
    const { dir: liteArchive } = await createBackup(
      { database: lite, storage: localStorage(liteDir), config: localConfig(liteDir) },
      outDir,
      new Date(Date.now() + 1000),
    );
    await lite.close();
    const { database: third } = await scratchPg('bthird');
    await restoreBackup({ database: third, storage: s3Storage('target') }, liteArchive, { force: false });
    expect(await snapshot(third)).toEqual(before);
  }, 120_000);

  describe('the npm run backup and npm run restore commands (built bundles)', () => {
    let bundle: Awaited<ReturnType<typeof buildServerBundle>>;
    beforeAll(async () => {
      bundle = await buildServerBundle(['backup', 'restore']);
      later(bundle.cleanup);
    });

    const cli = (command: 'backup' | 'restore', args: string[], env: Record<string, string>) =>
      run(process.execPath, [path.join(bundle.dir, `${command}.js`), ...args], {
        env: { PATH: process.env.PATH, NODE_ENV: 'test', JWT_SECRET: TEST_SECRET, ...env },
      }).then(
        (r) => ({ code: 0, out: r.stdout, err: r.stderr }),
        (e: { code: number; stdout: string; stderr: string }) => ({ code: e.code, out: e.stdout, err: e.stderr }),
      );

    it('backs up a data folder and restores it elsewhere; refuses a busy or non-empty target with a clear message', async () => {
      const dataDir = await freshDataDir('cli');
      later(() => rmSync(dataDir, { recursive: true, force: true }));
      const database = await openPglite(path.join(dataDir, 'pgdata'));
      const app = await appOn(database, localStorage(dataDir), dataDir);
      await fillSampleData(app, database);
      await app.close();
      const before = await snapshot(database);
      await database.close();

      const outDir = scratchDir('cli-out');
      const backup = await cli('backup', ['--out', outDir], { DATA_DIR: dataDir });
      expect(backup.err).toBe('');
      expect(backup.code).toBe(0);
      const archive = /Backup written to (\S+)/.exec(backup.out)![1]!;
      expect(backup.out).toContain('3 files');

      // A fresh install that was started once: migrated, empty.
      const restoreDir = await freshDataDir('cli-restore');
      later(() => rmSync(restoreDir, { recursive: true, force: true }));
      const restored = await cli('restore', [archive], { DATA_DIR: restoreDir });
      expect(restored.code).toBe(0);
      expect(restored.out).toContain(`Restored ${archive}`);
      const again = await cli('restore', [archive], { DATA_DIR: restoreDir });
      expect(again.code).toBe(1);
      expect(again.err).toMatch(/already holds data .* run again with --force/);
      expect((await cli('restore', [archive, '--force'], { DATA_DIR: restoreDir })).code).toBe(0);

      // A running server holds the embedded database: the command waits its turn by refusing.
      writeFileSync(
        path.join(restoreDir, 'pgdata.lock'),
        JSON.stringify({ pid: process.pid, holder: 'the School Ops server' }),
      );
      const busy = await cli('backup', ['--out', outDir], { DATA_DIR: restoreDir });
      expect(busy.code).toBe(1);
      expect(busy.err).toContain(`the School Ops server (process ${process.pid}) is using the embedded database`);
      rmSync(path.join(restoreDir, 'pgdata.lock'));

      const check = await openPglite(path.join(restoreDir, 'pgdata'));
      expect(await snapshot(check)).toEqual(before);
      expect(
        readFileSync(
          path.join(
            restoreDir,
            'files',
            JSON.parse(readFileSync(path.join(archive, 'manifest.json'), 'utf8')).files[0].key,
          ),
        ).length,
      ).toBeGreaterThan(0);
      await check.close();
    }, 120_000);
  });
});
