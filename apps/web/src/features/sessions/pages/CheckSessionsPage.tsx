import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  FormControlLabel,
  Stack,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import { isLocked, type SessionDto } from '@school-ops/shared';
import { useState } from 'react';
import { ErrorText } from '../../../components/ErrorText.tsx';
import { DayState } from '../../../components/DayState.tsx';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { formatDate } from '../../../lib/dates.ts';
import { useGlobalFilter } from '../../../lib/filter.ts';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { useNotify } from '../../../lib/status.ts';
import { useCheckSession, useSessions } from '../api.ts';
import { commentsOf } from '../components/forms/types.ts';
import { statusLine } from '../words.ts';
import { grown } from '../../../components/form/grown.ts';

function CheckCard({ session: s }: { session: SessionDto }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const check = useCheckSession(s.id);
  const saved = commentsOf(s);
  const [comments, setComments] = useState(saved);
  const [touched, setTouched] = useState(false);
  // The switch shows what the server holds, or what it is being asked to hold: never a refused flip. The list's
  // answer renders in a transition, after the write has settled: until the session on screen is a newer one, the
  // switch keeps what was asked rather than flicking back for a moment.
  const [asked, setAsked] = useState<{ confirmed: boolean; of: SessionDto } | null>(null);
  if (asked && !check.isPending && s !== asked.of) setAsked(null);
  const confirmed = asked ? asked.confirmed : s.confirmed;
  const missing = comments.trim() === '';
  // Someone is running or reviewing it: the server would refuse, so say so instead of offering it.
  const locked = isLocked(s.status);
  const save = (nextConfirmed: boolean) => {
    setTouched(true);
    if (missing) return;
    setAsked({ confirmed: nextConfirmed, of: s });
    check.mutate(
      { comments: comments.trim(), confirmed: nextConfirmed },
      {
        onSuccess: () => notify.success(t('sessions.check.saved', { name: s.student.name })),
        onError: (e) => {
          setAsked(null);
          notify.error(e.message);
        },
      },
    );
  };
  return (
    <Card component="section" aria-label={s.student.name} data-locked={locked}>
      <CardContent>
        <Typography variant="h3" component="h2">
          {s.student.name}
        </Typography>
        <Typography variant="body2" color="text.secondary" gutterBottom>
          {s.className} · {s.schoolName} ·{' '}
          {s.teacher ? t('sessions.check.teacher', { teacher: s.teacher.name }) : t('sessions.check.noTeacher')}
        </Typography>
        {locked && (
          <Alert severity="info" sx={{ mb: 1 }}>
            {statusLine(s)}
          </Alert>
        )}
        <TextField
          label={t('sessions.check.comments')}
          {...grown({ multiline: true, minRows: 2 })}
          value={comments}
          disabled={locked}
          onChange={(e) => setComments(e.target.value)}
          error={touched && missing}
          helperText={touched && missing ? t('sessions.check.commentsRequired') : ' '}
        />
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
          <FormControlLabel
            control={
              <Switch
                checked={confirmed}
                disabled={locked || check.isPending}
                onChange={(e) => save(e.target.checked)}
              />
            }
            label={t('sessions.check.confirmed')}
          />
          <Button variant="outlined" disabled={locked || check.isPending} onClick={() => save(confirmed)}>
            {t('sessions.check.save')}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}

/** Class sessions of the day with their comments and a confirmed toggle (spec: Check Sessions). */
export default function CheckSessionsPage() {
  const { t } = useTranslation();
  const filter = useGlobalFilter();
  const sessions = useSessions({ schoolName: filter.schoolName, date: filter.date, showCanceled: false });
  const classSessions = sessions.data?.documents.filter((s) => s.category === 'class') ?? [];
  return (
    <>
      <PageHeader title={t('sessions.check.title')} />
      {filter.date && (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t('sessions.check.subtitle', {
            school: filter.schoolName,
            date: formatDate(filter.date),
          })}
        </Typography>
      )}
      <DayState date={filter.date} what={t('sessions.check.dayStateWhat')} pending={sessions.isPending} />
      {sessions.isError && <ErrorText error={sessions.error} />}
      {sessions.data && classSessions.length === 0 && <Typography>{t('sessions.check.empty')}</Typography>}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' } }}>
        {classSessions.map((s) => (
          <CheckCard key={s.id} session={s} />
        ))}
      </Box>
    </>
  );
}
