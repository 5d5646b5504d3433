import { createSigner } from 'fast-jwt';
import { createTokens } from '../../auth/tokens.ts';
import { TEST_SECRET, tokens } from '../build-test-app.ts';

export interface TokenSubject {
  id: string;
  tokenVersion: number;
}

/** Ways a test token may differ from the app's own, for the refusals the app must make. */
export interface SignTokenOptions {
  /** Another server's secret (a second process, or a forgery). */
  secret?: string;
  /** Correctly signed, but it ran out an hour ago. */
  expired?: boolean;
  /** Another HMAC algorithm than the HS256 the app signs with. */
  algorithm?: 'HS512';
  /** No `jti`, as tokens made before tokens had ids. */
  withoutId?: boolean;
}

/**
 * The one way tests sign a sign-in token. By default it is the app's own kind: each call a fresh
 * sign-in (its own `jti`), as a second device would get.
 */
export function signToken(user: TokenSubject, o: SignTokenOptions = {}): string {
  const claims = { sub: user.id, ver: user.tokenVersion };
  if (!o.expired && !o.algorithm && !o.withoutId)
    return (o.secret ? createTokens(o.secret) : tokens).sign(claims, false);
  const sign = createSigner({
    key: o.secret ?? TEST_SECRET,
    algorithm: o.algorithm ?? 'HS256',
    expiresIn: 60_000,
    ...(o.expired && { clockTimestamp: Date.now() - 2 * 60 * 60 * 1000 }),
  });
  return sign(claims);
}
