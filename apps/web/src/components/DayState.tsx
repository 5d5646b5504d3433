import { Typography } from '@mui/material';
import { Loading } from './Loading.tsx';

/**
 * What a list of the global date's day shows before its data: 'Choose a date to see its …' while the date
 * is empty (its query waits for one, so 'Loading...' would stay for ever), then 'Loading...'.
 */
export function DayState({ date, what, pending }: { date: string; what: string; pending: boolean }) {
  if (!date) return <Typography>Choose a date to see its {what}.</Typography>;
  return pending ? <Loading /> : null;
}
