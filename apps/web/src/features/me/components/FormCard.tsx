import { Button, Card, CardActions, CardContent, Stack, Typography } from '@mui/material';
import type { FormEventHandler, ReactNode } from 'react';

export function FormCard(p: {
  title: string;
  onSubmit: FormEventHandler;
  busy: boolean;
  submitLabel: string;
  children: ReactNode;
}) {
  return (
    <Card component="form" onSubmit={p.onSubmit} noValidate aria-label={p.title}>
      <CardContent>
        <Typography variant="h2" component="h2" gutterBottom>
          {p.title}
        </Typography>
        <Stack spacing={2}>{p.children}</Stack>
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2 }}>
        <Button type="submit" variant="contained" disabled={p.busy}>
          {p.submitLabel}
        </Button>
      </CardActions>
    </Card>
  );
}
