import { Box, Card, CardContent, Typography } from '@mui/material';
import type { SessionsReportStudent } from '@school-ops/shared';
import { memo } from 'react';
import { formatShortDate } from '../../../lib/dates.ts';
import { useTranslation } from '../../../lib/i18n/index.ts';

function Count({ label, value, strong }: { label: string; value: number; strong?: boolean }) {
  return (
    <Box sx={{ display: 'contents' }}>
      <Typography component="dt">{label}</Typography>
      <Typography component="dd" sx={{ m: 0, textAlign: 'right', fontWeight: strong && value > 0 ? 700 : 400 }}>
        {value}
      </Typography>
    </Box>
  );
}

/**
 * One student's month: completed reading and class sessions, cancellations with reasons, 欠席 and 遅刻.
 * Memoised: a card in the window is not drawn again when the window moves (the student is the report's object).
 */
export const SessionsStudentCard = memo(function SessionsStudentCard({
  student: s,
}: {
  student: SessionsReportStudent;
}) {
  const { t } = useTranslation();
  const headingId = `sessions-${s.studentId}`;
  return (
    <Card component="section" aria-labelledby={headingId}>
      <CardContent>
        <Typography id={headingId} variant="h2" component="h2">
          {s.name}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 1 }}>
          {t('reports.studentLine', { smsId: s.smsId, schools: s.schools.join(' '), count: s.sessions })}
        </Typography>
        <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) auto', gap: 0.5, m: 0 }}>
          <Count label={t('reports.readingCompleted')} value={s.readingCompleted} />
          <Count label={t('reports.classCompleted')} value={s.classCompleted} />
          <Count label={t('reports.canceled')} value={s.canceled} strong />
          <Count label={t('reports.absences')} value={s.absences} strong />
          <Count label={t('reports.late')} value={s.late} strong />
        </Box>
        {s.cancellations.length > 0 && (
          <>
            <Typography variant="h3" component="h3" sx={{ mt: 2, mb: 0.5, fontSize: '1rem', fontWeight: 700 }}>
              {t('reports.cancellations')}
            </Typography>
            <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
              {s.cancellations.map((c, i) => (
                <Typography component="li" variant="body2" key={i}>
                  {t('reports.cancellation', {
                    date: formatShortDate(c.date),
                    category: c.category === 'reading' ? t('reports.reading') : t('reports.class'),
                    className: c.className,
                    reason: c.reason || t('reports.noReason'),
                    parents: c.parentsTold ? t('reports.parentsTold') : t('reports.parentsNotTold'),
                  })}
                </Typography>
              ))}
            </Box>
          </>
        )}
      </CardContent>
    </Card>
  );
});
