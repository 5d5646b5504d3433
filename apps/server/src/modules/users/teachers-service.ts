import { ROLE, type UpdateTeacherData } from '@school-ops/shared';
import { auditOf, recordAudit } from '../../audit/record.ts';
import type { Identity } from '../../auth/identity.ts';
import type { Db, Executor } from '../../db/client.ts';
import { notFound } from '../../lib/http-error.ts';
import * as policy from './policy.ts';
import { presentUser } from './presenter.ts';
import * as repo from './repository.ts';

export const TEACHER_ROLES: number[] = [ROLE.fullTimeTeacher, ROLE.partTimeTeacher];

/** Teachers are the users with a teaching role; supervisors keep their levels and nickname. */
export function createTeachersService({ db }: { db: Db }) {
  // Takes the executor: inside a transaction, a query on `db` would wait for a second connection
  // (on PGlite, which has one, forever).
  async function loadTeacher(ex: Executor, id: string) {
    const user = await repo.findLiveById(ex, id);
    if (!user || user.role === null || !TEACHER_ROLES.includes(user.role)) throw notFound();
    return user;
  }

  return {
    async list() {
      return (await repo.listLiveByRoles(db, TEACHER_ROLES)).map(presentUser);
    },

    async get(id: string) {
      return presentUser(await loadTeacher(db, id));
    },

    async update(actor: Identity, id: string, data: UpdateTeacherData) {
      return db.transaction(async (tx) => {
        const before = await loadTeacher(tx, id);
        policy.authorize(actor, 'edit', before);
        const row = await repo.updateUser(tx, id, {
          ...(data.readingLevel !== undefined && { readingLevel: data.readingLevel }),
          ...(data.trainingLevel !== undefined && { trainingLevel: data.trainingLevel }),
          ...(data.nickname !== undefined && { nickname: data.nickname }),
        });
        if (!row) throw notFound();
        const document = presentUser(row);
        await recordAudit(tx, {
          ...auditOf(actor),
          action: 'teacher.update',
          entity: 'user',
          entityId: id,
          before: presentUser(before),
          after: document,
        });
        return document;
      });
    },
  };
}

export type TeachersService = ReturnType<typeof createTeachersService>;
