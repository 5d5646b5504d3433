import { Card, CardContent, ListItem, ListItemButton, ListItemText, Typography } from '@mui/material';
import { displayName, type UserDto } from '@school-ops/shared';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../lib/i18n/index.ts';
import { WindowedList } from './WindowedList.tsx';

/** One person's row: a dense two-line item. */
const PERSON_ROW_PX = 60;
const collator = new Intl.Collator();

export const NO_PEOPLE: UserDto[] = [];

/** People by a key (a column's role or authority), in one pass, for a page to memoize. */
export function groupPeople<K>(people: readonly UserDto[], key: (u: UserDto) => K): Map<K, UserDto[]> {
  const groups = new Map<K, UserDto[]>();
  for (const u of people) {
    const k = key(u);
    const group = groups.get(k);
    if (group) group.push(u);
    else groups.set(k, [u]);
  }
  return groups;
}

/** A titled card listing people by display name, each linking to their page (Users, Teachers). */
export function PeopleColumn(p: {
  title: string;
  people: UserDto[];
  href(u: UserDto): string;
  secondary(u: UserDto): string;
}) {
  const { t } = useTranslation();
  // Each name once, then sorted (not a display name per comparison, nor a sort on every render).
  const sorted = useMemo(
    () => p.people.map((u) => ({ u, name: displayName(u) })).sort((a, b) => collator.compare(a.name, b.name)),
    [p.people],
  );
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
