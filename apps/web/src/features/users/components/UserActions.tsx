import { Box, Button } from '@mui/material';
import { displayName, type GeneratedCredentials, type UserDto } from '@school-ops/shared';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { useNotify } from '../../../lib/status.ts';
import { useDeleteFutureShifts, useDeleteUser, useResetCredentials } from '../api.ts';
import { CredentialsDialog } from './CredentialsDialog.tsx';

type Action = 'reset' | 'shifts' | 'delete';

/** The edit page's account actions the server allows (user.can), each behind a confirmation. */
export function UserActions({ user, onDeleted }: { user: UserDto; onDeleted(): void }) {
  const { t } = useTranslation();
  const notify = useNotify();
  // The action stays set while the dialog closes, so its text does not change mid-transition.
  const [asking, setAsking] = useState<{ action: Action; open: boolean }>({ action: 'reset', open: false });
  const [credentials, setCredentials] = useState<GeneratedCredentials | null>(null);
  const reset = useResetCredentials(user.id);
  const shifts = useDeleteFutureShifts(user.id);
  const remove = useDeleteUser(user.id);
  const name = displayName(user);

  const actions: Record<Action, { label: string; message: string; run(): Promise<void> }> = {
    reset: {
      label: t('users.actions.reset'),
      message: t('users.actions.resetMessage', { name }),
      run: async () => setCredentials((await reset.mutateAsync()).credentials),
    },
    shifts: {
      label: t('users.actions.shifts'),
      message: t('users.actions.shiftsMessage', { name }),
      run: async () => {
        await shifts.mutateAsync();
        notify.success(t('users.actions.shiftsDeleted'));
      },
    },
    delete: {
      label: t('users.actions.delete'),
      message: t('users.actions.deleteMessage', { name }),
      run: async () => {
        await remove.mutateAsync();
        notify.success(t('users.actions.deleted'));
        onDeleted();
      },
    },
  };

  const ask = (action: Action) => setAsking({ action, open: true });
  const close = () => setAsking((a) => ({ ...a, open: false }));
  const confirm = async () => {
    close();
    try {
      await actions[asking.action].run();
    } catch (err) {
      notify.error((err as Error).message);
    }
  };

  const busy = reset.isPending || shifts.isPending || remove.isPending;
  return (
    <>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {user.can?.resetCredentials && (
          <Button variant="outlined" onClick={() => ask('reset')} disabled={busy}>
            {actions.reset.label}
          </Button>
        )}
        <Button variant="outlined" color="warning" onClick={() => ask('shifts')} disabled={busy}>
          {actions.shifts.label}
        </Button>
        {user.can?.delete && (
          <Button variant="outlined" color="error" onClick={() => ask('delete')} disabled={busy}>
            {actions.delete.label}
          </Button>
        )}
      </Box>
      <ConfirmDialog
        open={asking.open}
        title={actions[asking.action].label}
        message={actions[asking.action].message}
        confirmLabel={actions[asking.action].label}
        destructive={asking.action !== 'reset'}
        onConfirm={() => void confirm()}
        onCancel={close}
      />
      <CredentialsDialog
        title={t('users.credentials.resetTitle')}
        credentials={credentials}
        onClose={() => setCredentials(null)}
      />
    </>
  );
}
