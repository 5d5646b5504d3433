import {
  AUTHORITY,
  AUTHORITY_NAMES,
  mayOpen,
  ROLE,
  ROLE_NAMES,
  SCREENS,
  type Authority,
  type Role,
} from '@school-ops/shared';
import { describe, expect, it } from 'vitest';
import type { Access } from '../auth/access.ts';
import { workerDatabase } from '../test/database.ts';
import { collectApiRoutes } from '../test/route-table.ts';

/**
 * The web's screens (packages/shared/src/screens.ts, from which its router guards and drawer are made) against the
 * access the API routes declare (their `config.access`): whoever may open a screen may call every route it reads,
 * so a change on either side that would leave a screen unable to load fails here (decision 0028).
 */

const routes = await collectApiRoutes((await workerDatabase()).db);
const accessOf = new Map(routes.map((r) => [r.key, r.access]));

interface Person {
  name: string;
  authority: Authority;
  role: Role | null;
}

/** Everyone signed in: any authority with any teaching role or none, as the route-table test's callers. */
const PEOPLE: Person[] = (Object.values(AUTHORITY) as Authority[]).flatMap((authority) =>
  [null, ...(Object.values(ROLE) as Role[])].map((role) => ({
    name: `${AUTHORITY_NAMES[authority]} with role ${role === null ? 'none' : ROLE_NAMES[role]}`,
    authority,
    role,
  })),
);

/** Written out here rather than calling the authenticate hook: lower numbers are more power. */
function routeAllows(access: Access, who: Person | null): boolean {
  if ('public' in access) return true;
  if (!who) return false;
  if (access.authority !== undefined && who.authority > access.authority) return false;
  return access.role === undefined || (who.role !== null && who.role <= access.role);
}

describe('the screens and the API routes they read', () => {
  it('name routes the app has, each a GET', () => {
    const unknown = SCREENS.flatMap((s) => s.reads.filter((read) => !accessOf.has(read)).map((r) => `${s.path}: ${r}`));
    expect(unknown, 'reads with no such route').toEqual([]);
  });

  it.each(SCREENS.map((s) => [s.path, s] as const))(
    '%s: whoever may open it may call each route it reads',
    (_path, screen) => {
      const problems: string[] = [];
      for (const read of screen.reads) {
        const access = accessOf.get(read);
        expect(access, `${read} declares no access`).toBeDefined();
        for (const who of [null, ...PEOPLE]) {
          if (mayOpen(screen.access, who) && !routeAllows(access!, who))
            problems.push(`${who?.name ?? 'someone signed out'} may open it but not call ${read}`);
        }
      }
      expect(problems).toEqual([]);
    },
  );

  it('can tell a screen that reads beyond its access', () => {
    const supervisors = accessOf.get('GET /api/students')!;
    const partTimer = PEOPLE.find((p) => p.authority === AUTHORITY.user && p.role === ROLE.partTimeTeacher)!;
    expect(mayOpen({}, partTimer)).toBe(true);
    expect(routeAllows(supervisors, partTimer)).toBe(false);
    expect(routeAllows(accessOf.get('GET /api/sessions')!, partTimer)).toBe(true);
  });
});
