import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { jaJP } from '@mui/x-date-pickers/locales';
import type { ReactNode } from 'react';
import { useTranslation } from '../lib/i18n/index.ts';

const JAPANESE_TEXT = jaJP.components.MuiLocalizationProvider.defaultProps.localeText;

/**
 * Wrap date and time pickers in this rather than the whole app: the pickers are the largest
 * library we use, and keeping them out of the shell keeps /login small. The pickers follow the
 * reader's language: dayjs's locale (weekday and month names) and MUI X's texts.
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
