import { Box, Typography } from '@mui/material';
import { MSG } from '@school-ops/shared';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { endTokenOnServer, logoutLocally } from '../api.ts';

export default function LogoutPage() {
  const navigate = useNavigate();
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
      <Typography variant="h1">{MSG.loggingOut}</Typography>
    </Box>
  );
}
