import { Box, Card, CardActionArea, CardContent, Typography } from '@mui/material';
import { shortName } from '@school-ops/shared';
import { Link } from 'react-router';
import { useAuth } from '../../../lib/auth.ts';
import { formatLongDate, today } from '../../../lib/dates.ts';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { UsefulLinks } from '../../links/index.ts';
import { TodayPickups } from '../../pickups/index.ts';
import { TodayShift } from '../../shifts/index.ts';

export default function HomePage() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const shortcuts = [
    { to: '/sessions', title: t('home.shortcuts.sessions.title'), text: t('home.shortcuts.sessions.text') },
    { to: '/activities', title: t('home.shortcuts.activities.title'), text: t('home.shortcuts.activities.text') },
    { to: '/my-pickups', title: t('home.shortcuts.myPickups.title'), text: t('home.shortcuts.myPickups.text') },
    { to: '/me', title: t('home.shortcuts.me.title'), text: t('home.shortcuts.me.text') },
  ];
  return (
    <>
      <Typography variant="h1" component="h1" gutterBottom>
        {t('home.welcome', { name: shortName(user) })}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {formatLongDate(today())}
      </Typography>
      <TodayShift />
      <TodayPickups />
      <Box
        component="section"
        aria-label={t('home.shortcuts.label')}
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' } }}
      >
        {shortcuts.map((s) => (
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
