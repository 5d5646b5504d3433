import { Alert, Box, Button, Checkbox, FormControlLabel, Paper, Stack, Typography } from '@mui/material';
import { isSmsIdUsername, LIMITS, type LoginInput } from '@school-ops/shared';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useLogin } from '../api.ts';
import { LoginField } from '../components/LoginField.tsx';
import { checkLogin, type LoginErrors } from '../login-check.ts';

type Values = Required<LoginInput>;

// Plain state instead of react-hook-form and zod: they were ~40 KB gzipped of the first page a phone loads.
export default function LoginPage() {
  const navigate = useNavigate();
  const login = useLogin();
  const [values, setValues] = useState<Values>({ username: '', password: '', stayLoggedIn: false });
  const [errors, setErrors] = useState<LoginErrors>({});
  // As the form did before: messages appear on submit, then follow each field as it is edited.
  const [submitted, setSubmitted] = useState(false);
  const bySms = isSmsIdUsername(values.username);

  const change = (name: 'username' | 'password', value: string) => {
    const next = { ...values, [name]: value };
    // An SMS ID sign-in never stays logged in (spec section 5).
    if (isSmsIdUsername(next.username)) next.stayLoggedIn = false;
    setValues(next);
    if (submitted) {
      const result = checkLogin(next);
      setErrors((prev) => ({ ...prev, [name]: result.errors?.[name] }));
    }
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const result = checkLogin(values);
    if (result.errors) return setErrors(result.errors);
    setErrors({});
    const { user } = await login.mutateAsync(result.data).catch(() => ({ user: null }));
    if (user) void navigate(user.shouldSetCredentials ? '/me/update-credentials' : '/', { replace: true });
  };

  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', mt: { xs: 2, sm: 6 } }}>
      <Paper component="form" onSubmit={onSubmit} noValidate sx={{ p: { xs: 3, sm: 4 }, width: '100%', maxWidth: 420 }}>
        <Typography variant="h1" gutterBottom>
          Log in
        </Typography>
        <Stack spacing={2}>
          {login.isError && <Alert severity="error">Error: {login.error.message}</Alert>}
          <LoginField
            label="Username"
            name="username"
            placeholder="SMS ID or username"
            autoComplete="username"
            autoFocus
            // A fixed HTML limit: a dynamic one would cut a username pasted over digits; validation
            // gives the SMS ID limits their message.
            inputProps={{ maxLength: LIMITS.usernameMaxLength, autoCapitalize: 'none' }}
            value={values.username}
            onChange={(e) => change('username', e.target.value)}
            error={errors.username}
          />
          <LoginField
            label="Password"
            name="password"
            placeholder="PIN or password"
            type="password"
            autoComplete="current-password"
            inputProps={{ maxLength: LIMITS.passwordMaxLength, inputMode: bySms ? 'numeric' : undefined }}
            value={values.password}
            onChange={(e) => change('password', e.target.value)}
            error={errors.password}
          />
          <FormControlLabel
            label="Stay logged in"
            disabled={bySms}
            control={
              <Checkbox
                name="stayLoggedIn"
                checked={!bySms && values.stayLoggedIn}
                onChange={(e) => setValues((v) => ({ ...v, stayLoggedIn: e.target.checked }))}
              />
            }
          />
          <Button type="submit" variant="contained" size="large" disabled={login.isPending}>
            Log in
          </Button>
        </Stack>
      </Paper>
    </Box>
  );
}
