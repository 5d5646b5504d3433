import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Box, Button, Checkbox, FormControlLabel, Paper, Stack, TextField, Typography } from '@mui/material';
import { isSmsIdUsername, LIMITS, loginSchema, type LoginInput } from '@school-ops/shared';
import { useEffect } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { useLogin } from '../api.ts';

export default function LoginPage() {
  const navigate = useNavigate();
  const login = useLogin();
  const { control, handleSubmit, register, setValue, formState } = useForm<LoginInput>({
    resolver: zodResolver(loginSchema),
    defaultValues: { username: '', password: '', stayLoggedIn: false },
  });
  const username = useWatch({ control, name: 'username' }) ?? '';
  const bySms = isSmsIdUsername(username);

  // An SMS ID sign-in never stays logged in (spec section 5).
  useEffect(() => {
    if (bySms) setValue('stayLoggedIn', false);
  }, [bySms, setValue]);

  const onSubmit = handleSubmit(async (values) => {
    const { user } = await login.mutateAsync(values).catch(() => ({ user: null }));
    if (user) void navigate(user.shouldSetCredentials ? '/me/update-credentials' : '/', { replace: true });
  });

  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', mt: { xs: 2, sm: 6 } }}>
      <Paper component="form" onSubmit={onSubmit} noValidate sx={{ p: { xs: 3, sm: 4 }, width: '100%', maxWidth: 420 }}>
        <Typography variant="h1" gutterBottom>
          Log in
        </Typography>
        <Stack spacing={2}>
          {login.isError && <Alert severity="error">Error: {login.error.message}</Alert>}
          <TextField
            label="Username"
            placeholder="SMS ID or username"
            autoComplete="username"
            autoFocus
            // A fixed HTML limit: a dynamic one would cut a username pasted over digits; validation
            // gives the SMS ID limits their message.
            slotProps={{ htmlInput: { maxLength: LIMITS.usernameMaxLength, autoCapitalize: 'none' } }}
            error={Boolean(formState.errors.username)}
            helperText={formState.errors.username?.message}
            {...register('username')}
          />
          <TextField
            label="Password"
            placeholder="PIN or password"
            type="password"
            autoComplete="current-password"
            slotProps={{
              htmlInput: { maxLength: LIMITS.passwordMaxLength, inputMode: bySms ? 'numeric' : undefined },
            }}
            error={Boolean(formState.errors.password)}
            helperText={formState.errors.password?.message}
            {...register('password')}
          />
          <Controller
            control={control}
            name="stayLoggedIn"
            render={({ field }) => (
              <FormControlLabel
                label="Stay logged in"
                disabled={bySms}
                control={<Checkbox checked={!bySms && Boolean(field.value)} onChange={(e) => field.onChange(e.target.checked)} />}
              />
            )}
          />
          <Button type="submit" variant="contained" size="large" disabled={formState.isSubmitting || login.isPending}>
            Log in
          </Button>
        </Stack>
      </Paper>
    </Box>
  );
}
