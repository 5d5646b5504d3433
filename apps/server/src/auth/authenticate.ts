import { hasAuthority, hasRole } from '@school-ops/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ChangeFeed } from '../db/change-feed.ts';
import type { Db } from '../db/client.ts';
import { isDatabaseUnavailable } from '../lib/database-unavailable.ts';
import { forbidden, HttpError } from '../lib/http-error.ts';
import { createReadCache } from '../lib/read-cache.ts';
import { revokedTokenIds } from '../modules/auth/index.ts';
import { prepareFindLiveById } from '../modules/users/index.ts';
import { PUBLIC } from './access.ts';
import { toPrincipal } from './principal.ts';
import type { Tokens } from './tokens.ts';

export const EXPIRED_MESSAGE = 'your session has expired, please log in again';

function bearer(req: FastifyRequest): string | null {
  const header = req.headers.authorization;
  if (!header) return null;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : null;
}

/**
 * Every /api route must say who may call it (config.access): a route without it fails at
 * start-up rather than being left open by mistake.
 */
export function registerAuthentication(app: FastifyInstance, deps: { db: Db; tokens: Tokens; changes?: ChangeFeed }) {
  app.decorateRequest('principal', null);
  app.decorateRequest('signInToken', null);
  const findLiveById = prepareFindLiveById(deps.db);
  // Every request needs its user and their logged-out tokens; kept in memory until their table changes (decision 0011).
  const users = createReadCache<Awaited<ReturnType<typeof findLiveById>>>(deps.changes, {
    tables: ['users'],
    maxEntries: 5_000,
  });
  const revoked = createReadCache<Set<string>>(deps.changes, { tables: ['revoked_tokens'], maxEntries: 5_000 });
  const isRevoked = async (userId: string, jti: string) =>
    (await revoked(userId, () => revokedTokenIds(deps.db, userId))).has(jti);

  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api')) return;
    if (route.url.startsWith('/api/docs')) {
      route.config = { ...route.config, access: PUBLIC };
      return;
    }
    if (!route.config?.access) throw new Error(`route ${route.method} ${route.url} declares no access`);
  });

  app.addHook('onRequest', async (req) => {
    const access = req.routeOptions.config?.access;
    if (!access || 'public' in access) return;
    const token = bearer(req);
    if (!token) throw new HttpError(401, 'please log in');
    const claims = deps.tokens.verify(token);
    if (!claims) throw new HttpError(422, EXPIRED_MESSAGE);
    // A subject that is no user's id is an invalid token; a database that does not answer is not (503).
    const user = await users(claims.sub, () => findLiveById(claims.sub)).catch((err: unknown) => {
      if (isDatabaseUnavailable(err)) throw err;
      return undefined;
    });
    if (!user || user.tokenVersion !== claims.ver) throw new HttpError(422, EXPIRED_MESSAGE);
    if (await isRevoked(user.id, claims.jti)) throw new HttpError(422, EXPIRED_MESSAGE);
    req.principal = toPrincipal(user);
    req.signInToken = claims;
    if (access.authority !== undefined && !hasAuthority(user.authority, access.authority)) throw forbidden();
    if (access.role !== undefined && !hasRole(user.role, access.role)) throw forbidden();
  });
}
