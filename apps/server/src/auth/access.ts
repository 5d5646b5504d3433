import type { Authority, Role } from '@school-ops/shared';

/**
 * Every API route declares who may call it in its config; the authenticate hook enforces it
 * and the route-table test reads it. Record-level rules stay in each feature's policy.ts.
 */
export type Access = { public: true } | { authority?: Authority; role?: Role };

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
}

export const PUBLIC: Access = { public: true };
export const LOGGED_IN: Access = {};
export const authority = (level: Authority): Access => ({ authority: level });
export const role = (level: Role): Access => ({ role: level });
