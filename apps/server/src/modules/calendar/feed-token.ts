import { createHash, createHmac, randomBytes } from 'node:crypto';

/**
 * A feed URL's token is HMAC-SHA256(secret, nonce), the nonce 32 random bytes kept in calendar_feeds (decision
 * 0034): the server can show a person their URL again, while the database holds only the token's SHA-256, which
 * opens nothing without the secret.
 */
export function createFeedTokens(secret: string) {
  const tokenOf = (nonce: string) => createHmac('sha256', secret).update(`calendar-feed:${nonce}`).digest('base64url');
  return {
    tokenOf,
    newNonce: () => randomBytes(32).toString('base64url'),
    hashOf: (token: string) => createHash('sha256').update(token).digest('hex'),
  };
}

export type FeedTokens = ReturnType<typeof createFeedTokens>;

/** 32 bytes in base64url: anything else is not a token this server made, and is answered 404 without a lookup. */
export const FEED_TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;
