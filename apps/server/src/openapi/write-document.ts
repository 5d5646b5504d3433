/**
 * Writes the OpenAPI document the server serves at /api/docs/json to a file, for `npm run lint:api`
 * (redocly). The app is built in-process on an empty in-memory database: no port, no data dir.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { openPglite } from '../db/client.ts';

const out = process.argv[2];
if (!out) throw new Error('usage: write-document.ts <output.json>');

const dataDir = path.join(tmpdir(), `school-ops-openapi-${process.pid}`);
const config = { ...loadConfig({ DATA_DIR: dataDir, JWT_SECRET: 'x'.repeat(32), LOG_LEVEL: 'silent' }), apiDocs: true };
const database = await openPglite();
const app = await buildApp({ config, db: database.db, logger: false });
try {
  const res = await app.inject({ url: '/api/docs/json' });
  if (res.statusCode !== 200) throw new Error(`/api/docs/json answered ${res.statusCode}`);
  mkdirSync(path.dirname(out), { recursive: true });
  writeFileSync(out, JSON.stringify(res.json(), null, 2));
} finally {
  await app.close();
  await database.close();
}
