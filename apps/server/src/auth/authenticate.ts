import { hasAuthority, hasRole } from '@school-ops/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ChangeFeed } from '../db/change-feed.ts';
import type { UserRow } from '../db/schema/index.ts';
import { isDatabaseUnavailable } from '../lib/database-unavailable.ts';
import { forbidden, HttpError } from '../lib/http-error.ts';
import { createReadCache } from '../lib/read-cache.ts';
import { PUBLIC } from './access.ts';
import { toIdentity } from './identity.ts';
import type { Tokens } from './tokens.ts';

export const EXPIRED_MESSAGE = 'your session has expired, please log in again';

function bearer(req: FastifyRequest): string | null {
  const header = req.headers.authorization;
  if (!header) return null;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : null;
}

/**
 * What the hook reads, handed in by the composition root (app.ts): infrastructure imports no feature, so the
 * users and auth modules' loaders come from there (decision 0024).
 */
export interface AuthenticationDeps {
  tokens: Tokens;
  changes?: ChangeFeed;
  /** The user a token names, unless deleted. */
  findLiveById: (id: string) => Promise<UserRow | undefined>;
  /** The ids of a person's logged-out tokens that have not run out yet. */
  revokedTokenIds: (userId: string) => Promise<Set<string>>;
}

/**
 * Every /api route must say who may call it (config.access): a route without it fails at
 * start-up rather than being left open by mistake.
 */
export function registerAuthentication(app: FastifyInstance, deps: AuthenticationDeps) {
  app.decorateRequest('identity', null);
  app.decorateRequest('signInToken', null);
  app.decorateRequest('bearerToken', null);
  const { findLiveById, revokedTokenIds } = deps;
  // Every request needs its user and their logged-out tokens; kept in memory until their table changes (decision 0011).
  const users = createReadCache<UserRow | undefined>(deps.changes, {
    read: 'auth.user',
    maxEntries: 5_000,
  });
  const revoked = createReadCache<Set<string>>(deps.changes, { read: 'auth.revokedTokens', maxEntries: 5_000 });
  const isRevoked = async (userId: string, jti: string) =>
    (await revoked(userId, () => revokedTokenIds(userId))).has(jti);

  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api')) return;
    if (route.url.startsWith('/api/docs')) {
      route.config = { ...route.config, access: PUBLIC };
      return;
    }
    if (!route.config?.access) throw new Error(`route ${route.method} ${route.url} declares no access`);
  });

  /** The person a sign-in token stands for now, or the refusal (401/422) it gets. */
  async function identify(token: string | null, req: { id: string; ip: string }) {
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
    return { user, claims, identity: toIdentity(user, req) };
  }

  app.addHook('onRequest', async (req) => {
    const access = req.routeOptions.config?.access;
    if (!access || 'public' in access) return;
    const token = bearer(req);
    const { user, claims, identity } = await identify(token, req);
    req.identity = identity;
    req.signInToken = claims;
    req.bearerToken = token;
    if (access.authority !== undefined && !hasAuthority(user.authority, access.authority)) throw forbidden();
    if (access.role !== undefined && !hasRole(user.role, access.role)) throw forbidden();
  });

  return {
    /**
     * A long-lived request's token checked again (the live stream, decision 0030): the person as they are now,
     * or null once the token is logged out, the password changed or the user deleted.
     */
    recheck: async (token: string, req: { id: string; ip: string }) => {
      try {
        return (await identify(token, req)).identity;
      } catch (err) {
        if (err instanceof HttpError) return null;
        throw err;
      }
    },
  };
}
