import { Button, Card, CardContent, Stack, Typography } from '@mui/material';
import type { SessionDto } from '@school-ops/shared';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { useNotify } from '../../../lib/status.ts';
import { useUpdateSession } from '../api.ts';
import { CancelSessionDialog } from './CancelSessionDialog.tsx';

/** Cancel and convert between class and reading, as the server allows them (session.can). */
export function SessionTools({ session: s }: { session: SessionDto }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const update = useUpdateSession(s.id);
  const [canceling, setCanceling] = useState(false);
  const canCancel = s.can.cancel;
  const canConvert = s.can.convert;
  if (!canCancel && !canConvert) return null;
  const other = s.category === 'reading' ? 'class' : 'reading';
  return (
    <Card variant="outlined" sx={{ mt: 3 }}>
      <CardContent>
        <Typography variant="h3" component="h2" gutterBottom>
          {t('sessions.tools.title')}
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
                    onSuccess: () => notify.success(t('sessions.tools.converted', { category: other })),
                    onError: (e) => notify.error(e.message),
                  },
                )
              }
            >
              {t('sessions.tools.convert', { category: other })}
            </Button>
          )}
          {canCancel && (
            <Button variant="outlined" color="error" onClick={() => setCanceling(true)}>
              {t('sessions.tools.cancel')}
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
                notify.success(t('sessions.tools.canceled'));
              },
              onError: (e) => notify.error(e.message),
            },
          )
        }
      />
    </Card>
  );
}
