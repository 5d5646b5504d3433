import { Card, CardContent, List, ListItem, ListItemText, Typography } from '@mui/material';
import type { SessionSummaryDto } from '@school-ops/shared';
import { formatDate } from '../../../lib/dates.ts';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { resultLine } from '../words.ts';
import { PractiseNextLine } from './PractiseNextLine.tsx';

/** On a reading session's page, for the teacher running it: what to practise and the last three results. */
export function SessionSummaryCard({ summary }: { summary: SessionSummaryDto }) {
  const { t } = useTranslation();
  return (
    <Card variant="outlined" component="section" aria-labelledby="session-summary" sx={{ my: 1 }}>
      <CardContent>
        <Typography id="session-summary" variant="h3" component="h2" gutterBottom>
          {t('journey.summary.title')}
        </Typography>
        <PractiseNextLine practiseNext={summary.practiseNext} />
        {summary.recent.length === 0 ? (
          <Typography color="text.secondary" sx={{ mt: 1 }}>
            {t('journey.summary.noneYet')}
          </Typography>
        ) : (
          <>
            <Typography variant="subtitle2" component="h3" sx={{ mt: 1 }}>
              {t('journey.summary.recent')}
            </Typography>
            <List dense disablePadding>
              {summary.recent.map((s) => (
                <ListItem key={s.id} disableGutters>
                  <ListItemText primary={resultLine(t, s.result)} secondary={formatDate(s.date)} />
                </ListItem>
              ))}
            </List>
          </>
        )}
      </CardContent>
    </Card>
  );
}
