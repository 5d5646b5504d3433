import { Alert } from '@mui/material';
import { ApiError } from '../lib/api-client.ts';
import { MSG } from '@school-ops/shared';

/** A failed query, in the words the API client chose for it. */
export function ErrorText({ error }: { error: unknown }) {
  const message = error instanceof ApiError ? error.message : MSG.somethingWentWrong;
  return (
    <Alert severity="error" sx={{ my: 2 }}>
      Error: {message}
    </Alert>
  );
}
