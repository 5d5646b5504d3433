import { buildApp } from './app.ts';
import { createHasher } from './auth/hashing.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { runMigrations } from './db/migrate.ts';
import { installQueryCountHeader, queryCountEnabled } from './db/query-count.ts';
import { initSentry } from './lib/sentry.ts';
import { lockDataDir } from './ops/data-dir-lock.ts';
import { createStorage } from './storage/index.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, DEMO_PIN, seedDemo } from './seed/demo.ts';

const config = loadConfig();
const reportError = initSentry(config.sentryDsn, config.env);
const countQueries = queryCountEnabled();
// Two processes on one embedded database would corrupt it; PostgreSQL handles its own.
const unlock = config.databaseUrl ? () => {} : lockDataDir(config.dataDir, 'the School Ops server');
const database = await openDatabase({ ...config, countQueries, followChanges: true });
await runMigrations(database);

const hasher = createHasher(config.fastHashing);
const storage = createStorage(config);
const seeded = config.demo ? await seedDemo(database.db, hasher, storage) : false;

const app = await buildApp({ config, db: database.db, changes: database.changes, hasher, storage, reportError });
if (countQueries) installQueryCountHeader(app.server);
await app.listen({ port: config.port, host: config.host });

const shown = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
const where = database.kind === 'pglite' ? `embedded PostgreSQL (PGlite) in ${config.dataDir}` : 'PostgreSQL server';
const lines = [`School Ops is running at http://${shown}:${config.port} on ${where}.`];
if (config.demo) {
  lines.push(seeded ? 'Demo data was created.' : 'Demo data present.');
  lines.push(`Demo accounts (password '${DEMO_PASSWORD}'): ${DEMO_ACCOUNTS.map((a) => a.username).join(', ')}.`);
  lines.push(`The part-timer also signs in with SMS ID 12345 and PIN ${DEMO_PIN}.`);
}
console.log(lines.join('\n'));

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (closing) return;
    closing = true;
    void app
      .close()
      .then(() => database.close())
      .then(unlock)
      .finally(() => process.exit(0));
  });
}
