import { createSigner, createVerifier } from 'fast-jwt';

export interface TokenClaims {
  sub: string;
  /** The user's tokenVersion when signed: a reset or delete makes every older token stale. */
  ver: number;
}

export const SHORT_TTL_MS = 12 * 60 * 60 * 1000;
export const LONG_TTL_MS = 30 * 24 * 60 * 60 * 1000;

export function createTokens(secret: string) {
  const signShort = createSigner({ key: secret, algorithm: 'HS256', expiresIn: SHORT_TTL_MS });
  const signLong = createSigner({ key: secret, algorithm: 'HS256', expiresIn: LONG_TTL_MS });
  // Only HS256 is accepted: 'none' and every other algorithm fail verification.
  // Verified tokens are remembered (until their exp, which the cache respects), under fast-jwt's own
  // key (a hash of the whole token): every request carries one, and the HMAC was a visible share of a
  // cached read's cost.
  const verifier = createVerifier({ key: secret, algorithms: ['HS256'], cache: 2_000 });
  return {
    sign(claims: TokenClaims, stayLoggedIn: boolean): string {
      return (stayLoggedIn ? signLong : signShort)({ sub: claims.sub, ver: claims.ver });
    },
    /** The claims, or null for an expired, altered or foreign token. */
    verify(token: string): TokenClaims | null {
      try {
        const payload = verifier(token) as Partial<TokenClaims>;
        if (typeof payload.sub !== 'string' || typeof payload.ver !== 'number') return null;
        return { sub: payload.sub, ver: payload.ver };
      } catch {
        return null;
      }
    },
  };
}

export type Tokens = ReturnType<typeof createTokens>;
