import path from 'node:path';
import { parseArgs } from 'node:util';
import { OpsError, restoreBackup } from './archive.ts';
import { reportFailure, withTarget } from './cli.ts';

// npm run restore -- <backup folder> [--force]: into the database and storage the environment names.
const { values, positionals } = parseArgs({
  options: { force: { type: 'boolean', default: false } },
  allowPositionals: true,
});

try {
  if (positionals.length !== 1) throw new OpsError('Usage: npm run restore -- <backup folder> [--force]');
  const dir = path.resolve(positionals[0]!);
  await withTarget('npm run restore', { mustExist: false }, async ({ database, storage }) => {
    const { manifest, replaced } = await restoreBackup({ database, storage }, dir, { force: values.force });
    const rows = manifest.tables.reduce((n, t) => n + t.rows, 0);
    console.log(`Restored ${dir} (made ${manifest.createdAt}).`);
    console.log(`  ${manifest.tables.length} tables, ${rows} rows, ${manifest.files.length} files.`);
    if (replaced.length) console.log(`  The data that was there before (${replaced.join(', ')}) was replaced.`);
  });
} catch (err) {
  reportFailure(err);
}
