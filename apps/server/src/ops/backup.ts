import path from 'node:path';
import { parseArgs } from 'node:util';
import { createBackup } from './archive.ts';
import { reportFailure, withTarget } from './cli.ts';

// npm run backup [-- --out <folder>]: the database and every uploaded file, into one new folder.
const { values } = parseArgs({ options: { out: { type: 'string' } } });

try {
  await withTarget('npm run backup', { mustExist: true }, async ({ config, database, storage }) => {
    const outDir = path.resolve(values.out ?? process.env.BACKUP_DIR ?? path.join(config.dataDir, 'backups'));
    const { dir, manifest } = await createBackup({ config, database, storage }, outDir);
    const rows = manifest.tables.reduce((n, t) => n + t.rows, 0);
    console.log(`Backup written to ${dir}`);
    console.log(`  ${manifest.tables.length} tables, ${rows} rows, ${manifest.files.length} files.`);
    console.log('Copy it off this machine: a backup on the same disk does not survive losing the disk.');
  });
} catch (err) {
  reportFailure(err);
}
