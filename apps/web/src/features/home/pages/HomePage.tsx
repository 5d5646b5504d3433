import { Box, Card, CardActionArea, CardContent, Typography } from '@mui/material';
import { shortName } from '@school-ops/shared';
import { Link } from 'react-router';
import { useAuth } from '../../../lib/auth.ts';
import { dayjs, today } from '../../../lib/dates.ts';
import { UsefulLinks } from '../../links/index.ts';
import { TodayPickups } from '../../pickups/index.ts';
import { TodayShift } from '../../shifts/index.ts';

const SHORTCUTS = [
  { to: '/sessions', title: 'Sessions', text: "Today's reading and class sessions" },
  { to: '/activities', title: 'Activities', text: 'Log the day with photos' },
  { to: '/my-pickups', title: 'My Pickups', text: "Pick-ups and drop-offs you're escorting" },
  { to: '/me', title: 'My Info', text: 'Password, PIN and hours' },
];

export default function HomePage() {
  const { user } = useAuth();
  return (
    <>
      <Typography variant="h1" component="h1" gutterBottom>
        Welcome, {shortName(user)}!
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {dayjs(today()).format('dddd, YYYY-MM-DD')}
      </Typography>
      <TodayShift />
      <TodayPickups />
      <Box
        component="section"
        aria-label="shortcuts"
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' } }}
      >
        {SHORTCUTS.map((s) => (
          <Card key={s.to}>
            <CardActionArea component={Link} to={s.to} sx={{ height: '100%' }}>
              <CardContent>
                <Typography variant="h2" component="h2" gutterBottom>
                  {s.title}
                </Typography>
                <Typography color="text.secondary">{s.text}</Typography>
              </CardContent>
            </CardActionArea>
          </Card>
        ))}
      </Box>
      <UsefulLinks />
    </>
  );
}
