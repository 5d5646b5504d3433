import { PeopleColumn } from '../../../components/PeopleColumn.tsx';
import { Box } from '@mui/material';
import { ROLE } from '@school-ops/shared';
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
            <PeopleColumn
              key={c.title}
              title={c.title}
              people={teachers.data.filter((t) => t.role === c.role)}
              href={(t) => `/teachers/${t.id}`}
              secondary={levelsText}
            />
          ))}
        </Box>
      )}
    </>
  );
}
