import { Box, Card, CardContent, List, ListItem, ListItemButton, ListItemText, Typography } from '@mui/material';
import { displayName, ROLE, type UserDto } from '@school-ops/shared';
import { Link } from 'react-router';
import { ErrorText } from '../../../components/ErrorText.tsx';
import { Loading } from '../../../components/Loading.tsx';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { useTeachers } from '../api.ts';
import { levelsText } from '../labels.ts';

const COLUMNS = [
  { title: 'Part-Timers', role: ROLE.partTimeTeacher },
  { title: 'Full-Timers', role: ROLE.fullTimeTeacher },
] as const;

export default function TeachersPage() {
  const teachers = useTeachers();
  return (
    <>
      <PageHeader title="Teachers" />
      {teachers.isPending ? (
        <Loading />
      ) : teachers.isError ? (
        <ErrorText error={teachers.error} />
      ) : (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)' } }}>
          {COLUMNS.map((c) => (
            <TeacherColumn key={c.title} title={c.title} teachers={teachers.data.filter((t) => t.role === c.role)} />
          ))}
        </Box>
      )}
    </>
  );
}

function TeacherColumn({ title, teachers }: { title: string; teachers: UserDto[] }) {
  const sorted = [...teachers].sort((a, b) => displayName(a).localeCompare(displayName(b)));
  return (
    <Card component="section" aria-label={title}>
      <CardContent>
        <Typography variant="h2" component="h2" gutterBottom>
          {title}
        </Typography>
        {sorted.length === 0 ? (
          <Typography color="text.secondary">None yet.</Typography>
        ) : (
          <List dense disablePadding>
            {sorted.map((t) => (
              <ListItem key={t.id} disablePadding>
                <ListItemButton component={Link} to={`/teachers/${t.id}`}>
                  <ListItemText primary={displayName(t)} secondary={levelsText(t)} />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        )}
      </CardContent>
    </Card>
  );
}
