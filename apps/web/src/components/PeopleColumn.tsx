import { Card, CardContent, List, ListItem, ListItemButton, ListItemText, Typography } from '@mui/material';
import { displayName, type UserDto } from '@school-ops/shared';
import { Link } from 'react-router';
import { useTranslation } from '../lib/i18n/index.ts';

/** A titled card listing people by display name, each linking to their page (Users, Teachers). */
export function PeopleColumn(p: {
  title: string;
  people: UserDto[];
  href(u: UserDto): string;
  secondary(u: UserDto): string;
}) {
  const { t } = useTranslation();
  const sorted = [...p.people].sort((a, b) => displayName(a).localeCompare(displayName(b)));
  return (
    <Card component="section" aria-label={p.title}>
      <CardContent>
        <Typography variant="h2" component="h2" gutterBottom>
          {p.title}
        </Typography>
        {sorted.length === 0 ? (
          <Typography color="text.secondary">{t('components.peopleColumn.none')}</Typography>
        ) : (
          <List dense disablePadding>
            {sorted.map((u) => (
              <ListItem key={u.id} disablePadding>
                <ListItemButton component={Link} to={p.href(u)}>
                  <ListItemText primary={displayName(u)} secondary={p.secondary(u)} />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        )}
      </CardContent>
    </Card>
  );
}
