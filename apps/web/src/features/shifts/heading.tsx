import { displayName, SHIFT_STATUS_NAMES, SHIFT_STATUSES, type ShiftDto, type ShiftStatus } from '@school-ops/shared';
import { calendarDateText } from '../../lib/calendar-date.ts';
import { i18n } from '../../lib/i18n/index.ts';

/*
 * What the shift screens put right below their heading, in words the entry writes too: it paints them from the
 * screen's first read before the app's code has arrived (app/first-paint.tsx), so nothing here uses dayjs or MUI.
 */

/** A status's name for a message that says it (a select on submitted / assigned / confirmed / canceled). */
export const statusName = (status: ShiftStatus) => SHIFT_STATUS_NAMES[SHIFT_STATUSES.indexOf(status)] ?? 'canceled';

/** A shift's line below its heading (ShiftFormPage): whose shift it is, and its status on its day. */
export function ShiftLineWords({ shift }: { shift: Pick<ShiftDto, 'user' | 'status' | 'date'> }) {
  const status = i18n.t('shifts.form.statusOn', {
    status: statusName(shift.status),
    date: calendarDateText(shift.date),
  });
  return (
    <>
      {i18n.t('shifts.form.teacherLabel')} <strong>{displayName(shift.user)}</strong> · {status}
    </>
  );
}

/** My Shifts' warning while submission is closed (its availability read's `canSubmit`), else none. */
export const submissionClosed = (canSubmit: boolean): string | null =>
  canSubmit ? null : i18n.t('shifts.myShifts.closed');
