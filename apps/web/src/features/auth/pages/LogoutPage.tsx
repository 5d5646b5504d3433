import { Box, Typography } from '@mui/material';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { endTokenOnServer, logoutLocally } from '../api.ts';

export default function LogoutPage() {
  const navigate = useNavigate();
  const { t } = useTranslation();
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let left = false;
    // The token is ended on the server before local storage forgets it.
    void endTokenOnServer().then(() => {
      logoutLocally();
      if (!left) timer = setTimeout(() => void navigate('/login', { replace: true }), 400);
    });
    return () => {
      left = true;
      clearTimeout(timer);
    };
  }, [navigate]);
  return (
    <Box sx={{ textAlign: 'center', mt: 6 }}>
      <Typography variant="h1">{t('signIn.loggingOut')}</Typography>
    </Box>
  );
}
