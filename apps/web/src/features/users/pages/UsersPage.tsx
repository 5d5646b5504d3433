import { PeopleColumn } from '../../../components/PeopleColumn.tsx';
import { groupPeople, NO_PEOPLE } from '../../../lib/people.ts';
import { Box, Button } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { AUTHORITY } from '@school-ops/shared';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { ErrorText } from '../../../components/ErrorText.tsx';
import { Loading } from '../../../components/Loading.tsx';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { useUsers } from '../api.ts';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { useUserLabels } from '../labels.ts';

export default function UsersPage() {
  const { t } = useTranslation();
  const { roleLabel } = useUserLabels();
  const users = useUsers();
  // Each column's people once per list, so the columns do not re-sort on every render.
  const byAuthority = useMemo(() => groupPeople(users.data ?? [], (u) => u.authority), [users.data]);
  const columns = [
    { title: t('users.list.columns.users'), authority: AUTHORITY.user },
    { title: t('users.list.columns.supervisors'), authority: AUTHORITY.supervisor },
    { title: t('users.list.columns.managers'), authority: AUTHORITY.manager },
    { title: t('users.list.columns.admins'), authority: AUTHORITY.admin },
  ];
  return (
    <>
      <PageHeader
        title={t('users.list.title')}
        actions={
          <Button component={Link} to="/users/new" variant="contained" startIcon={<AddIcon />}>
            {t('users.list.newUser')}
          </Button>
        }
      />
      {users.isPending ? (
        <Loading />
      ) : users.isError ? (
        <ErrorText error={users.error} />
      ) : (
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' },
          }}
        >
          {columns.map((c) => (
            <PeopleColumn
              key={c.authority}
              title={c.title}
              people={byAuthority.get(c.authority) ?? NO_PEOPLE}
              href={(u) => `/users/${u.id}`}
              secondary={(u) => roleLabel(u.role)}
            />
          ))}
        </Box>
      )}
    </>
  );
}
