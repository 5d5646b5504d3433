import { Alert, Card, CardContent, Typography } from '@mui/material';
import { PERF_MSG, READING_STAGE, type SessionMaterial, type SessionDto } from '@school-ops/shared';
import { AbcSession } from './forms/AbcSession.tsx';
import { BookSessionForm } from './forms/BookSessionForm.tsx';
import { ClassCommentsForm } from './forms/ClassCommentsForm.tsx';
import { NonSystemBookForm } from './forms/NonSystemBookForm.tsx';
import { SpellingSession } from './forms/SpellingSession.tsx';

const TITLES: Record<number, string> = {
  [READING_STAGE.abc]: 'ABC test',
  [READING_STAGE.spellingAndBlending]: 'Spelling and blending',
  [READING_STAGE.book]: 'Book',
  [READING_STAGE.nonSystemBook]: 'Non-system book',
};

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
  const props = { session, material, onDone };
  const stage = (session.reading as { stage?: number } | null)?.stage ?? session.student.readingStage;
  let body;
  if (material.missing === 'book') body = <Alert severity="error">Error: {PERF_MSG.bookNotFound}</Alert>;
  else if (material.missing === 'spellingCategory')
    body = <Alert severity="error">Error: {PERF_MSG.categoryNotFound}</Alert>;
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
          {session.category === 'class' ? 'Class comments' : TITLES[stage]}
        </Typography>
        {body}
      </CardContent>
    </Card>
  );
}
