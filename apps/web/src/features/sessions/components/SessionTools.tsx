import { Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { isSupervisor, type SessionDto, type UserDto } from '@school-ops/shared';
import { useState } from 'react';
import { useNotify } from '../../../lib/status.ts';
import { useUpdateSession } from '../api.ts';
import { CancelSessionDialog } from './CancelSessionDialog.tsx';

/** Cancel (supervisors) and convert between class and reading (before the session starts). */
export function SessionTools({ session: s, user }: { session: SessionDto; user: UserDto }) {
  const notify = useNotify();
  const update = useUpdateSession(s.id);
  const [canceling, setCanceling] = useState(false);
  const canCancel = isSupervisor(user) && (s.status === 'new' || s.status === 'in progress');
  const canConvert = s.status === 'new';
  if (!canCancel && !canConvert) return null;
  const other = s.category === 'reading' ? 'class' : 'reading';
  return (
    <Card variant="outlined" sx={{ mt: 3 }}>
      <CardContent>
        <Typography variant="h3" component="h2" gutterBottom>
          Tools
        </Typography>
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
          {canConvert && (
            <Button
              variant="outlined"
              disabled={update.isPending}
              onClick={() =>
                update.mutate(
                  { category: other },
                  {
                    onSuccess: () => notify.success(`session converted to ${other}`),
                    onError: (e) => notify.error(e.message),
                  },
                )
              }
            >
              convert to {other} session
            </Button>
          )}
          {canCancel && (
            <Button variant="outlined" color="error" onClick={() => setCanceling(true)}>
              cancel session
            </Button>
          )}
        </Stack>
      </CardContent>
      <CancelSessionDialog
        open={canceling}
        busy={update.isPending}
        onClose={() => setCanceling(false)}
        onCancelSession={(reason, visible) =>
          update.mutate(
            { status: 'canceled', cancellationReason: reason, visible },
            {
              onSuccess: () => {
                setCanceling(false);
                notify.success('session canceled');
              },
              onError: (e) => notify.error(e.message),
            },
          )
        }
      />
    </Card>
  );
}
