import { Box, Button, Card, CardContent, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { displayName } from '@school-ops/shared';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { ErrorText } from '../../../components/ErrorText.tsx';
import { Loading } from '../../../components/Loading.tsx';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { useUser, type UserWithCredentials } from '../api.ts';
import { CredentialsDialog } from '../components/CredentialsDialog.tsx';
import { UserActions } from '../components/UserActions.tsx';
import { UserForm } from '../components/UserForm.tsx';

/** /users/new and /users/:id share this module; the id decides which. */
export default function UserFormPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  return (
    <>
      <Button component={Link} to="/users" startIcon={<ArrowBackIcon />} sx={{ mb: 1 }}>
        {t('users.page.allUsers')}
      </Button>
      {id ? <EditUser key={id} id={id} /> : <NewUser />}
    </>
  );
}

function NewUser() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [created, setCreated] = useState<UserWithCredentials | null>(null);
  return (
    <>
      <PageHeader title={t('users.page.newUser')} />
      <UserForm onCreated={setCreated} />
      <CredentialsDialog
        title={t('users.page.created')}
        credentials={created?.credentials ?? null}
        onClose={() => created && void navigate(`/users/${created.document.id}`)}
      />
    </>
  );
}

function EditUser({ id }: { id: string }) {
  const { t } = useTranslation();
  const user = useUser(id);
  const navigate = useNavigate();
  const [deleted, setDeleted] = useState(false);
  // Navigating from an effect lets the leave guard see `deleted` first and stand aside.
  useEffect(() => {
    if (deleted) void navigate('/users');
  }, [deleted, navigate]);

  if (user.isPending) return <Loading />;
  if (user.isError) return <ErrorText error={user.error} />;
  return (
    <>
      <PageHeader title={displayName(user.data)} />
      <UserForm user={user.data} guard={!deleted} />
      <Card component="section" aria-labelledby="account-actions" sx={{ mt: 4 }}>
        <CardContent>
          <Typography id="account-actions" variant="h2" component="h2" gutterBottom>
            {t('users.page.account')}
          </Typography>
          <Box sx={{ color: 'text.secondary', mb: 2 }}>
            {t('users.page.username', { username: user.data.username })}
          </Box>
          <UserActions user={user.data} onDeleted={() => setDeleted(true)} />
        </CardContent>
      </Card>
    </>
  );
}
