import { Box, Button, Card, CardContent, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { studentFieldsShown, type StudentDto } from '@school-ops/shared';
import { Suspense, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { ErrorText } from '../../../components/ErrorText.tsx';
import { Loading } from '../../../components/Loading.tsx';
import { NearView } from '../../../components/NearView.tsx';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { StudentNotes, studentSummary } from '../../../components/StudentFields.tsx';
import { ReadingHistorySection } from '../../reading/index.ts';
import { useStudent } from '../api.ts';
import { ReadingForm } from '../components/ReadingForm.tsx';
import { StudentPhoto } from '../components/StudentPhoto.tsx';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { visuallyHidden } from '../../../lib/visually-hidden.ts';

/** Where STUDENT_FIELDS says a field shows; the reading comments have their own section. */
const SUMMARY = studentFieldsShown('summary');
const NOTES = studentFieldsShown('notes').filter((name) => name !== 'comments');
/** Room kept for the reading history until it renders: the end of the page, so nothing below it moves. */
const HISTORY_PX = 480;

export default function StudentPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const student = useStudent(id);
  return (
    <>
      <Button component={Link} to="/students" startIcon={<ArrowBackIcon />} sx={{ mb: 1 }}>
        {t('students.page.allStudents')}
      </Button>
      {student.isPending ? (
        <Loading />
      ) : student.isError ? (
        <ErrorText error={student.error} />
      ) : (
        <StudentDetail student={student.data} />
      )}
    </>
  );
}

function StudentDetail({ student }: { student: StudentDto }) {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader
        title={student.name}
        actions={
          student.notesUrl && (
            <Button
              component="a"
              href={student.notesUrl}
              target="_blank"
              rel="noopener noreferrer"
              variant="outlined"
              endIcon={<OpenInNewIcon aria-hidden />}
            >
              {t('students.page.notes')}
              <Box component="span" sx={visuallyHidden}>
                {t('students.page.opensInNewTab')}
              </Box>
            </Button>
          )
        }
      />
      <Typography color="text.secondary" sx={{ mt: -1, mb: 2 }}>
        {studentSummary(student, SUMMARY)}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          alignItems: 'start',
          gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 3fr) minmax(0, 2fr)' },
          gridTemplateAreas: { xs: '"photo" "reading" "comments"', md: '"reading photo" "reading comments"' },
        }}
      >
        <Section title={t('students.page.photo')} area="photo">
          <StudentPhoto student={student} />
        </Section>
        <Section title={t('students.page.reading')} area="reading">
          <ReadingForm key={student.id} student={student} />
        </Section>
        <Section title={t('students.page.readingComments')} area="comments">
          <Typography sx={{ whiteSpace: 'pre-wrap' }} color={student.comments ? 'text.primary' : 'text.secondary'}>
            {student.comments ?? t('students.page.noComments')}
          </Typography>
          <StudentNotes student={student} fields={NOTES} />
        </Section>
      </Box>
      {/* The history's code and charts arrive only with this section (issue 21), and the section renders as it
          comes near the view: on a phone it is below the photo, the reading form and the comments. */}
      <NearView height={HISTORY_PX}>
        <Suspense fallback={<Loading />}>
          <ReadingHistorySection studentId={student.id} />
        </Suspense>
      </NearView>
    </>
  );
}

function Section({ title, area, children }: { title: string; area: string; children: ReactNode }) {
  return (
    <Card component="section" aria-label={title} sx={{ gridArea: area }}>
      <CardContent>
        <Typography variant="h2" component="h2" gutterBottom>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}
