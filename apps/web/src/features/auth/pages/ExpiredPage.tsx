import { Box, Button, Typography } from '@mui/material';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { logoutLocally } from '../api.ts';

export default function ExpiredPage() {
  useEffect(() => logoutLocally(), []);
  const { t } = useTranslation();
  return (
    <Box sx={{ textAlign: 'center', mt: 6 }}>
      <Typography variant="h1" gutterBottom>
        {t('status.sessionExpired')}
      </Typography>
      <Button component={Link} to="/login" variant="contained">
        {t('signIn.title')}
      </Button>
    </Box>
  );
}
