import { Card, CardContent, Typography } from '@mui/material';
import { Suspense } from 'react';
import { DEFAULT_READING, type SessionDto, type StudentDto } from '@school-ops/shared';
import { ReadingForm } from '../../students/index.ts';
import { Loading } from '../../../components/Loading.tsx';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { useSetStudentReading } from '../student-reading.ts';

/** A to-be-checked student has no reading yet: start from the defaults of docs/product.md §4. */
const UNSET: StudentDto['reading'] = {
  stage: DEFAULT_READING.stage,
  timesRead: DEFAULT_READING.timesRead,
  abc: { stage: DEFAULT_READING.abcStage, letters: DEFAULT_READING.letters, oldProgression: false },
  spellingCategory: null,
  book: null,
  nonSystemBook: null,
};

export function SetStudentReading({ session }: { session: SessionDto }) {
  const { t } = useTranslation();
  const setReading = useSetStudentReading(session.id);
  return (
    <Card variant="outlined" sx={{ my: 2 }}>
      <CardContent>
        <Typography variant="h3" component="h2" gutterBottom>
          {t('sessions.setReading.title')}
        </Typography>
        {/* The form's code loads when a to-be-checked student's session opens (students/index.ts). */}
        <Suspense fallback={<Loading />}>
          <ReadingForm student={{ id: session.student.id, reading: UNSET }} save={(r) => setReading.mutateAsync(r)} />
        </Suspense>
      </CardContent>
    </Card>
  );
}
