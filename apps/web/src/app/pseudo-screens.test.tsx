import { AUTHORITY, ROLE, type UserDto } from '@school-ops/shared';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LoginForm } from '../features/auth/components/LoginForm.tsx';
import MePage from '../features/me/pages/MePage.tsx';
import { authStore } from '../lib/auth.ts';
import { filterStore } from '../lib/filter.ts';
import { renderWithProviders } from '../test/render.tsx';
import { backToEnglish, untranslatedTexts, usePseudoLanguage } from '../test/pseudo.ts';
import { aUser } from '../test/users.ts';
import { ErrorView } from './ErrorPage.tsx';
import { AppShell } from './shell/AppShell.tsx';
import { PlainShell } from './shell/PlainShell.tsx';

const person: UserDto = aUser({
  name: 'Sara Super',
  username: 'sarasuper',
  smsId: 4242,
  authority: AUTHORITY.supervisor,
  role: ROLE.supervisor,
});

interface Screen {
  name: string;
  /** The page inside the signed-in shell, or alone. */
  page: ReactNode;
  path?: string;
  inShell?: boolean;
  signedIn?: boolean;
  /** What the person does before it is read (opens the drawer, ...). */
  act?: () => Promise<void>;
  /** The screen's own data, which is not catalog text. */
  data?: (string | RegExp)[];
  /** Parts that are someone else's to translate, for now (each with why). */
  skip?: string;
}

const openDrawer = async () => {
  await userEvent.click(await screen.findByRole('button', { name: /open navigation/ }));
  await screen.findByRole('navigation');
};

/** Add a screen here once its texts pass through the catalog. */
const SCREENS: Screen[] = [
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

describe('every text of a translated screen comes from the catalog (pseudo-language)', () => {
  beforeEach(() => filterStore.set({ date: '2026-11-24' }));
  afterEach(backToEnglish);

  it.each(SCREENS)('$name', async (s) => {
    const path = s.path ?? '/';
    const element = s.inShell ? <AppShell /> : s.page;
    const routes = s.inShell
      ? [{ path: '/', element, children: [{ path: path.slice(1) || undefined, index: path === '/', element: s.page }] }]
      : [{ path, element }];
    // Signed in first: the app would switch to the person's language on sign-in.
    if (s.signedIn) authStore.login(person, 'test-token');
    await usePseudoLanguage();
    renderWithProviders(routes, path);
    await s.act?.();
    // Lazy parts (the bar's signed-in chunk) have arrived when the page's marked texts show.
    await screen.findAllByText(/⟦/);
    expect(untranslatedTexts(document.body, [/\d{4}-\d{2}-\d{2}/g, ...(s.data ?? [])], s.skip)).toEqual([]);
  });

  it('finds text that did not pass through the catalog (the check itself works)', async () => {
    renderWithProviders([{ path: '/', element: <p>School Ops · plain words</p> }], '/');
    expect(untranslatedTexts(document.body, [])).toEqual(['School', 'Ops', 'plain', 'words']);
  });
});
