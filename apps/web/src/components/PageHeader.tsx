import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';

export function PageHeader({ title, actions, children }: { title: string; actions?: ReactNode; children?: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 2, mb: 2 }}>
      {/* As tall as a button (44 px) and at the row's top, so that the heading sits where the entry's plain paint
          put it whatever the row holds beside it (app/first-paint.tsx, plain-shell.css). */}
      <Typography
        variant="h1"
        component="h1"
        sx={{ flexGrow: 1, minHeight: 44, display: 'flex', alignItems: 'center' }}
      >
        {title}
      </Typography>
      {actions}
      {children}
    </Box>
  );
}
