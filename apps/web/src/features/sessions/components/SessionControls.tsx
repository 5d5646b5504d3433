import { Button, Stack } from '@mui/material';
import type { SessionDto, SessionStatus } from '@school-ops/shared';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { useNotify } from '../../../lib/status.ts';
import { useSetStatus } from '../api.ts';
import { clearDrafts } from '../draft.ts';

/** Start/reset, modify/cancel as the server allows them (session.can), nothing when nothing is allowed. */
export function SessionControls({ session: s, blocked }: { session: SessionDto; blocked: boolean }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const setStatus = useSetStatus(s.id);
  const [confirmReset, setConfirmReset] = useState(false);
  const go = (status: SessionStatus) =>
    setStatus.mutate(status, {
      // A reset throws the progress away on purpose, the test drafts on this device included.
      onSuccess: () => status === 'new' && clearDrafts(s.id),
      onError: (err) => notify.error(err.message),
      onSettled: () => setConfirmReset(false),
    });

  const buttons = [];
  if (s.can.start) {
    buttons.push(
      <Button
        key="start"
        variant="contained"
        size="large"
        disabled={blocked || setStatus.isPending}
        onClick={() => go('in progress')}
      >
        {t('sessions.controls.start')}
      </Button>,
    );
  }
  if (s.can.reset) {
    buttons.push(
      <Button key="reset" variant="outlined" color="warning" size="large" onClick={() => setConfirmReset(true)}>
        {t('sessions.controls.reset')}
      </Button>,
    );
  }
  if (s.can.modify) {
    buttons.push(
      <Button
        key="modify"
        variant="contained"
        color="warning"
        size="large"
        disabled={setStatus.isPending}
        onClick={() => go('modifying')}
      >
        {t('sessions.controls.modify')}
      </Button>,
    );
  }
  if (s.can.cancelModify) {
    buttons.push(
      <Button
        key="cancel-modify"
        variant="outlined"
        size="large"
        disabled={setStatus.isPending}
        onClick={() => go('completed')}
      >
        {t('sessions.controls.cancelModify')}
      </Button>,
    );
  }
  if (buttons.length === 0) return null;
  return (
    <>
      <Stack direction="row" spacing={1} sx={{ my: 2 }}>
        {buttons}
      </Stack>
      <ConfirmDialog
        open={confirmReset}
        title={t('sessions.controls.resetTitle')}
        message={t('sessions.controls.resetConfirm')}
        confirmLabel={t('sessions.controls.reset')}
        cancelLabel={t('sessions.controls.resetCancel')}
        destructive
        busy={setStatus.isPending}
        onConfirm={() => go('new')}
        onCancel={() => setConfirmReset(false)}
      />
    </>
  );
}
