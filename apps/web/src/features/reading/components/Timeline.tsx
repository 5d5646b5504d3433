import { Box, Button, Typography } from '@mui/material';
import type { ReadingSessionDto } from '@school-ops/shared';
import { useState } from 'react';
import { formatDate } from '../../../lib/dates.ts';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { resultLine, stageLabel } from '../words.ts';

const PAGE = 20;

/** The period's sessions, newest first: date, teacher, stage, the result in one line, comments. */
export function Timeline({ sessions }: { sessions: ReadingSessionDto[] }) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(PAGE);
  return (
    <Box sx={{ mt: 3 }}>
      <Typography variant="h3" component="h3" gutterBottom>
        {t('journey.timeline.title', { count: sessions.length })}
      </Typography>
      <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {sessions.slice(0, shown).map((s) => (
          <Box component="li" key={s.id} sx={{ py: 1, borderTop: 1, borderColor: 'divider' }}>
            <Typography variant="body2" color="text.secondary">
              {formatDate(s.date)} · {s.teacher ?? t('journey.timeline.noTeacher')} · {stageLabel(t, s.stage)}
            </Typography>
            <Typography>{resultLine(t, s.result)}</Typography>
            {s.comments && (
              <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
                {t('journey.timeline.comments')}: {s.comments}
              </Typography>
            )}
          </Box>
        ))}
      </Box>
      {sessions.length > shown && (
        <Button onClick={() => setShown((n) => n + PAGE)}>
          {t('journey.timeline.showMore', { count: sessions.length - shown })}
        </Button>
      )}
    </Box>
  );
}
