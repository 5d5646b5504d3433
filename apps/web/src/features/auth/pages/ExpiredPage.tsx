import { Box, Button, Typography } from '@mui/material';
import { MSG } from '@school-ops/shared';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { logoutLocally } from '../api.ts';

export default function ExpiredPage() {
  useEffect(() => logoutLocally(), []);
  return (
    <Box sx={{ textAlign: 'center', mt: 6 }}>
      <Typography variant="h1" gutterBottom>
        {MSG.sessionExpired}
      </Typography>
      <Button component={Link} to="/login" variant="contained">
        Log in
      </Button>
    </Box>
  );
}
