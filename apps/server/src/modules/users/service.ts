import {
  baseUsername,
  hasMainShift,
  ROLE,
  type CreateUserData,
  type GeneratedCredentials,
  type UpdateUserData,
  type UserAction,
} from '@school-ops/shared';
import { auditOf, recordAudit } from '../../audit/record.ts';
import type { Identity } from '../../auth/identity.ts';
import { generatePassword, generatePin } from '../../auth/credentials.ts';
import type { Hasher } from '../../auth/hashing.ts';
import type { Db, Executor } from '../../db/client.ts';
import type { UserRow } from '../../db/schema/index.ts';
import { conflict, notFound } from '../../lib/http-error.ts';
import { isUniqueViolation } from '../../lib/pg-errors.ts';
import * as policy from './policy.ts';
import { presentManagedUser, presentUser } from './presenter.ts';
import * as repo from './repository.ts';

export interface UsersDeps {
  db: Db;
  hasher: Hasher;
}

const USERNAME_RETRIES = 5;

async function freeUsername(db: Executor, name: string): Promise<string> {
  const base = baseUsername(name) || 'user';
  const taken = await repo.usernamesStartingWith(db, base);
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}${n}`)) return `${base}${n}`;
}

/** Role-specific fields: max hours belong to part-timers, the main shift to full-timers and supervisors. */
function roleFields(role: number | null, input: Pick<CreateUserData, 'maxHours' | 'mainShift'>) {
  return {
    maxHours: role === ROLE.partTimeTeacher ? (input.maxHours ?? null) : null,
    mainShift: hasMainShift(role) ? (input.mainShift ?? null) : null,
  };
}

function smsIdTaken(err: unknown): never {
  if (isUniqueViolation(err, 'users_sms_id_live')) throw conflict('that SMS ID is already used by another user');
  throw err;
}

async function loadManageable(db: Executor, actor: Identity, id: string, action: UserAction): Promise<UserRow> {
  const user = await repo.findLiveById(db, id);
  if (!user) throw notFound();
  policy.authorize(actor, action, user);
  return user;
}

export function createUsersService({ db, hasher }: UsersDeps) {
  async function issueCredentials(
    username: string,
  ): Promise<GeneratedCredentials & { passwordHash: string; pinHash: string }> {
    const password = generatePassword();
    const pin = generatePin();
    const [passwordHash, pinHash] = await Promise.all([hasher.hash(password), hasher.hash(pin)]);
    return { username, password, pin, passwordHash, pinHash };
  }

  return {
    async list(p: Identity) {
      return (await repo.listLive(db)).map(presentManagedUser(p));
    },

    async get(actor: Identity, id: string) {
      const user = await repo.findLiveById(db, id);
      if (!user) throw notFound();
      return presentManagedUser(actor)(user);
    },

    async create(actor: Identity, data: CreateUserData) {
      policy.authorize(actor, 'grant', { authority: data.authority });
      const attempt = () =>
        db.transaction(async (tx) => {
          const username = await freeUsername(tx, data.name);
          const { passwordHash, pinHash, ...credentials } = await issueCredentials(username);
          const row = await repo.insertUser(tx, {
            username,
            smsId: data.smsId,
            name: data.name,
            nickname: data.nickname ?? null,
            role: data.role,
            authority: data.authority,
            readingLevel: data.readingLevel,
            trainingLevel: data.trainingLevel,
            // A manager's choice is the person's until they change it on /me: a sign-in does not override it.
            ...(data.language !== undefined && { language: data.language, languageChosen: true }),
            ...roleFields(data.role, data),
            passwordHash,
            pinHash,
          });
          const document = presentUser(row);
          await recordAudit(tx, {
            ...auditOf(actor),
            action: 'user.create',
            entity: 'user',
            entityId: row.id,
            after: document,
          });
          return { document: presentManagedUser(actor)(row), credentials };
        });
      // Two users of the same name created at once pick the same free username: the loser tries again.
      for (let tries = 1; ; tries++) {
        try {
          return await attempt();
        } catch (err) {
          if (tries < USERNAME_RETRIES && isUniqueViolation(err, 'users_username_live')) continue;
          smsIdTaken(err);
        }
      }
    },

    async update(actor: Identity, id: string, data: UpdateUserData) {
      return db
        .transaction(async (tx) => {
          const before = await loadManageable(tx, actor, id, 'edit');
          if (data.authority !== undefined) {
            policy.authorize(actor, 'grant', { authority: data.authority });
            policy.assertKeepsAnAdmin(before, await repo.countOtherLiveAdmins(tx, id), data.authority);
          }
          const role = data.role !== undefined ? data.role : before.role;
          const row = await repo.updateUser(tx, id, {
            ...(data.smsId !== undefined && { smsId: data.smsId }),
            ...(data.name !== undefined && { name: data.name }),
            ...(data.nickname !== undefined && { nickname: data.nickname }),
            ...(data.role !== undefined && { role: data.role }),
            ...(data.authority !== undefined && { authority: data.authority }),
            ...(data.readingLevel !== undefined && { readingLevel: data.readingLevel }),
            ...(data.trainingLevel !== undefined && { trainingLevel: data.trainingLevel }),
            ...(data.language !== undefined && { language: data.language, languageChosen: true }),
            ...roleFields(role, {
              maxHours: data.maxHours !== undefined ? data.maxHours : before.maxHours,
              mainShift: data.mainShift !== undefined ? data.mainShift : before.mainShift,
            }),
          });
          if (!row) throw notFound();
          const document = presentUser(row);
          await recordAudit(tx, {
            ...auditOf(actor),
            action: 'user.update',
            entity: 'user',
            entityId: id,
            before: presentUser(before),
            after: document,
          });
          return presentManagedUser(actor)(row);
        })
        .catch(smsIdTaken);
    },

    async remove(actor: Identity, id: string) {
      // One's own account is refused before it is read (400, whatever its authority).
      policy.authorize(actor, 'delete', { id, authority: actor.authority });
      return db.transaction(async (tx) => {
        const before = await loadManageable(tx, actor, id, 'delete');
        policy.assertKeepsAnAdmin(before, await repo.countOtherLiveAdmins(tx, id));
        const row = await repo.softDeleteUser(tx, id);
        if (!row) throw notFound();
        await recordAudit(tx, {
          ...auditOf(actor),
          action: 'user.delete',
          entity: 'user',
          entityId: id,
          before: presentUser(before),
        });
        return presentManagedUser(actor)(row);
      });
    },

    async resetCredentials(actor: Identity, id: string) {
      return db.transaction(async (tx) => {
        const before = await loadManageable(tx, actor, id, 'resetCredentials');
        const { passwordHash, pinHash, ...credentials } = await issueCredentials(before.username);
        const row = await repo.updateUser(tx, id, {
          passwordHash,
          pinHash,
          mustChangePassword: true,
          mustChangePin: true,
          tokenVersion: before.tokenVersion + 1,
        });
        if (!row) throw notFound();
        await recordAudit(tx, { ...auditOf(actor), action: 'user.reset-credentials', entity: 'user', entityId: id });
        return { document: presentManagedUser(actor)(row), credentials };
      });
    },
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
