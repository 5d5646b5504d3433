import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { jaJP } from '@mui/x-date-pickers/locales';
import type { ReactNode } from 'react';
import { useTranslation } from '../lib/i18n/index.ts';

const JAPANESE_TEXT = jaJP.components.MuiLocalizationProvider.defaultProps.localeText;

/**
 * MUI X's LocalizationProvider as the app sets it. Only the lazily loaded pickers use it, each wrapping itself
 * (components/pickers/*, AvailabilityDays; decision 0038): the pickers are the largest library we use, and no page
 * imports them before its first paint. The pickers follow the reader's language: dayjs's locale (weekday and month
 * names) and MUI X's texts.
 */
export function PickerProvider({ children }: { children: ReactNode }) {
  // Re-rendered when the language changes; 'pseudo' (tests) and English read as English.
  const { i18n } = useTranslation();
  const locale = i18n.language === 'ja' ? 'ja' : 'en';
  return (
    <LocalizationProvider
      dateAdapter={AdapterDayjs}
      adapterLocale={locale}
      localeText={locale === 'ja' ? JAPANESE_TEXT : undefined}
    >
      {children}
    </LocalizationProvider>
  );
}
