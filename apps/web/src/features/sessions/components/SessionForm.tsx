import { Alert, Card, CardContent, Typography } from '@mui/material';
import { READING_STAGE, type SessionMaterial, type SessionDto } from '@school-ops/shared';
import { lazy, Suspense } from 'react';
import { Loading } from '../../../components/Loading.tsx';
import { i18n, useTranslation } from '../../../lib/i18n/index.ts';

/*
 * Each kind's form is its own chunk (decision 0038): a session page needs one of them, and only once the session
 * (its kind and stage) has loaded; the import starts then, and its chunk is precached for offline use like any other.
 */
const AbcSession = lazy(() => import('./forms/AbcSession.tsx').then((m) => ({ default: m.AbcSession })));
const BookSessionForm = lazy(() => import('./forms/BookSessionForm.tsx').then((m) => ({ default: m.BookSessionForm })));
const ClassCommentsForm = lazy(() =>
  import('./forms/ClassCommentsForm.tsx').then((m) => ({ default: m.ClassCommentsForm })),
);
const NonSystemBookForm = lazy(() =>
  import('./forms/NonSystemBookForm.tsx').then((m) => ({ default: m.NonSystemBookForm })),
);
const SpellingSession = lazy(() => import('./forms/SpellingSession.tsx').then((m) => ({ default: m.SpellingSession })));

function titleOf(stage: number): string | undefined {
  switch (stage) {
    case READING_STAGE.abc:
      return i18n.t('sessions.form.abc');
    case READING_STAGE.spellingAndBlending:
      return i18n.t('sessions.form.spellingAndBlending');
    case READING_STAGE.book:
      return i18n.t('sessions.form.book');
    case READING_STAGE.nonSystemBook:
      return i18n.t('sessions.form.nonSystemBook');
  }
}

/** The test or form of this session's kind and stage, for the teacher holding it. */
export function SessionForm({
  session,
  material,
  onDone,
}: {
  session: SessionDto;
  material: SessionMaterial;
  onDone(): void;
}) {
  const { t } = useTranslation();
  const props = { session, material, onDone };
  const stage = (session.reading as { stage?: number } | null)?.stage ?? session.student.readingStage;
  let body;
  // The English is PERF_MSG's (words.test.ts).
  if (material.missing === 'book')
    body = (
      <Alert severity="error">
        {t('sessions.form.error')}
        {t('sessions.form.bookNotFound')}
      </Alert>
    );
  else if (material.missing === 'spellingCategory')
    body = (
      <Alert severity="error">
        {t('sessions.form.error')}
        {t('sessions.form.categoryNotFound')}
      </Alert>
    );
  else if (session.category === 'class') body = <ClassCommentsForm {...props} />;
  else if (stage === READING_STAGE.abc) body = <AbcSession {...props} />;
  else if (stage === READING_STAGE.spellingAndBlending) body = <SpellingSession {...props} />;
  else if (stage === READING_STAGE.book) body = <BookSessionForm {...props} />;
  else if (stage === READING_STAGE.nonSystemBook) body = <NonSystemBookForm {...props} />;
  else return null;
  return (
    <Card variant="outlined" sx={{ my: 2 }}>
      <CardContent>
        <Typography variant="h2" component="h2" gutterBottom>
          {session.category === 'class' ? t('sessions.form.class') : titleOf(stage)}
        </Typography>
        <Suspense fallback={<Loading />}>{body}</Suspense>
      </CardContent>
    </Card>
  );
}
