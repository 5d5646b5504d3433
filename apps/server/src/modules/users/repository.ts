import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.ts';
import { users, type NewUserRow, type UserRow } from '../../db/schema/index.ts';

const live = isNull(users.deletedAt);

export function findLiveById(db: Executor, id: string): Promise<UserRow | undefined> {
  return db.query.users.findFirst({ where: and(eq(users.id, id), live) });
}

/**
 * findLiveById as a statement built once: authentication runs it on every request, and building
 * the SQL text of the query each time was most of a small request's CPU.
 */
export function prepareFindLiveById(db: Db): (id: string) => Promise<UserRow | undefined> {
  const query = db.query.users.findFirst({ where: and(eq(users.id, sql.placeholder('id')), live) }).prepare('live_user_by_id');
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

export async function countLive(db: Executor): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(users).where(live);
  return row?.n ?? 0;
}

/**
 * Locks the live admin rows (in id order) before counting, so two admins removing each other at
 * the same time cannot both see the other one and leave no admin: the second waits and recounts.
 */
export async function countOtherLiveAdmins(db: Executor, exceptId: string): Promise<number> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(live, eq(users.authority, 0)))
    .orderBy(asc(users.id))
    .for('update');
  return rows.filter((r) => r.id !== exceptId).length;
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
