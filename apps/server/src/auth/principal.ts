import type { Actor } from '../audit/record.ts';
import type { UserRow } from '../db/schema/index.ts';
import type { VerifiedToken } from './tokens.ts';

/** The signed-in user as the server knows them for this request. */
export interface Principal {
  id: string;
  name: string;
  nickname: string | null;
  authority: number;
  role: number | null;
  readingLevel: UserRow['readingLevel'];
}

declare module 'fastify' {
  interface FastifyRequest {
    principal: Principal | null;
    /** The sign-in token the request came with, once verified (logout revokes this one). */
    signInToken: VerifiedToken | null;
  }
}

export function toPrincipal(u: UserRow): Principal {
  return {
    id: u.id,
    name: u.name,
    nickname: u.nickname,
    authority: u.authority,
    role: u.role,
    readingLevel: u.readingLevel,
  };
}

/** For handlers of routes that require a login: the hook has already refused anonymous calls. */
export function principalOf(req: { principal: Principal | null }): Principal {
  if (!req.principal) throw new Error('route reached without a principal');
  return req.principal;
}

/** For handlers of routes that require a login: the token the request was accepted with. */
export function signInTokenOf(req: { signInToken: VerifiedToken | null }): VerifiedToken {
  if (!req.signInToken) throw new Error('route reached without a token');
  return req.signInToken;
}

/** The acting user of a request, with what the audit trail keeps of it. */
export function actorOf(req: { principal: Principal | null; id: string; ip: string }): Actor {
  const p = principalOf(req);
  return { id: p.id, authority: p.authority, role: p.role, requestId: req.id, ip: req.ip };
}
