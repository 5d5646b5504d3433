import { Box, Button, Paper, Stack, Typography } from '@mui/material';
import { useNavigate, useRouteError } from 'react-router';
import { isVisible } from '../lib/visible-error.ts';

export { VisibleError } from '../lib/visible-error.ts';

export function ErrorView({ error, reset }: { error: unknown; reset?: () => void }) {
  const navigate = useNavigate();
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
          Something went wrong!
        </Typography>
        <Typography sx={{ mb: 2 }}>
          {message !== null ? `Error: ${message}` : 'An unexpected error occurred!'}
        </Typography>
        <Typography sx={{ mb: 3 }}>
          Please try one of the actions below and report the issue if it reoccurs. Thank you for your cooperation.
        </Typography>
        <Stack direction="row" spacing={2}>
          <Button variant="outlined" onClick={() => go(-1)}>
            back
          </Button>
          <Button variant="contained" onClick={() => go('/')}>
            home
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
