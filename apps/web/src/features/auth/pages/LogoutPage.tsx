import { Box, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { discardAllOfSignedIn, heldBySignedIn } from '../../../lib/outbox/outbox.ts';
import { endTokenOnServer, logoutLocally } from '../api.ts';

/**
 * Signing out. Changes made offline and not yet sent would be lost with it (issue 20): the person is asked
 * first, and only a confirmed sign-out discards them.
 */
export default function LogoutPage() {
  const navigate = useNavigate();
  const { t } = useTranslation();
  // null: still looking; 0: nothing held, or the person chose to discard; more: ask.
  const [held, setHeld] = useState<number | null>(null);
  const [confirmed, setConfirmed] = useState(false);

  useEffect(() => {
    let current = true;
    void heldBySignedIn()
      .catch(() => 0)
      .then((n) => current && setHeld(n));
    return () => {
      current = false;
    };
  }, []);

  const leaving = held === 0 || confirmed;
  useEffect(() => {
    if (!leaving) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let left = false;
    // The token is ended on the server before local storage forgets it.
    void (confirmed ? discardAllOfSignedIn() : Promise.resolve()).then(endTokenOnServer).then(() => {
      logoutLocally();
      if (!left) timer = setTimeout(() => void navigate('/login', { replace: true }), 400);
    });
    return () => {
      left = true;
      clearTimeout(timer);
    };
  }, [leaving, confirmed, navigate]);

  return (
    <Box sx={{ textAlign: 'center', mt: 6 }}>
      <Typography variant="h1">{t('signIn.loggingOut')}</Typography>
      <ConfirmDialog
        open={!leaving && held !== null && held > 0}
        title={t('offline.logout.title')}
        message={t('offline.logout.message', { count: held ?? 0 })}
        confirmLabel={t('offline.logout.discard')}
        cancelLabel={t('offline.logout.stay')}
        destructive
        onCancel={() => void (window.history.length > 1 ? navigate(-1) : navigate('/', { replace: true }))}
        onConfirm={() => setConfirmed(true)}
      />
    </Box>
  );
}
