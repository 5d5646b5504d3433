import type { UserRow } from '../db/schema/index.ts';
import type { VerifiedToken } from './tokens.ts';

/**
 * Who is asking, for this request: the signed-in user as policies judge them, with what the audit trail keeps
 * of the request (decision 0024). Routes take it from the request once; services and policies receive it.
 */
export interface Identity {
  id: string;
  name: string;
  nickname: string | null;
  authority: number;
  role: number | null;
  readingLevel: UserRow['readingLevel'];
  requestId?: string;
  ip?: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    identity: Identity | null;
    /** The sign-in token the request came with, once verified (logout revokes this one). */
    signInToken: VerifiedToken | null;
    /** The sign-in token as sent, for a long-lived request that must check it again (the live stream). */
    bearerToken: string | null;
  }
}

type IdentityUser = Pick<UserRow, 'id' | 'name' | 'nickname' | 'authority' | 'role' | 'readingLevel'>;

export function toIdentity(u: IdentityUser, req: { id: string; ip: string }): Identity {
  return {
    id: u.id,
    name: u.name,
    nickname: u.nickname,
    authority: u.authority,
    role: u.role,
    readingLevel: u.readingLevel,
    requestId: req.id,
    ip: req.ip,
  };
}

/** For handlers of routes that require a login: the hook has already refused anonymous calls. */
export function identityOf(req: { identity: Identity | null }): Identity {
  if (!req.identity) throw new Error('route reached without an identity');
  return req.identity;
}

/** For handlers of routes that require a login: the token the request was accepted with. */
export function signInTokenOf(req: { signInToken: VerifiedToken | null }): VerifiedToken {
  if (!req.signInToken) throw new Error('route reached without a token');
  return req.signInToken;
}
