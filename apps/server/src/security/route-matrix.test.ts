import { AUTHORITY, AUTHORITY_NAMES, ROLE, ROLE_NAMES, type Authority, type Role } from '@school-ops/shared';
import { randomUUID } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { authority, LOGGED_IN, role, type Access } from '../auth/access.ts';
import { EXPIRED_MESSAGE } from '../auth/authenticate.ts';
import { useTestApp } from '../test/build-test-app.ts';
import { workerDatabase } from '../test/database.ts';
import { bearer } from '../test/api.ts';
import { buildUser } from '../test/factories/index.ts';
import { collectApiRoutes } from '../test/route-table.ts';
import { badTokens } from './support/bad-tokens.ts';

/**
 * Who may call each API route: one file per feature in src/test/access/, merged here. Every
 * route the app registers must be listed, and every entry must match a route: a new feature adds
 * its own file (the test says which routes are missing).
 */
const { EXPECTED, SIGNED } = await loadAccessTables();

async function loadAccessTables() {
  const dir = new URL('../test/access/', import.meta.url);
  const merged: Record<string, Access> = {};
  const signed = new Set<string>();
  for (const file of readdirSync(dir)
    .filter((f) => f.endsWith('.ts'))
    .sort()) {
    const mod = (await import(new URL(file, dir).href)) as { ACCESS: Record<string, Access>; SIGNED?: string[] };
    for (const [key, access] of Object.entries(mod.ACCESS)) {
      if (key in merged) throw new Error(`${key} is listed twice (again in ${file})`);
      merged[key] = access;
    }
    for (const key of mod.SIGNED ?? []) signed.add(key);
  }
  return { EXPECTED: merged, SIGNED: signed };
}

interface Caller {
  name: string;
  /** undefined: no Authorization header at all. */
  token: string | undefined;
  /** null for the anonymous and bad-token callers, who never reach an access check. */
  authority: number | null;
  role: number | null;
  /** A token that must be refused (expired, forged, revoked...): 422 on every non-public route. */
  refused?: true;
}

const AUTHORITIES = Object.values(AUTHORITY) as Authority[];
/** Any authority may have any teaching role or none: the app allows every combination. */
const ROLES: (Role | null)[] = [null, ...(Object.values(ROLE) as Role[])];

/** Written out here rather than calling the code under test: lower numbers are more power. */
function allowed(access: Access, caller: Caller): boolean {
  if ('public' in access) return true;
  if (caller.authority === null) return false;
  if (access.authority !== undefined && caller.authority > access.authority) return false;
  if (access.role !== undefined && (caller.role === null || caller.role > access.role)) return false;
  return true;
}

function expectedOutcome(access: Access, caller: Caller): 'ok' | 401 | 403 | 422 {
  if ('public' in access) return 'ok';
  if (caller.token === undefined) return 401;
  if (caller.refused) return 422;
  return allowed(access, caller) ? 'ok' : 403;
}

const routes = await collectApiRoutes((await workerDatabase()).db);

describe('route table', () => {
  const t = useTestApp();

  it('finds the routes of the app', () => {
    expect(routes.length).toBeGreaterThan(0);
    expect(routes.map((r) => r.key)).toContain('GET /api/health');
    expect(routes.some((r) => r.url.startsWith('/api/docs'))).toBe(false);
  });

  it('lists every route of the app, and nothing else', () => {
    const actual = routes.map((r) => r.key);
    const missingFromTable = actual.filter((key) => !(key in EXPECTED));
    const withoutRoute = Object.keys(EXPECTED).filter((key) => !actual.includes(key));
    expect(missingFromTable, 'routes with no entry in EXPECTED: add them').toEqual([]);
    expect(withoutRoute, 'entries in EXPECTED with no route: remove or fix them').toEqual([]);
    expect(new Set(actual).size, 'a route is registered twice').toBe(actual.length);
  });

  it('declares for each route the access the table expects', () => {
    const declared = Object.fromEntries(routes.map((r) => [r.key, r.access]));
    const expected = Object.fromEntries(routes.map((r) => [r.key, EXPECTED[r.key]]));
    expect(declared).toEqual(expected);
  });

  it('has helper logic that can tell access levels apart', () => {
    const user = { name: 'x', token: 'x', authority: AUTHORITY.user, role: ROLE.partTimeTeacher };
    const noRole = { name: 'y', token: 'y', authority: AUTHORITY.admin, role: null };
    expect(allowed(authority(AUTHORITY.manager), user)).toBe(false);
    expect(allowed(authority(AUTHORITY.user), user)).toBe(true);
    expect(allowed(role(ROLE.partTimeTeacher), user)).toBe(true);
    expect(allowed(role(ROLE.fullTimeTeacher), user)).toBe(false);
    expect(allowed(role(ROLE.partTimeTeacher), noRole)).toBe(false);
    expect(allowed(LOGGED_IN, noRole)).toBe(true);
  });

  it.each(routes.map((r) => [r.key, r] as const))('%s answers each caller as its access says', async (_key, route) => {
    const callers: Caller[] = [{ name: 'no token', token: undefined, authority: null, role: null }];
    for (const bad of await badTokens(t.database.db)) {
      callers.push({ name: bad.name, token: bad.token, authority: null, role: null, refused: true });
    }
    for (const a of AUTHORITIES) {
      for (const r of ROLES) {
        const u = await buildUser(t.database.db, { authority: a, role: r, signsIn: false });
        const name = `${AUTHORITY_NAMES[a]} with role ${r === null ? 'none' : ROLE_NAMES[r]}`;
        callers.push({ name, token: u.token, authority: a, role: r });
      }
    }

    const access = EXPECTED[route.key] ?? route.access;
    expect(access, `${route.key} has no access to test against`).toBeDefined();
    const url = route.url.replace(/:[A-Za-z_]\w*/g, () => randomUUID());
    const hasBody = ['POST', 'PUT', 'PATCH', 'DELETE'].includes(route.method);

    const problems: string[] = [];
    for (const caller of callers) {
      const res = await t.app.inject({
        method: route.method as 'GET',
        url,
        headers: caller.token === undefined ? {} : bearer(caller.token),
        ...(hasBody && { payload: {} }),
      });
      // A signed-URL route ignores tokens: without a valid signature every caller gets 403.
      const want = SIGNED.has(route.key) ? 403 : expectedOutcome(access!, caller);
      const got = res.statusCode;
      const ok = want === 'ok' ? got !== 401 && got !== 403 && got !== 422 && got < 500 : got === want;
      if (!ok) problems.push(`${caller.name}: expected ${want}, got ${got} ${res.body}`);
      else if (want === 422 && res.json<{ message: string }>().message !== EXPIRED_MESSAGE) {
        problems.push(`${caller.name}: 422 without the log-in-again message: ${res.body}`);
      }
    }
    expect(problems).toEqual([]);
  });
});
