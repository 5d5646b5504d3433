import { hash, verify } from '@node-rs/argon2';

export interface Hasher {
  hash(secret: string): Promise<string>;
  verify(hashed: string, secret: string): Promise<boolean>;
  /** Spends the same time as a real check, so a missing account is not told apart by timing. */
  verifyNothing(secret: string): Promise<false>;
}

export function createHasher(fast: boolean): Hasher {
  // The library's default algorithm is argon2id (a test checks the '$argon2id$' prefix).
  // OWASP's baseline cost for production; the test suite uses cheap parameters.
  const options = fast
    ? { memoryCost: 1024, timeCost: 1, parallelism: 1 }
    : { memoryCost: 19456, timeCost: 2, parallelism: 1 };
  let dummyHash: Promise<string> | undefined;
  const check = async (hashed: string, secret: string) => {
    try {
      return await verify(hashed, secret);
    } catch {
      return false;
    }
  };
  return {
    hash: (secret) => hash(secret, options),
    verify: check,
    async verifyNothing(secret) {
      dummyHash ??= hash('not-a-real-secret', options);
      await check(await dummyHash, secret);
      return false;
    },
  };
}
