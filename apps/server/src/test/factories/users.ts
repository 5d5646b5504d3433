import { AUTHORITY, ROLE, type ReadingLevel } from '@school-ops/shared';
import { toIdentity } from '../../auth/identity.ts';
import type { Executor } from '../../db/client.ts';
import type { UserRow } from '../../db/schema/index.ts';
import { insertUser } from '../../modules/users/index.ts';
import { hasher } from '../build-test-app.ts';
import { signToken } from './tokens.ts';

export const TEST_PASSWORD = 'correct-horse-1';
export const TEST_PIN = '4321';

let seq = 0;

export interface BuildUserOptions {
  authority?: number;
  /** A teaching role; `null` for staff without one. */
  role?: number | null;
  name?: string;
  username?: string;
  smsId?: number;
  nickname?: string | null;
  readingLevel?: ReadingLevel;
  trainingLevel?: number;
  maxHours?: number | null;
  mustChange?: boolean;
  /** `false`: no real password or PIN, for the many users of a matrix that never signs in (hashing is slow). */
  signsIn?: boolean;
}

export type TestUser = UserRow & { token: string };

/** A user with TEST_PASSWORD and TEST_PIN (unless `signsIn: false`), plus a valid token for them. */
export async function buildUser(db: Executor, o: BuildUserOptions = {}): Promise<TestUser> {
  seq += 1;
  const row = await insertUser(db, {
    username: o.username ?? `testuser${seq}`,
    smsId: o.smsId ?? 50000 + seq,
    name: o.name ?? `Test User ${seq}`,
    nickname: o.nickname ?? null,
    authority: o.authority ?? AUTHORITY.user,
    role: o.role === undefined ? ROLE.partTimeTeacher : o.role,
    readingLevel: o.readingLevel ?? 'all',
    trainingLevel: o.trainingLevel ?? 0,
    maxHours: o.maxHours ?? null,
    passwordHash: o.signsIn === false ? 'x' : await hasher.hash(TEST_PASSWORD),
    pinHash: o.signsIn === false ? 'x' : await hasher.hash(TEST_PIN),
    mustChangePassword: o.mustChange ?? false,
    mustChangePin: o.mustChange ?? false,
  });
  return { ...row, token: signToken(row) };
}

/** One user per authority level, with the role that usually goes with it. */
export async function buildStaff(db: Executor) {
  return {
    admin: await buildUser(db, { authority: AUTHORITY.admin, role: ROLE.schoolManager }),
    manager: await buildUser(db, { authority: AUTHORITY.manager, role: ROLE.schoolManager }),
    supervisor: await buildUser(db, { authority: AUTHORITY.supervisor, role: ROLE.supervisor }),
    fullTimer: await buildUser(db, { authority: AUTHORITY.user, role: ROLE.fullTimeTeacher }),
    partTimer: await buildUser(db, { authority: AUTHORITY.user, role: ROLE.partTimeTeacher, maxHours: 20 }),
  };
}

/** The identity a request signed in as this user would carry, for calling a service directly. */
export function identityFor(u: Pick<UserRow, 'id' | 'name' | 'nickname' | 'authority' | 'role' | 'readingLevel'>) {
  return toIdentity(u, { id: 'test-request', ip: '127.0.0.1' });
}
