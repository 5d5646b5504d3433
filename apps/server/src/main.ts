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
import { accountsWithDemoCredentials, demoCredentialsRefusal } from './seed/demo-credentials.ts';

const config = loadConfig();
const reportError = initSentry(config.sentryDsn, config.env);
const countQueries = queryCountEnabled();
let lastWarned = 0;
// Two processes on one embedded database would corrupt it; PostgreSQL handles its own.
const unlock = config.databaseUrl ? () => {} : lockDataDir(config.dataDir, 'the School Ops server');
const database = await openDatabase({
  ...config,
  countQueries,
  followChanges: true,
  onConnectionLost: warnConnectionLost,
});
const hasher = createHasher(config.fastHashing);
const storage = createStorage(config);
// Seeding under the migrations' lock: a second instance starting at the same moment finds the demo made.
const seeded = await runMigrations(database, async () =>
  config.demo ? seedDemo(database.db, hasher, storage) : false,
);

if (config.env === 'production') {
  const demoAccounts = await accountsWithDemoCredentials(database.db, hasher);
  if (demoAccounts.length > 0) {
    console.error(demoCredentialsRefusal(demoAccounts));
    await database.close();
    unlock();
    process.exit(1);
  }
}

const app = await buildApp({ config, db: database.db, changes: database.changes, hasher, storage, reportError });
if (countQueries) installQueryCountHeader(app.server);
await app.listen({ port: config.port, host: config.host });

const everywhere = config.host === '0.0.0.0' || config.host === '::';
const shown = everywhere ? 'localhost' : config.host;
const where = database.kind === 'pglite' ? `embedded PostgreSQL (PGlite) in ${config.dataDir}` : 'PostgreSQL server';
const lines = [`School Ops is running at http://${shown}:${config.port} on ${where}.`];
if (isLoopback(config.host))
  lines.push('Only this computer can open it; to open it to your network, start it with HOST=0.0.0.0.');
if (config.demo) {
  lines.push(seeded ? 'Demo data was created.' : 'Demo data present.');
  lines.push(`Demo accounts (password '${DEMO_PASSWORD}'): ${DEMO_ACCOUNTS.map((a) => a.username).join(', ')}.`);
  lines.push(`The part-timer also signs in with SMS ID 12345 and PIN ${DEMO_PIN}.`);
}
console.log(lines.join('\n'));

/** A lost connection is replaced by the pool; say so once a second at most, not once per connection. */
function warnConnectionLost(err: unknown) {
  const now = Date.now();
  if (now - lastWarned < 1_000) return;
  lastWarned = now;
  const reason = err instanceof Error ? err.message : String(err);
  console.warn(`The database connection was lost (${reason}); the next requests reconnect.`);
}
function isLoopback(host: string): boolean {
  return host === 'localhost' || host === '::1' || host.startsWith('127.');
}

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
