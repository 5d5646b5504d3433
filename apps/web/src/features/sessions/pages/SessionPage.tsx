import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Alert, Box, Button, Card, CardContent, Chip, Link, Typography } from '@mui/material';
import {
  ATTENDANCE_LABELS,
  isLocked,
  READING_STAGE,
  READING_STAGE_LABELS,
  STUDENT_FIELDS,
  studentFieldsShown,
  type ReadingStage,
} from '@school-ops/shared';
import { useEffect, useState } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { ErrorText } from '../../../components/ErrorText.tsx';
import { LeaveGuard } from '../../../components/LeaveGuard.tsx';
import { Loading } from '../../../components/Loading.tsx';
import { StudentNotes } from '../../../components/StudentFields.tsx';
import { useAuth } from '../../../lib/auth.ts';
import { usePreviousSession, useSession } from '../api.ts';
import { HelpPopover } from '../components/HelpPopover.tsx';
import { PerformanceSummary } from '../components/PerformanceSummary.tsx';
import { SessionControls } from '../components/SessionControls.tsx';
import { SessionForm } from '../components/SessionForm.tsx';
import { SessionTools } from '../components/SessionTools.tsx';
import { SetStudentReading } from '../components/SetStudentReading.tsx';

export const LEAVE_IN_PROGRESS = 'Session in progress! Are you sure you want to leave this page?';
export const LEAVE_MODIFYING = 'Session review in progress! Are you sure you want to leave this page?';
export const NOT_SET = "The student's reading level has not yet been set. Please test their English level and set it.";
/** A session's student notes beside the comments: those of STUDENT_FIELDS a session shows. */
const SESSION_NOTES = studentFieldsShown('notes').filter(
  (name) => name !== 'comments' && STUDENT_FIELDS[name].onSession,
);
export const DATA_LOSS = 'Taking any action here could lead to data loss. Be careful!';

export default function SessionPage() {
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
  const stage = READING_STAGE_LABELS[s.student.readingStage as ReadingStage];
  // The book the student reads: the catalogue's, or the title of a non-system book.
  const material = session.data.material;
  const readingBook = s.category === 'reading' ? (material.book?.name ?? material.nonSystemBook) : null;

  return (
    <Box sx={{ maxWidth: 900 }}>
      <Link
        component={RouterLink}
        to="/sessions"
        sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mb: 1 }}
      >
        <ArrowBackIcon fontSize="small" /> all sessions
      </Link>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="h1" component="h1" sx={{ flexGrow: 1 }}>
          {s.student.name}
        </Typography>
        <HelpPopover />
      </Box>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', my: 1 }}>
        <Chip label={`${s.category} session`} />
        <Chip label={s.className} />
        {s.category === 'reading' && <Chip label={stage} />}
        <Chip
          label={s.status}
          color={s.status === 'completed' ? 'success' : s.status === 'new' ? 'default' : 'warning'}
        />
        {s.attendanceException && <Chip color="error" label={ATTENDANCE_LABELS[s.attendanceException]} />}
      </Box>
      {readingBook && (
        <Typography sx={{ mb: 1 }}>
          Reading: <strong>{readingBook}</strong>
        </Typography>
      )}

      {lockedByOther && <Alert severity="warning">Warning: {s.statusText}</Alert>}
      {!lockedByOther && s.statusText && (s.status === 'completed' || s.status === 'canceled') && (
        <Alert severity="info">{s.statusText}</Alert>
      )}
      {(s.can.modify || s.can.cancelModify) && (
        <Alert severity="warning" sx={{ mt: 1 }}>
          Warning: {DATA_LOSS}
        </Alert>
      )}
      {toBeChecked && (
        <Alert severity="warning" sx={{ mt: 1 }}>
          Warning: {NOT_SET}
        </Alert>
      )}

      {s.can.setReading && <SetStudentReading session={s} />}
      <SessionControls session={s} blocked={toBeChecked} />
      {mine && !showPrevious && (
        <SessionForm session={s} material={session.data.material} onDone={() => setDone(true)} />
      )}

      {s.category === 'reading' && (
        <Button variant="text" onClick={() => setShowPrevious((v) => !v)} sx={{ mb: 1 }}>
          {showPrevious ? 'show current' : 'show previous'}
        </Button>
      )}
      <Card variant="outlined">
        <CardContent>
          <Typography variant="h3" component="h2" gutterBottom>
            {showPrevious ? 'Previous session' : 'This session'}
          </Typography>
          {showPrevious ? (
            previous.isPending ? (
              <Loading />
            ) : previous.data ? (
              <>
                <Typography color="text.secondary" gutterBottom>
                  {previous.data.statusText}
                </Typography>
                <PerformanceSummary session={previous.data} />
              </>
            ) : (
              <Typography color="text.secondary">This student has no earlier completed reading session.</Typography>
            )
          ) : (
            <PerformanceSummary session={s} />
          )}
        </CardContent>
      </Card>

      <Card variant="outlined" sx={{ mt: 2 }}>
        <CardContent>
          <Typography variant="h3" component="h2" gutterBottom>
            Student comments
          </Typography>
          <Typography sx={{ whiteSpace: 'pre-wrap' }} color={s.student.comments ? 'text.primary' : 'text.secondary'}>
            {s.student.comments || 'No comments yet.'}
          </Typography>
          <StudentNotes student={s.student} fields={SESSION_NOTES} />
        </CardContent>
      </Card>

      <SessionTools session={s} />
      <LeaveGuard when={!done && mine} message={s.status === 'modifying' ? LEAVE_MODIFYING : LEAVE_IN_PROGRESS} />
    </Box>
  );
}
