import type { Hasher } from '../auth/hashing.ts';
import type { Executor } from '../db/client.ts';
import { listLiveCredentials } from '../modules/users/index.ts';
import { DEMO_PASSWORD, DEMO_PIN } from './demo.ts';

/**
 * The usernames of live accounts whose password or PIN is the published demo one. Each distinct
 * hash is checked once: the demo gives all its accounts the same two, and argon2 is slow on purpose.
 */
export async function accountsWithDemoCredentials(db: Executor, hasher: Hasher): Promise<string[]> {
  const rows = await listLiveCredentials(db);
  const matching = async (hashes: string[], secret: string) => {
    const distinct = [...new Set(hashes)];
    const found = await Promise.all(distinct.map((h) => hasher.verify(h, secret)));
    return new Set(distinct.filter((_, i) => found[i]));
  };
  const [passwords, pins] = await Promise.all([
    matching(
      rows.map((r) => r.passwordHash),
      DEMO_PASSWORD,
    ),
    matching(
      rows.map((r) => r.pinHash),
      DEMO_PIN,
    ),
  ]);
  return rows
    .filter((r) => passwords.has(r.passwordHash) || pins.has(r.pinHash))
    .map((r) => r.username)
    .sort();
}

/** Why a production start stops, and what to do about it. */
export function demoCredentialsRefusal(usernames: string[]): string {
  return [
    `School Ops will not start with NODE_ENV=production while ${usernames.length === 1 ? 'an account uses' : `${usernames.length} accounts use`} the published demo password or PIN: ${usernames.join(', ')}.`,
    'Remove the demo data with `npm run demo:remove` (with the same DATA_DIR or DATABASE_URL), then start again.',
    'For an account of your own, start once without NODE_ENV=production (DEMO=false HOST=127.0.0.1) and reset its credentials on /users.',
  ].join('\n');
}
