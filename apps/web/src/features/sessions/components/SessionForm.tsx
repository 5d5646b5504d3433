import { Alert, Card, CardContent, Typography } from '@mui/material';
import { READING_STAGE, type SessionMaterial, type SessionDto } from '@school-ops/shared';
import { i18n, useTranslation } from '../../../lib/i18n/index.ts';
import { AbcSession } from './forms/AbcSession.tsx';
import { BookSessionForm } from './forms/BookSessionForm.tsx';
import { ClassCommentsForm } from './forms/ClassCommentsForm.tsx';
import { NonSystemBookForm } from './forms/NonSystemBookForm.tsx';
import { SpellingSession } from './forms/SpellingSession.tsx';

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
        {body}
      </CardContent>
    </Card>
  );
}
