import { availabilityLock, SHIFT_ACTIONS, SHIFT_STATUS, schoolToday, type ShiftAbilities } from '@school-ops/shared';
import type { Identity } from '../../auth/identity.ts';
import { abilitiesOf } from '../../auth/policy.ts';
import type { Executor } from '../../db/client.ts';
import type { ShiftRow } from '../../db/schema/index.ts';
import { policy } from './policy.ts';
import { listHeld } from './repository.ts';
import { readCanSubmit } from './submission.ts';

type Judged = Pick<ShiftRow, 'userId' | 'date' | 'status'>;

/**
 * The `can` of the shifts `p` reads (decision 0024). Edit, delete and confirm are a supervisor's; withdrawing
 * is one's own availability while its date is not locked, and the lock needs the switch and the person's held
 * dates: read once for the whole response (two reads at most, none when no shift is the reader's own).
 */
export async function shiftAbilities(
  ex: Executor,
  p: Identity,
  rows: Judged[],
): Promise<(row: Judged) => ShiftAbilities> {
  const own = rows.filter((r) => r.userId === p.id);
  const canSubmit = own.length > 0 && (await readCanSubmit(ex));
  const submittedDates = [...new Set(own.filter((r) => r.status === SHIFT_STATUS.submitted).map((r) => r.date))];
  const held = new Set(canSubmit ? (await listHeld(ex, [p.id], submittedDates)).map((r) => r.shift.date) : []);
  const today = schoolToday();
  return (row) =>
    abilitiesOf(policy, SHIFT_ACTIONS, p, {
      userId: row.userId,
      lock: availabilityLock({
        date: row.date,
        today,
        canSubmit,
        heldOnDate: row.status !== SHIFT_STATUS.submitted || held.has(row.date),
      }),
    });
}
