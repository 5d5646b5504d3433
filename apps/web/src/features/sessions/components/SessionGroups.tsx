import { Box, Card, CardContent, Typography } from '@mui/material';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { groupTitle, type Group } from '../grouping.ts';
import { useRevealed } from '../use-revealed.ts';
import { SessionRow } from './SessionRow.tsx';

const GRID_SX = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))', xl: 'repeat(3, minmax(0, 1fr))' },
};

/** How many rows each group shows when `revealed` rows are shown in all, filling the groups in order. */
function rowsPerGroup(groups: Group[], revealed: number): number[] {
  let left = revealed;
  return groups.map((g) => {
    const rows = Math.min(g.sessions.length, Math.max(0, left));
    left -= g.sessions.length;
    return rows;
  });
}

/**
 * The day's groups as cards; their rows appear a slice at a time, in the order of the cards. `showSchool`:
 * the list is of every school, so each row says which.
 */
export function SessionGroups({ groups, showSchool }: { groups: Group[]; showSchool: boolean }) {
  const { t } = useTranslation();
  const revealed = useRevealed(groups.reduce((n, g) => n + g.sessions.length, 0));
  const rows = rowsPerGroup(groups, revealed);
  return (
    <Box sx={GRID_SX}>
      {groups.map((g, i) => {
        const shown = g.sessions.slice(0, rows[i]);
        const title = groupTitle(g.key);
        return (
          <Card key={g.key} component="section" aria-label={title}>
            <CardContent>
              <Typography variant="h2" component="h2">
                {title}
                {t('sessions.list.groupCount', { count: g.sessions.length })}
              </Typography>
              {g.sessions.length === 0 ? (
                <Typography color="text.secondary" sx={{ mt: 1 }}>
                  {t('sessions.list.groupEmpty')}
                </Typography>
              ) : (
                <ul className="session-list">
                  {shown.map((s) => (
                    <SessionRow key={s.id} session={s} showSchool={showSchool} />
                  ))}
                </ul>
              )}
            </CardContent>
          </Card>
        );
      })}
    </Box>
  );
}
