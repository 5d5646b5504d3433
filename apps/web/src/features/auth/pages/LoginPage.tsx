import { useNavigate } from 'react-router';
import { authStore } from '../../../lib/auth.ts';
import { queryClient } from '../../../lib/query.ts';
import { LoginForm } from '../components/LoginForm.tsx';
import { landingPath } from '../sign-in.ts';

/** The sign-in page inside the app (after a logout); a fresh load of /login uses `app/sign-in-app.tsx`. */
export default function LoginPage() {
  const navigate = useNavigate();
  return (
    <LoginForm
      onSignedIn={({ user, payload }) => {
        queryClient.clear();
        authStore.login(user, payload.token);
        void navigate(landingPath(user), { replace: true });
      }}
    />
  );
}
