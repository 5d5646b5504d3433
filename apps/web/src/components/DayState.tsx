import { Typography } from '@mui/material';
import { useTranslation } from '../lib/i18n/index.ts';
import { Loading } from './Loading.tsx';

/**
 * What a list of the global date's day shows before its data: 'Choose a date to see its …' while the date
 * is empty (its query waits for one, so 'Loading...' would stay for ever), then 'Loading...'. `what` is the
 * caller's word for the list, in the reader's language ('sessions', 'セッション').
 */
export function DayState({ date, what, pending }: { date: string; what: string; pending: boolean }) {
  const { t } = useTranslation();
  if (!date) return <Typography>{t('components.dayState.chooseDate', { what })}</Typography>;
  return pending ? <Loading /> : null;
}
