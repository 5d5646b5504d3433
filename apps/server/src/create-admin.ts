import { AUTHORITY, createUserSchema, smsIdSchema } from '@school-ops/shared';
import { parseArgs } from 'node:util';
import { createHasher } from './auth/hashing.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { runMigrations } from './db/migrate.ts';
import { createUsersService } from './modules/users/index.ts';
import { lockDataDir } from './ops/data-dir-lock.ts';

const { values } = parseArgs({ options: { name: { type: 'string' }, 'sms-id': { type: 'string' } } });
const smsId = smsIdSchema.safeParse(Number(values['sms-id']));
if (!values.name?.trim() || !smsId.success) {
  console.error('Usage: npm run create-admin -- --name "Full Name" --sms-id 12345');
  process.exit(2);
}

const config = loadConfig();
// Never beside a running server on the same embedded database (the lock says which process has it).
const unlock = config.databaseUrl ? () => {} : lockDataDir(config.dataDir, 'npm run create-admin');
const database = await openDatabase(config);
try {
  await runMigrations(database);
  const users = createUsersService({ db: database.db, hasher: createHasher(false) });
  // The first admin has no one to act for them: the audit trail records the nil UUID as actor.
  const { document, credentials } = await users.create(
    {
      id: '00000000-0000-0000-0000-000000000000',
      name: 'create-admin',
      nickname: null,
      authority: AUTHORITY.admin,
      role: null,
      readingLevel: 'none',
    },
    createUserSchema.parse({ name: values.name.trim(), smsId: smsId.data, authority: AUTHORITY.admin, role: null }),
  );
  console.log(`Created admin ${document.name}.`);
  console.log(`  username: ${credentials.username}`);
  console.log(`  password: ${credentials.password}`);
  console.log(`  PIN:      ${credentials.pin}`);
  console.log('These are shown once. Sign in and change them on the credentials screen.');
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exitCode = 1;
} finally {
  await database.close();
  unlock();
}
