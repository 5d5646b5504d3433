import { Alert } from '@mui/material';
import { useLocation } from 'react-router';
import { PageHeader } from '../../../components/PageHeader.tsx';

const TITLES: [RegExp, string][] = [
  [/^\/sessions\/check/, 'Check Sessions'],
  [/^\/sessions\/.+/, 'Session'],
  [/^\/sessions/, 'Sessions'],
  [/^\/activities\/.+\/photos/, 'Activity Photos'],
  [/^\/activities/, 'Activities'],
  [/^\/my-pickups/, 'My Pickups'],
  [/^\/my-shifts/, 'My Shifts'],
  [/^\/pickups/, 'Pickups'],
  [/^\/students/, 'Students'],
  [/^\/books/, 'Books'],
  [/^\/spelling-categories/, 'Spelling Categories'],
  [/^\/shifts\/check/, 'Part-Timer Shifts'],
  [/^\/shifts/, 'Manage Shifts'],
  [/^\/links/, 'Welcome Links'],
  [/^\/manuals/, 'Pickup Manuals'],
];

/** Routes and guards are final; the screens behind these arrive with their own issues. */
export default function ComingSoonPage() {
  const { pathname } = useLocation();
  const title = TITLES.find(([re]) => re.test(pathname))?.[1] ?? 'School Ops';
  return (
    <>
      <PageHeader title={title} />
      <Alert severity="info">This screen is being built and will be available soon.</Alert>
    </>
  );
}
