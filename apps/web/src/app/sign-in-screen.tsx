import { StrictMode } from 'react';
import { LoginForm } from '../features/auth/components/LoginForm.tsx';
import type { LoginReply } from '../features/auth/sign-in.ts';
import { PlainShell } from './shell/PlainShell.tsx';

interface Props {
  onSignedIn(reply: LoginReply): void | Promise<void>;
  onEdit?(): void;
  /** The form is the app's: what was typed before it came is in its state (LoginForm). */
  onReady?(): void;
}

/**
 * The sign-in page as a fresh load shows it: rendered into index.html by the build (one per language,
 * server-render/sign-in-page.tsx) and hydrated by the app (sign-in-app.tsx). Both render this, so they match.
 */
export function SignInScreen({ onSignedIn, onEdit, onReady }: Props) {
  return (
    <StrictMode>
      <PlainShell signedIn={false}>
        <LoginForm onSignedIn={onSignedIn} onEdit={onEdit} onReady={onReady} />
      </PlainShell>
    </StrictMode>
  );
}
