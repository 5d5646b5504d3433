import { currentLanguage } from '../../lib/i18n/index.ts';

/** MonthPicker's month field: its placeholder's and its lazily loaded picker's props. */
export interface MonthFieldProps {
  label: string;
  /** 'YYYY-MM-01'. */
  value: string;
  onChange(month: string): void;
}

/** The month as lib/dates.ts writes a month heading: 'November 2026', '2026年11月'. */
export const monthFormat = () => (currentLanguage() === 'ja' ? 'YYYY年M月' : 'MMMM YYYY');
