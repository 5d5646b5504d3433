import { Box, Typography } from '@mui/material';
import { MSG } from '@school-ops/shared';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { logoutLocally } from '../api.ts';

export default function LogoutPage() {
  const navigate = useNavigate();
  useEffect(() => {
    logoutLocally();
    const timer = setTimeout(() => void navigate('/login', { replace: true }), 400);
    return () => clearTimeout(timer);
  }, [navigate]);
  return (
    <Box sx={{ textAlign: 'center', mt: 6 }}>
      <Typography variant="h1">{MSG.loggingOut}</Typography>
    </Box>
  );
}
