import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { LoginForm } from '../features/auth/components/LoginForm.tsx';
import MePage from '../features/me/pages/MePage.tsx';
import { renderWithProviders } from '../test/render.tsx';
import { untranslatedTexts } from '../test/pseudo.ts';
import { describePseudoScreens, type PseudoScreen } from '../test/pseudo-screens.tsx';
import { ErrorView } from './ErrorPage.tsx';
import { PlainShell } from './shell/PlainShell.tsx';

const openDrawer = async () => {
  await userEvent.click(await screen.findByRole('button', { name: /open navigation/ }));
  await screen.findByRole('navigation');
};

/** Add a screen here once its texts pass through the catalog. */
const SCREENS: PseudoScreen[] = [
  { name: 'the signed-in shell with its drawer', page: <p />, inShell: true, signedIn: true, act: openDrawer },
  {
    name: 'the sign-in page',
    page: (
      <PlainShell signedIn={false}>
        <LoginForm onSignedIn={() => undefined} />
      </PlainShell>
    ),
    // The language names are the same in every language (English / 日本語), and come from the catalog too.
  },
  {
    name: '/me',
    path: '/me',
    page: <MePage />,
    inShell: true,
    signedIn: true,
    data: ['Sara Super', 'sarasuper', '4242'],
    // The password and PIN forms are being rewritten into the form-field kit; they follow with it.
    skip: 'form',
  },
  { name: 'the error page', page: <ErrorView error={new Error('boom')} /> },
];

describePseudoScreens('the shell, sign-in, /me and the error page', SCREENS);

describe('the pseudo-language check', () => {
  it('finds text that did not pass through the catalog (the check itself works)', () => {
    renderWithProviders([{ path: '/', element: <p>School Ops · plain words</p> }], '/');
    expect(untranslatedTexts(document.body, [])).toEqual(['School', 'Ops', 'plain', 'words']);
  });
});
