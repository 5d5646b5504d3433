import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Alert, Box, Button, Card, CardContent, Chip, Typography } from '@mui/material';
import { isLocked, READING_STAGE, STUDENT_FIELDS, studentFieldsShown } from '@school-ops/shared';
import { useEffect, useState } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { ErrorText } from '../../../components/ErrorText.tsx';
import { LeaveGuard } from '../../../components/LeaveGuard.tsx';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { Loading } from '../../../components/Loading.tsx';
import { StudentNotes } from '../../../components/StudentFields.tsx';
import { useAuth } from '../../../lib/auth.ts';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { SessionSummaryCard } from '../../reading/index.ts';
import { usePreviousSession, useSession } from '../api.ts';
import { HelpPopover } from '../components/HelpPopover.tsx';
import { PerformanceSummary } from '../components/PerformanceSummary.tsx';
import { SessionControls } from '../components/SessionControls.tsx';
import { SessionForm } from '../components/SessionForm.tsx';
import { SessionTools } from '../components/SessionTools.tsx';
import { SetStudentReading } from '../components/SetStudentReading.tsx';
import { attendanceWord, categorySessionWord, stageWord, statusLine, statusWord } from '../words.ts';

/** A session's student notes beside the comments: those of STUDENT_FIELDS a session shows. */
const SESSION_NOTES = studentFieldsShown('notes').filter(
  (name) => name !== 'comments' && STUDENT_FIELDS[name].onSession,
);

export default function SessionPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const { user } = useAuth();
  const session = useSession(id);
  const [showPrevious, setShowPrevious] = useState(false);
  const navigate = useNavigate();
  // Set once a form is submitted: the guard stands down first, then the page goes back to the list.
  const [done, setDone] = useState(false);
  useEffect(() => {
    if (done) void navigate('/sessions');
  }, [done, navigate]);
  const s = session.data?.document;
  const previous = usePreviousSession(id, Boolean(s && s.category === 'reading' && showPrevious));

  if (session.isPending) return <Loading />;
  if (session.isError || !s || !user) return <ErrorText error={session.error} />;

  // What this person may do is the server's answer (s.can): holding the session means it is theirs to submit.
  const mine = s.can.submit;
  const lockedByOther = isLocked(s.status) && !mine;
  const toBeChecked = s.category === 'reading' && s.student.readingStage === READING_STAGE.toBeChecked;
  const stage = stageWord(s.student.readingStage);
  const status = statusLine(s);
  // The book the student reads: the catalogue's, or the title of a non-system book.
  const material = session.data.material;
  const readingBook = s.category === 'reading' ? (material.book?.name ?? material.nonSystemBook) : null;

  return (
    <Box sx={{ maxWidth: 900 }}>
      <Button component={RouterLink} to="/sessions" startIcon={<ArrowBackIcon />} sx={{ mb: 1 }}>
        {t('sessions.page.back')}
      </Button>
      <PageHeader title={s.student.name} actions={<HelpPopover />} />
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mb: 1 }}>
        <Chip label={categorySessionWord(s.category)} />
        <Chip label={s.className} />
        {s.category === 'reading' && <Chip label={stage} />}
        <Chip
          label={statusWord(s.status)}
          color={s.status === 'completed' ? 'success' : s.status === 'new' ? 'default' : 'warning'}
        />
        {s.attendanceException && <Chip color="error" label={attendanceWord(s.attendanceException)} />}
      </Box>
      {readingBook && (
        <Typography sx={{ mb: 1 }}>
          {t('sessions.page.reading')} <strong>{readingBook}</strong>
        </Typography>
      )}

      {lockedByOther && (
        <Alert severity="warning">
          {t('sessions.page.warning')}
          {status}
        </Alert>
      )}
      {!lockedByOther && status && (s.status === 'completed' || s.status === 'canceled') && (
        <Alert severity="info">{status}</Alert>
      )}
      {(s.can.modify || s.can.cancelModify) && (
        <Alert severity="warning" sx={{ mt: 1 }}>
          {t('sessions.page.warning')}
          {t('sessions.page.dataLoss')}
        </Alert>
      )}
      {toBeChecked && (
        <Alert severity="warning" sx={{ mt: 1 }}>
          {t('sessions.page.warning')}
          {t('sessions.page.notSet')}
        </Alert>
      )}

      {session.data.summary && <SessionSummaryCard summary={session.data.summary} />}
      {s.can.setReading && <SetStudentReading session={s} />}
      <SessionControls session={s} blocked={toBeChecked} />
      {mine && !showPrevious && (
        <SessionForm session={s} material={session.data.material} onDone={() => setDone(true)} />
      )}

      {s.category === 'reading' && (
        <Button variant="text" onClick={() => setShowPrevious((v) => !v)} sx={{ mb: 1 }}>
          {showPrevious ? t('sessions.page.showCurrent') : t('sessions.page.showPrevious')}
        </Button>
      )}
      <Card variant="outlined">
        <CardContent>
          <Typography variant="h3" component="h2" gutterBottom>
            {showPrevious ? t('sessions.page.previousSession') : t('sessions.page.thisSession')}
          </Typography>
          {showPrevious ? (
            previous.isPending ? (
              <Loading />
            ) : previous.data ? (
              <>
                <Typography color="text.secondary" gutterBottom>
                  {statusLine(previous.data)}
                </Typography>
                <PerformanceSummary session={previous.data} />
              </>
            ) : (
              <Typography color="text.secondary">{t('sessions.page.noPrevious')}</Typography>
            )
          ) : (
            <PerformanceSummary session={s} />
          )}
        </CardContent>
      </Card>

      <Card variant="outlined" sx={{ mt: 2 }}>
        <CardContent>
          <Typography variant="h3" component="h2" gutterBottom>
            {t('sessions.page.studentComments')}
          </Typography>
          <Typography sx={{ whiteSpace: 'pre-wrap' }} color={s.student.comments ? 'text.primary' : 'text.secondary'}>
            {s.student.comments || t('sessions.page.noComments')}
          </Typography>
          <StudentNotes student={s.student} fields={SESSION_NOTES} />
        </CardContent>
      </Card>

      <SessionTools session={s} />
      <LeaveGuard
        when={!done && mine}
        message={s.status === 'modifying' ? t('sessions.page.leaveModifying') : t('sessions.page.leaveInProgress')}
      />
    </Box>
  );
}
