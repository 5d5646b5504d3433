import { Alert, Box, Typography } from '@mui/material';
import { displayName, isPartTimer } from '@school-ops/shared';
import { useCallback, useEffect, useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { LeaveGuard } from '../../../components/LeaveGuard.tsx';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { useAuth } from '../../../lib/auth.ts';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { CalendarCard } from '../components/CalendarCard.tsx';
import { LanguageCard } from '../components/LanguageCard.tsx';
import { MaxHoursForm } from '../components/MaxHoursForm.tsx';
import { PasswordForm } from '../components/PasswordForm.tsx';
import { PinForm } from '../components/PinForm.tsx';

type FormName = 'password' | 'pin' | 'maxHours';

/** /me and /me/update-credentials: one page, the latter insisting on new credentials first. */
export default function MePage() {
  const { user } = useAuth();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { t } = useTranslation();
  const [dirty, setDirty] = useState<Record<FormName, boolean>>({ password: false, pin: false, maxHours: false });
  const markDirty = useCallback(
    (name: FormName) => (value: boolean) => setDirty((d) => (d[name] === value ? d : { ...d, [name]: value })),
    [],
  );
  const [onPassword, onPin, onMaxHours] = [markDirty('password'), markDirty('pin'), markDirty('maxHours')];
  const mustSet = Boolean(user?.shouldSetCredentials);
  const updating = pathname === '/me/update-credentials';

  useEffect(() => {
    if (updating && user && !mustSet) void navigate('/', { replace: true });
  }, [updating, user, mustSet, navigate]);

  if (!user) return <Navigate to="/not-found" replace />;
  const anyDirty = dirty.password || dirty.pin || dirty.maxHours;

  return (
    <>
      <PageHeader title={updating ? t('me.updateTitle') : t('me.title')} />
      <Typography sx={{ mb: 2 }}>
        {displayName(user)} · {t('me.username')} <strong>{user.username}</strong> · {t('me.smsId')}{' '}
        <strong>{user.smsId}</strong>
      </Typography>
      {mustSet && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {t('me.mustSet')}
        </Alert>
      )}
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' },
          maxWidth: 1000,
        }}
      >
        <PasswordForm userId={user.id} onDirty={onPassword} />
        <PinForm userId={user.id} onDirty={onPin} />
        <LanguageCard language={user.language ?? 'en'} />
        {isPartTimer(user) && <MaxHoursForm userId={user.id} maxHours={user.maxHours} onDirty={onMaxHours} />}
        {!updating && <CalendarCard />}
      </Box>
      {/* Once the credentials are set, the update page sends the user home: that is not "leaving". */}
      <LeaveGuard
        when={mustSet || (!updating && anyDirty)}
        message={mustSet ? t('me.credentialsNotUpdated') : t('components.leaveGuard.unsavedChanges')}
      />
    </>
  );
}
