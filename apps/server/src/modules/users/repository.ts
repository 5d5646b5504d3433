import { and, asc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.ts';
import { users, type NewUserRow, type UserRow } from '../../db/schema/index.ts';

/**
 * For other modules' list queries that show a person's name beside their own rows in one query: read only,
 * never a write target (decision 0025).
 */
export const usersForJoins = users;

const live = isNull(users.deletedAt);

export function findLiveById(db: Executor, id: string): Promise<UserRow | undefined> {
  return db.query.users.findFirst({ where: and(eq(users.id, id), live) });
}

/**
 * findLiveById as a statement built once: authentication runs it on every request, and building
 * the SQL text of the query each time was most of a small request's CPU.
 */
export function prepareFindLiveById(db: Db): (id: string) => Promise<UserRow | undefined> {
  const query = db.query.users
    .findFirst({ where: and(eq(users.id, sql.placeholder('id')), live) })
    .prepare('live_user_by_id');
  return (id) => query.execute({ id });
}

export function findLiveByUsername(db: Executor, username: string): Promise<UserRow | undefined> {
  return db.query.users.findFirst({ where: and(eq(users.username, username.toLowerCase()), live) });
}

export function findLiveBySmsId(db: Executor, smsId: number): Promise<UserRow | undefined> {
  return db.query.users.findFirst({ where: and(eq(users.smsId, smsId), live) });
}

export function listLive(db: Executor): Promise<UserRow[]> {
  return db.select().from(users).where(live).orderBy(asc(users.name), asc(users.id));
}

export function listLiveByRoles(db: Executor, roles: number[]): Promise<UserRow[]> {
  return db
    .select()
    .from(users)
    .where(and(live, inArray(users.role, roles)))
    .orderBy(asc(users.name), asc(users.id));
}

/** Live people with a teaching role, in SMS ID order: the demo seeds hand out their work in that order. */
export function listLiveStaffBySmsId(db: Executor): Promise<UserRow[]> {
  return db
    .select()
    .from(users)
    .where(and(live, isNotNull(users.role)))
    .orderBy(asc(users.smsId));
}

export async function countLive(db: Executor): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(users)
    .where(live);
  return row?.n ?? 0;
}

/**
 * Locks the live admin rows (in id order) before counting, so two admins removing each other at
 * the same time cannot both see the other one and leave no admin: the second waits and recounts.
 */
export async function countOtherLiveAdmins(db: Executor, except: string | readonly string[]): Promise<number> {
  const excepted = new Set(typeof except === 'string' ? [except] : except);
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(live, eq(users.authority, 0)))
    .orderBy(asc(users.id))
    .for('update');
  return rows.filter((r) => !excepted.has(r.id)).length;
}

/** Usernames already taken that start with the base, to pick the next free one. */
export async function usernamesStartingWith(db: Executor, base: string): Promise<Set<string>> {
  const rows = await db
    .select({ username: users.username })
    .from(users)
    .where(and(live, sql`${users.username} like ${`${base}%`}`));
  return new Set(rows.map((r) => r.username));
}

export async function insertUser(db: Executor, values: NewUserRow): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function updateUser(db: Executor, id: string, values: Partial<NewUserRow>): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(users.id, id), live))
    .returning();
  return row;
}

export async function softDeleteUser(db: Executor, id: string): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ deletedAt: new Date(), updatedAt: new Date(), tokenVersion: sql`${users.tokenVersion} + 1` })
    .where(and(eq(users.id, id), live))
    .returning();
  return row;
}

/** Live accounts' hashes, for the production start's check for the published demo credentials. */
export function listLiveCredentials(db: Executor): Promise<Pick<UserRow, 'username' | 'passwordHash' | 'pinHash'>[]> {
  return db
    .select({ username: users.username, passwordHash: users.passwordHash, pinHash: users.pinHash })
    .from(users)
    .where(live);
}

/** Accounts (deleted ones too) with exactly these username and SMS ID pairs. */
export async function findByUsernameAndSmsId(
  db: Executor,
  pairs: { username: string; smsId: number }[],
): Promise<Pick<UserRow, 'id' | 'authority' | 'deletedAt'>[]> {
  if (pairs.length === 0) return [];
  return db
    .select({ id: users.id, authority: users.authority, deletedAt: users.deletedAt })
    .from(users)
    .where(
      sql`(${users.username}, ${users.smsId}) in (${sql.join(
        pairs.map((p) => sql`(${p.username}::text, ${p.smsId}::int)`),
        sql`, `,
      )})`,
    );
}

/**
 * Removes the rows for good (the demo's people only): their shifts go with them, sessions and
 * settings they touched keep the record without the person (foreign keys).
 */
export async function deleteUsersForGood(db: Executor, ids: string[]): Promise<number> {
  if (ids.length === 0) return 0;
  return (await db.delete(users).where(inArray(users.id, ids)).returning({ id: users.id })).length;
}

/**
 * Locks the users' rows (in id order, so two transactions never wait on each other in a circle) for the rest of
 * the transaction: a caller's changes to one person's rows elsewhere then run one at a time.
 */
export async function lockUsers(db: Executor, userIds: string[]): Promise<void> {
  const ids = [...new Set(userIds)].sort();
  if (ids.length === 0) return;
  await db.select({ id: users.id }).from(users).where(inArray(users.id, ids)).orderBy(asc(users.id)).for('update');
}
