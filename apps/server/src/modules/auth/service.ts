import { isSmsIdUsername, MSG, type LoginData, type UpdatePasswordInput, type UpdatePinInput } from '@school-ops/shared';
import { auditOf, recordAudit, type Actor } from '../../audit/record.ts';
import type { Hasher } from '../../auth/hashing.ts';
import type { Tokens } from '../../auth/tokens.ts';
import type { Db } from '../../db/client.ts';
import { badRequest, forbidden, HttpError, notFound } from '../../lib/http-error.ts';
import { findLiveById, findLiveBySmsId, findLiveByUsername, presentUser, updateUser } from '../users/index.ts';
import { createThrottle } from './throttle.ts';

export interface AuthDeps {
  db: Db;
  hasher: Hasher;
  tokens: Tokens;
}

function assertSelf(actor: Actor, id: string) {
  if (actor.id !== id) throw forbidden('you can only change your own credentials');
}

export function createAuthService({ db, hasher, tokens }: AuthDeps) {
  const throttle = createThrottle(db);

  return {
    async login(input: LoginData, address: string, requestId: string) {
      await throttle.assertNotLocked(input.username, address);
      const bySms = isSmsIdUsername(input.username);
      const user = bySms
        ? await findLiveBySmsId(db, Number(input.username))
        : await findLiveByUsername(db, input.username);
      const ok = user
        ? await hasher.verify(bySms ? user.pinHash : user.passwordHash, input.password)
        : await hasher.verifyNothing(input.password);
      if (!user || !ok) {
        await throttle.recordFailure(input.username, address, requestId);
        throw new HttpError(401, MSG.invalidCredentials);
      }
      await throttle.recordSuccess(input.username, address);
      const token = tokens.sign({ sub: user.id, ver: user.tokenVersion }, input.stayLoggedIn && !bySms);
      return { user: presentUser(user), payload: { token } };
    },

    async me(actor: Actor) {
      const user = await findLiveById(db, actor.id);
      if (!user) throw notFound();
      return presentUser(user);
    },

    async updatePassword(actor: Actor, id: string, input: UpdatePasswordInput) {
      assertSelf(actor, id);
      return db.transaction(async (tx) => {
        const user = await findLiveById(tx, id);
        if (!user) throw notFound();
        if (!(await hasher.verify(user.passwordHash, input.currentPassword))) {
          throw badRequest('current password is incorrect');
        }
        const row = await updateUser(tx, id, {
          passwordHash: await hasher.hash(input.newPassword),
          mustChangePassword: false,
        });
        if (!row) throw notFound();
        await recordAudit(tx, { ...auditOf(actor), action: 'auth.update-password', entity: 'user', entityId: id });
        return presentUser(row);
      });
    },

    async updatePin(actor: Actor, id: string, input: UpdatePinInput) {
      assertSelf(actor, id);
      return db.transaction(async (tx) => {
        const user = await findLiveById(tx, id);
        if (!user) throw notFound();
        if (!(await hasher.verify(user.pinHash, input.currentPin))) throw badRequest('current PIN is incorrect');
        const row = await updateUser(tx, id, { pinHash: await hasher.hash(input.newPin), mustChangePin: false });
        if (!row) throw notFound();
        await recordAudit(tx, { ...auditOf(actor), action: 'auth.update-pin', entity: 'user', entityId: id });
        return presentUser(row);
      });
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
