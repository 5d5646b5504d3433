import { Box, Button, Paper, Stack, Typography } from '@mui/material';
import { useNavigate, useRouteError } from 'react-router';
import { useTranslation } from '../lib/i18n/index.ts';
import { isVisible } from '../lib/visible-error.ts';

export { VisibleError } from '../lib/visible-error.ts';

export function ErrorView({ error, reset }: { error: unknown; reset?: () => void }) {
  const navigate = useNavigate();
  const { t } = useTranslation();
  const message = isVisible(error) ? error.message : null;
  const go = (to: string | number) => {
    reset?.();
    if (typeof to === 'number') void navigate(to);
    else void navigate(to);
  };
  return (
    <Box data-testid="error-page" sx={{ display: 'flex', justifyContent: 'center', p: 3, mt: 8 }}>
      <Paper sx={{ p: 4, maxWidth: 560 }}>
        <Typography variant="h1" gutterBottom>
          {t('errorPage.heading')}
        </Typography>
        <Typography sx={{ mb: 2 }}>
          {message !== null ? t('errorPage.message', { message }) : t('errorPage.unexpected')}
        </Typography>
        <Typography sx={{ mb: 3 }}>{t('errorPage.advice')}</Typography>
        <Stack direction="row" spacing={2}>
          <Button variant="outlined" onClick={() => go(-1)}>
            {t('errorPage.back')}
          </Button>
          <Button variant="contained" onClick={() => go('/')}>
            {t('errorPage.home')}
          </Button>
        </Stack>
      </Paper>
    </Box>
  );
}

export function RouteErrorPage() {
  const error = useRouteError();
  return <ErrorView error={error} />;
}
