import { Box, Button, Card, CardContent, List, ListItem, ListItemButton, ListItemText, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { AUTHORITY, displayName, type UserDto } from '@school-ops/shared';
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
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' } }}>
          {COLUMNS.map((c) => (
            <UserColumn key={c.title} title={c.title} users={users.data.filter((u) => u.authority === c.authority)} />
          ))}
        </Box>
      )}
    </>
  );
}

function UserColumn({ title, users }: { title: string; users: UserDto[] }) {
  const sorted = [...users].sort((a, b) => displayName(a).localeCompare(displayName(b)));
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
            {sorted.map((u) => (
              <ListItem key={u.id} disablePadding>
                <ListItemButton component={Link} to={`/users/${u.id}`}>
                  <ListItemText primary={displayName(u)} secondary={roleLabel(u.role)} />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        )}
      </CardContent>
    </Card>
  );
}
