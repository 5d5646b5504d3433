import { ROLE, type MaxHoursInput } from '@school-ops/shared';
import { auditOf, recordAudit } from '../../audit/record.ts';
import type { Identity } from '../../auth/identity.ts';
import type { Db } from '../../db/client.ts';
import { forbidden, notFound } from '../../lib/http-error.ts';
import { findLiveById, presentUser, updateUser } from '../users/index.ts';

/** Only part-time teachers keep a max-hours figure, and only they may change their own. */
export async function updateMaxHours(db: Db, actor: Identity, userId: string, input: MaxHoursInput) {
  if (actor.id !== userId) throw forbidden('you can only change your own max hours');
  if (actor.role !== ROLE.partTimeTeacher) throw forbidden('only part-time teachers keep max hours');
  return db.transaction(async (tx) => {
    const before = await findLiveById(tx, userId);
    if (!before) throw notFound();
    const row = await updateUser(tx, userId, { maxHours: input.maxHours });
    if (!row) throw notFound();
    await recordAudit(tx, {
      ...auditOf(actor),
      action: 'shifts.update-max-hours',
      entity: 'user',
      entityId: userId,
      before: { maxHours: before.maxHours },
      after: { maxHours: row.maxHours },
    });
    return presentUser(row);
  });
}
