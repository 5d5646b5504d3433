import { Button, Card, CardContent, Typography } from '@mui/material';
import { Link } from 'react-router';
import { useAuth } from '../../../lib/auth.ts';
import { today } from '../../../lib/dates.ts';
import { filterStore } from '../../../lib/filter.ts';
import { useMyPickups } from '../api.ts';

/** Home: the number of pickups assigned today, with a link to My Pickups. */
export function TodayPickups() {
  const { user } = useAuth();
  const date = today();
  const mine = useMyPickups(user?.id, date);
  const count = mine.data?.pickups.length ?? 0;
  return (
    <Card component="section" aria-labelledby="today-pickups" sx={{ mb: 3 }}>
      <CardContent>
        <Typography id="today-pickups" variant="h2" component="h2" gutterBottom>
          Today&apos;s Pickups
        </Typography>
        {mine.isPending && <Typography color="text.secondary">Loading...</Typography>}
        {mine.isError && <Typography color="error">Error: {mine.error.message}</Typography>}
        {mine.data && (
          <Typography sx={{ fontSize: '1.1rem', mb: 1 }}>
            You have <strong>{count}</strong> {count === 1 ? 'pickup' : 'pickups'} assigned today.
          </Typography>
        )}
        <Button component={Link} to="/my-pickups" variant="outlined" onClick={() => filterStore.set({ date })}>
          My Pickups
        </Button>
      </CardContent>
    </Card>
  );
}
