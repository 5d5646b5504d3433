import { Box, Button, Typography } from '@mui/material';
import { MSG } from '@school-ops/shared';
import { Link } from 'react-router';

export default function NotFoundPage() {
  return (
    <Box sx={{ textAlign: 'center', mt: 6 }}>
      <Typography variant="h1" gutterBottom>
        {MSG.pageNotFound}
      </Typography>
      <Button component={Link} to="/" variant="contained">
        Go home
      </Button>
    </Box>
  );
}
