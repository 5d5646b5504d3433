// Bundles the server (with the shared TypeScript package inlined) for `npm start`.
import { build } from 'esbuild';
import { readFileSync } from 'node:fs';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@school-ops/'));

await build({
  // Named entries: every command lands flat in dist/ (dist/backup.js, not dist/ops/backup.js).
  entryPoints: {
    main: 'src/main.ts',
    'create-admin': 'src/create-admin.ts',
    backup: 'src/ops/backup.ts',
    restore: 'src/ops/restore.ts',
    'demo-remove': 'src/ops/demo-remove.ts',
  },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external,
  logLevel: 'warning',
});
