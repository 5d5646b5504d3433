import { Card, CardContent, ListItem, ListItemButton, ListItemText, Typography } from '@mui/material';
import type { UserDto } from '@school-ops/shared';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../lib/i18n/index.ts';
import { byDisplayName } from '../lib/people.ts';
import { WindowedList } from './WindowedList.tsx';

/** One person's row: a dense two-line item. */
const PERSON_ROW_PX = 60;

/** A titled card listing people by display name, each linking to their page (Users, Teachers). */
export function PeopleColumn(p: {
  title: string;
  people: UserDto[];
  href(u: UserDto): string;
  secondary(u: UserDto): string;
}) {
  const { t } = useTranslation();
  // Not a sort on every render.
  const sorted = useMemo(() => byDisplayName(p.people), [p.people]);
  return (
    <Card component="section" aria-label={p.title}>
      <CardContent>
        <Typography variant="h2" component="h2" gutterBottom>
          {p.title}
        </Typography>
        {sorted.length === 0 ? (
          <Typography color="text.secondary">{t('components.peopleColumn.none')}</Typography>
        ) : (
          <WindowedList
            dense
            disablePadding
            items={sorted}
            getKey={(x) => x.u.id}
            estimateSize={PERSON_ROW_PX}
            renderItem={({ u, name }, rowProps) => (
              <ListItem {...rowProps} disablePadding>
                <ListItemButton component={Link} to={p.href(u)}>
                  <ListItemText primary={name} secondary={p.secondary(u)} />
                </ListItemButton>
              </ListItem>
            )}
          />
        )}
      </CardContent>
    </Card>
  );
}
