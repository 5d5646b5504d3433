import {
  isSmsIdUsername,
  MSG,
  type LoginData,
  type UpdateLanguageInput,
  type UpdatePasswordInput,
  type UpdatePinInput,
} from '@school-ops/shared';
import { randomUUID } from 'node:crypto';
import { auditOf, recordAudit } from '../../audit/record.ts';
import { toIdentity, type Identity } from '../../auth/identity.ts';
import type { Hasher } from '../../auth/hashing.ts';
import type { Tokens, VerifiedToken } from '../../auth/tokens.ts';
import type { Db } from '../../db/client.ts';
import type { UserRow } from '../../db/schema/index.ts';
import { badRequest, forbidden, HttpError, notFound } from '../../lib/http-error.ts';
import { findLiveById, findLiveBySmsId, findLiveByUsername, presentUser, updateUser } from '../users/index.ts';
import { presentSelf } from './present-self.ts';
import { revokeToken } from './revocation-repository.ts';
import { createThrottle } from './throttle.ts';

export interface AuthDeps {
  db: Db;
  hasher: Hasher;
  tokens: Tokens;
}

function assertSelf(actor: Identity, id: string) {
  if (actor.id !== id) throw forbidden('you can only change your own credentials');
}

export function createAuthService({ db, hasher, tokens }: AuthDeps) {
  const throttle = createThrottle(db);

  const findUser = (username: string) =>
    isSmsIdUsername(username) ? findLiveBySmsId(db, Number(username)) : findLiveByUsername(db, username);

  /**
   * The person and the id of their device, when the browser sent a device token given to them. Without
   * a valid device token the person is looked up after the lock check, as before: a burst against a
   * locked account costs one query per attempt.
   */
  async function knownDevice(input: LoginData): Promise<{ user?: UserRow; device?: string }> {
    const devices = input.deviceTokens.flatMap((t) => tokens.verifyDevice(t) ?? []);
    if (devices.length === 0) return {};
    const user = await findUser(input.username);
    return { user, device: devices.find((d) => d.sub === user?.id)?.dev };
  }

  /**
   * Changes one's own credential: checks the current one, stores the new hash and bumps the token
   * version, so every earlier token of this person ends (decision 0015); the reply carries a fresh
   * token for the device that asked, of the same lifetime as the one it replaces.
   */
  async function changeOwnCredential(
    actor: Identity,
    id: string,
    token: VerifiedToken,
    change: {
      action: string;
      isCurrent: (u: UserRow) => Promise<boolean>;
      wrong: string;
      values: () => Promise<Partial<UserRow>>;
    },
  ) {
    assertSelf(actor, id);
    const row = await db.transaction(async (tx) => {
      const user = await findLiveById(tx, id);
      if (!user) throw notFound();
      if (!(await change.isCurrent(user))) throw badRequest(change.wrong);
      const updated = await updateUser(tx, id, { ...(await change.values()), tokenVersion: user.tokenVersion + 1 });
      if (!updated) throw notFound();
      await recordAudit(tx, { ...auditOf(actor), action: change.action, entity: 'user', entityId: id });
      return updated;
    });
    const fresh = tokens.sign({ sub: row.id, ver: row.tokenVersion }, token.stayLoggedIn);
    return { document: presentUser(row), payload: { token: fresh } };
  }

  return {
    async login(input: LoginData, address: string, requestId: string) {
      const known = await knownDevice(input);
      const attempt = { account: input.username, address, device: known.device };
      await throttle.assertNotLocked(attempt);
      const user = 'user' in known ? known.user : await findUser(input.username);
      const bySms = isSmsIdUsername(input.username);
      const ok = user
        ? await hasher.verify(bySms ? user.pinHash : user.passwordHash, input.password)
        : await hasher.verifyNothing(input.password);
      if (!user || !ok) {
        await throttle.recordFailure(attempt, requestId);
        throw new HttpError(401, MSG.invalidCredentials);
      }
      await throttle.recordSuccess(attempt);
      // The sign-in page's language becomes the person's only while they have never chosen one.
      const signedIn =
        input.language && !user.languageChosen
          ? ((await updateUser(db, user.id, { language: input.language, languageChosen: true })) ?? user)
          : user;
      const token = tokens.sign({ sub: user.id, ver: user.tokenVersion }, input.stayLoggedIn && !bySms);
      // A device keeps its id (and so its counter) across sign-ins; its token's lifetime starts again.
      const deviceToken = tokens.signDevice({ sub: user.id, dev: known.device ?? randomUUID() });
      return {
        user: presentSelf(toIdentity(signedIn, { id: requestId, ip: address }), signedIn),
        payload: { token, deviceToken },
      };
    },

    /** Ends the token the request came with; the person's other devices stay signed in. */
    async logout(actor: Identity, token: VerifiedToken) {
      await db.transaction(async (tx) => {
        await revokeToken(tx, { jti: token.jti, userId: actor.id, expiresAt: new Date(token.expiresAt) }, new Date());
        await recordAudit(tx, { ...auditOf(actor), action: 'auth.logout', entity: 'user', entityId: actor.id });
      });
    },

    async me(actor: Identity) {
      const user = await findLiveById(db, actor.id);
      if (!user) throw notFound();
      return presentSelf(actor, user);
    },

    /** One's own language, from /me: it is then the person's choice, which a later sign-in never overrides. */
    async updateLanguage(actor: Identity, input: UpdateLanguageInput) {
      const row = await db.transaction(async (tx) => {
        const updated = await updateUser(tx, actor.id, { language: input.language, languageChosen: true });
        if (!updated) throw notFound();
        await recordAudit(tx, {
          ...auditOf(actor),
          action: 'auth.update-language',
          entity: 'user',
          entityId: actor.id,
        });
        return updated;
      });
      return presentUser(row);
    },

    updatePassword: (actor: Identity, id: string, token: VerifiedToken, input: UpdatePasswordInput) =>
      changeOwnCredential(actor, id, token, {
        action: 'auth.update-password',
        isCurrent: (u) => hasher.verify(u.passwordHash, input.currentPassword),
        wrong: 'current password is incorrect',
        values: async () => ({ passwordHash: await hasher.hash(input.newPassword), mustChangePassword: false }),
      }),

    updatePin: (actor: Identity, id: string, token: VerifiedToken, input: UpdatePinInput) =>
      changeOwnCredential(actor, id, token, {
        action: 'auth.update-pin',
        isCurrent: (u) => hasher.verify(u.pinHash, input.currentPin),
        wrong: 'current PIN is incorrect',
        values: async () => ({ pinHash: await hasher.hash(input.newPin), mustChangePin: false }),
      }),
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
