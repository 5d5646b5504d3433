import { AUTHORITY, ROLE } from '@school-ops/shared';
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { revokedTokens, users } from '../../db/schema/index.ts';
import { buildUser, signToken } from '../../test/factories/index.ts';

const b64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

export function decodeClaims(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as Record<string, unknown>;
}

/** The payload is changed after signing (here: the version, as an attacker would to dodge a revocation). */
export function tamper(token: string, change: Record<string, unknown> = {}): string {
  const [header, , signature] = token.split('.');
  const claims = decodeClaims(token);
  const altered = { ...claims, ver: Number(claims.ver) + 1, ...change };
  return `${header}.${b64url(altered)}.${signature}`;
}

/** Unsigned: `alg: none` with an empty signature, for a real user and a live version. */
export function algNone(sub: string, ver: number): string {
  const now = Math.floor(Date.now() / 1000);
  return `${b64url({ alg: 'none', typ: 'JWT' })}.${b64url({ sub, ver, iat: now, exp: now + 3600 })}.`;
}

/** Same claims and algorithm, another key. */
export function wrongSecret(sub: string, ver: number): string {
  return signToken({ id: sub, tokenVersion: ver }, { secret: 'another-secret-another-secret-another-secret' });
}

/** Correctly signed, but it ran out an hour ago. */
export function expired(sub: string, ver: number): string {
  return signToken({ id: sub, tokenVersion: ver }, { expired: true });
}

/** A powerful user that never signs in: the matrix only needs their token. */
const ADMIN = { authority: AUTHORITY.admin, role: ROLE.schoolManager, signsIn: false };

export interface BadToken {
  name: string;
  token: string;
}

/**
 * Every kind of token the app must refuse with 422, each for an otherwise powerful admin so
 * that a wrong acceptance would show as a 2xx rather than hide behind a 403.
 */
export async function badTokens(db: Executor): Promise<BadToken[]> {
  const live = await buildUser(db, ADMIN);
  const deleted = await buildUser(db, ADMIN);
  const revoked = await buildUser(db, ADMIN);
  const loggedOut = await buildUser(db, ADMIN);
  // Deletion alone (version unchanged) shows the live-user check; reset-credentials bumps the version.
  await db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, deleted.id));
  await db
    .update(users)
    .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
    .where(eq(users.id, revoked.id));
  // What POST /api/auth/logout leaves behind: this one token ended, the user and their version untouched.
  const { jti, exp } = decodeClaims(loggedOut.token);
  await db
    .insert(revokedTokens)
    .values({ jti: String(jti), userId: loggedOut.id, expiresAt: new Date(Number(exp) * 1000) });
  return [
    { name: 'expired token', token: expired(live.id, live.tokenVersion) },
    { name: 'tampered token', token: tamper(live.token) },
    { name: 'alg-none token', token: algNone(live.id, live.tokenVersion) },
    { name: 'wrong-secret token', token: wrongSecret(live.id, live.tokenVersion) },
    { name: "deleted user's token", token: deleted.token },
    { name: 'revoked token', token: revoked.token },
    { name: 'logged-out token', token: loggedOut.token },
    { name: 'garbage token', token: 'not-a-jwt' },
  ];
}
