import { PeopleColumn } from '../../../components/PeopleColumn.tsx';
import { Box, Button } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { AUTHORITY } from '@school-ops/shared';
import { Link } from 'react-router';
import { ErrorText } from '../../../components/ErrorText.tsx';
import { Loading } from '../../../components/Loading.tsx';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { useUsers } from '../api.ts';
import { roleLabel } from '../labels.ts';

const COLUMNS = [
  { title: 'Users', authority: AUTHORITY.user },
  { title: 'Supervisors', authority: AUTHORITY.supervisor },
  { title: 'Managers', authority: AUTHORITY.manager },
  { title: 'Admins', authority: AUTHORITY.admin },
] as const;

export default function UsersPage() {
  const users = useUsers();
  return (
    <>
      <PageHeader
        title="Users"
        actions={
          <Button component={Link} to="/users/new" variant="contained" startIcon={<AddIcon />}>
            New User
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
          {COLUMNS.map((c) => (
            <PeopleColumn
              key={c.title}
              title={c.title}
              people={users.data.filter((u) => u.authority === c.authority)}
              href={(u) => `/users/${u.id}`}
              secondary={(u) => roleLabel(u.role)}
            />
          ))}
        </Box>
      )}
    </>
  );
}
