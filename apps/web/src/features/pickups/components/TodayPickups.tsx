import { Button, Card, CardContent, Typography } from '@mui/material';
import { Trans } from 'react-i18next';
import { Link } from 'react-router';
import { useAuth } from '../../../lib/auth.ts';
import { today } from '../../../lib/dates.ts';
import { filterStore } from '../../../lib/filter.ts';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { useMyPickups } from '../api.ts';

/** Home: the number of pickups assigned today, with a link to My Pickups. */
export function TodayPickups() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const date = today();
  const mine = useMyPickups(user?.id, date);
  const count = mine.data?.pickups.length ?? 0;
  return (
    <Card component="section" aria-labelledby="today-pickups" sx={{ mb: 3 }}>
      <CardContent>
        <Typography id="today-pickups" variant="h2" component="h2" gutterBottom>
          {t('pickups.today.title')}
        </Typography>
        {/* The line the count takes, so that the button does not move when it comes. */}
        {mine.isPending && (
          <Typography color="text.secondary" sx={{ fontSize: '1.1rem', mb: 1 }}>
            {t('pickups.today.loading')}
          </Typography>
        )}
        {mine.isError && (
          <Typography color="error">{t('pickups.today.error', { message: mine.error.message })}</Typography>
        )}
        {mine.data && (
          <Typography sx={{ fontSize: '1.1rem', mb: 1 }}>
            <Trans i18nKey="pickups.today.count" values={{ count }} components={{ strong: <strong /> }} />
          </Typography>
        )}
        <Button component={Link} to="/my-pickups" variant="outlined" onClick={() => filterStore.set({ date })}>
          {t('pickups.today.myPickups')}
        </Button>
      </CardContent>
    </Card>
  );
}
