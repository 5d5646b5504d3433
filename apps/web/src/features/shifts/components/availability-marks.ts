import { i18n } from '../../../lib/i18n/index.ts';

// The availability calendar's marks, for its legend (AvailabilityCalendar) and its days (AvailabilityDays).
export type DayMark = 'available' | 'assigned' | 'confirmed';

export const MARK_LABELS: Record<DayMark, () => string> = {
  available: () => i18n.t('shifts.calendar.available'),
  assigned: () => i18n.t('shifts.calendar.assigned'),
  confirmed: () => i18n.t('shifts.calendar.confirmed'),
};

export const MARK_STYLES: Record<DayMark, object> = {
  available: { border: '2px solid', borderColor: 'primary.main', bgcolor: '#e3eefb' },
  assigned: { border: '2px dashed', borderColor: 'success.main' },
  confirmed: { bgcolor: '#d7ecd8', border: '2px solid', borderColor: 'success.main', fontWeight: 700 },
};

export interface AvailabilityDaysProps {
  month: string;
  onMonthChange(month: string): void;
  selected: string[];
  onToggle(date: string): void;
  marks: Record<string, DayMark>;
  isLocked(date: string): boolean;
}
