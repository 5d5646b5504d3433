import { displayName, SHIFT_STATUS_NAMES, SHIFT_STATUSES, type ShiftDto, type ShiftStatus } from '@school-ops/shared';
import { calendarDateText } from '../../lib/calendar-date.ts';
import { i18n } from '../../lib/i18n/index.ts';

/** A status's name for a message that says it (a select on submitted / assigned / confirmed / canceled). */
export const statusName = (status: ShiftStatus) => SHIFT_STATUS_NAMES[SHIFT_STATUSES.indexOf(status)] ?? 'canceled';

/**
 * The line below a shift's heading (ShiftFormPage): whose shift it is, and its status on its day. Without dayjs:
 * the entry paints it too, from the shift's first read, before the app's code has arrived (app/first-paint.tsx).
 */
export function shiftLine(shift: Pick<ShiftDto, 'user' | 'status' | 'date'>) {
  return {
    label: i18n.t('shifts.form.teacherLabel'),
    teacher: displayName(shift.user),
    status: i18n.t('shifts.form.statusOn', { status: statusName(shift.status), date: calendarDateText(shift.date) }),
  };
}
