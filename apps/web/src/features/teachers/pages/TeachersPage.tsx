import { PeopleColumn } from '../../../components/PeopleColumn.tsx';
import { groupPeople, NO_PEOPLE } from '../../../lib/people.ts';
import { Box } from '@mui/material';
import { ROLE } from '@school-ops/shared';
import { useMemo } from 'react';
import { ErrorText } from '../../../components/ErrorText.tsx';
import { Loading } from '../../../components/Loading.tsx';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { useTeachers } from '../api.ts';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { useLevelLabels } from '../labels.ts';

export default function TeachersPage() {
  const { t } = useTranslation();
  const { levelsText } = useLevelLabels();
  const teachers = useTeachers();
  // Each column's people once per list, so the columns do not re-sort on every render.
  const byRole = useMemo(() => groupPeople(teachers.data ?? [], (u) => u.role), [teachers.data]);
  const columns = [
    { title: t('teachers.list.partTimers'), role: ROLE.partTimeTeacher },
    { title: t('teachers.list.fullTimers'), role: ROLE.fullTimeTeacher },
  ];
  return (
    <>
      <PageHeader title={t('teachers.list.title')} />
      {teachers.isPending ? (
        <Loading />
      ) : teachers.isError ? (
        <ErrorText error={teachers.error} />
      ) : (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)' } }}>
          {columns.map((c) => (
            <PeopleColumn
              key={c.role}
              title={c.title}
              people={byRole.get(c.role) ?? NO_PEOPLE}
              href={(t) => `/teachers/${t.id}`}
              secondary={levelsText}
            />
          ))}
        </Box>
      )}
    </>
  );
}
