import { createHmac, randomUUID } from 'node:crypto';
import { createSigner, createVerifier } from 'fast-jwt';

export interface TokenClaims {
  sub: string;
  /** The user's tokenVersion when signed: a reset, delete or own credential change makes every older token stale. */
  ver: number;
}

/** A verified sign-in token: who, and which token it is (logout revokes that one, decision 0015). */
export interface VerifiedToken extends TokenClaims {
  jti: string;
  /** When it runs out (ms since the epoch): a revocation need only be kept until then. */
  expiresAt: number;
  /** Signed with "stay logged in": a token that replaces it keeps that lifetime. */
  stayLoggedIn: boolean;
}

/** A device token: this browser once signed in as this person (decision 0015). */
export interface DeviceClaims {
  sub: string;
  /** The device's own id, the key of its failure counter. */
  dev: string;
}

export const SHORT_TTL_MS = 12 * 60 * 60 * 1000;
export const LONG_TTL_MS = 30 * 24 * 60 * 60 * 1000;
export const DEVICE_TTL_MS = 365 * 24 * 60 * 60 * 1000;

/**
 * Device tokens are signed with a key of their own, derived from the secret: a device token can never
 * pass as a sign-in token, nor the other way round.
 */
const deviceKey = (secret: string) => createHmac('sha256', secret).update('school-ops device token').digest();

export function createTokens(secret: string) {
  const signShort = createSigner({ key: secret, algorithm: 'HS256', expiresIn: SHORT_TTL_MS });
  const signLong = createSigner({ key: secret, algorithm: 'HS256', expiresIn: LONG_TTL_MS });
  // Only HS256 is accepted: 'none' and every other algorithm fail verification.
  // Verified tokens are remembered (until their exp, which the cache respects), under fast-jwt's own
  // key (a hash of the whole token): every request carries one, and the HMAC was a visible share of a
  // cached read's cost.
  const verifier = createVerifier({ key: secret, algorithms: ['HS256'], cache: 2_000 });
  const signDevice = createSigner({ key: deviceKey(secret), algorithm: 'HS256', expiresIn: DEVICE_TTL_MS });
  const verifyDevice = createVerifier({ key: deviceKey(secret), algorithms: ['HS256'] });
  return {
    sign(claims: TokenClaims, stayLoggedIn: boolean): string {
      return (stayLoggedIn ? signLong : signShort)({ sub: claims.sub, ver: claims.ver, jti: randomUUID() });
    },
    /** The claims, or null for an expired, altered or foreign token, or one without an id (made before ids). */
    verify(token: string): VerifiedToken | null {
      try {
        const p = verifier(token) as Partial<TokenClaims & { jti: string; exp: number; iat: number }>;
        if (typeof p.sub !== 'string' || typeof p.ver !== 'number' || typeof p.jti !== 'string') return null;
        if (typeof p.exp !== 'number' || typeof p.iat !== 'number') return null;
        const stayLoggedIn = (p.exp - p.iat) * 1000 > SHORT_TTL_MS;
        return { sub: p.sub, ver: p.ver, jti: p.jti, expiresAt: p.exp * 1000, stayLoggedIn };
      } catch {
        return null;
      }
    },
    signDevice(claims: DeviceClaims): string {
      return signDevice({ sub: claims.sub, dev: claims.dev });
    },
    /** The device's claims, or null for anything not a live device token of this server. */
    verifyDevice(token: string): DeviceClaims | null {
      try {
        const p = verifyDevice(token) as Partial<DeviceClaims>;
        return typeof p.sub === 'string' && typeof p.dev === 'string' ? { sub: p.sub, dev: p.dev } : null;
      } catch {
        return null;
      }
    },
  };
}

export type Tokens = ReturnType<typeof createTokens>;
