import { AUTHORITY, MSG, ROLE } from '@school-ops/shared';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Link } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfirmDialog } from '../components/ConfirmDialog.tsx';
import { DayState } from '../components/DayState.tsx';
import { ErrorText } from '../components/ErrorText.tsx';
import { GlobalFilterSelects } from '../components/GlobalFilterSelects.tsx';
import { LeaveGuard } from '../components/LeaveGuard.tsx';
import { PeopleColumn } from '../components/PeopleColumn.tsx';
import { LoginForm } from '../features/auth/components/LoginForm.tsx';
import ExpiredPage from '../features/auth/pages/ExpiredPage.tsx';
import LogoutPage from '../features/auth/pages/LogoutPage.tsx';
import NotFoundPage from '../features/errors/pages/NotFoundPage.tsx';
import UnauthorizedPage from '../features/errors/pages/UnauthorizedPage.tsx';
import MePage from '../features/me/pages/MePage.tsx';
import { i18n, useTranslation } from '../lib/i18n/index.ts';
import { notify } from '../lib/status.ts';
import { mockFetch, renderWithProviders } from '../test/render.tsx';
import { untranslatedTexts } from '../test/pseudo.ts';
import { describePseudoScreens, pseudoPerson, type PseudoScreen } from '../test/pseudo-screens.tsx';
import { aUser } from '../test/users.ts';
import { ErrorView } from './ErrorPage.tsx';
import { PlainShell } from './shell/PlainShell.tsx';

const openDrawer = async () => {
  await userEvent.click(await screen.findByRole('button', { name: /open navigation/ }));
  await screen.findByRole('navigation');
};

const CALENDAR_PATH = `/api/calendar/${'a'.repeat(43)}.ics`;
// The /me screens stub the calendar's read; the screens after them keep the fetch they had before.
const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

const partTimer = aUser({
  name: 'Pat Part',
  username: 'patpart',
  smsId: 4243,
  authority: AUTHORITY.user,
  role: ROLE.partTimeTeacher,
  maxHours: 20,
});

/** A confirmation with the dialog's own buttons and title; the question is the caller's (here a catalog text). */
function AskToConfirm() {
  const { t } = useTranslation();
  return (
    <ConfirmDialog open message={t('components.leaveGuard.unsavedChanges')} onConfirm={() => {}} onCancel={() => {}} />
  );
}

/** A page with unsaved edits, as the forms guard them, and a link away from it. */
function GuardedPage() {
  const [dirty] = useState(true);
  return (
    <>
      <LeaveGuard when={dirty} message={MSG.unsavedChanges} />
      <Link to="/elsewhere">elsewhere</Link>
    </>
  );
}

/** The small shared pieces of the lists: the day's empty state, a failed query, the filters, a people column. */
function SharedPieces() {
  const { t } = useTranslation();
  return (
    <>
      <DayState date="" what={t('nav.sessions')} pending={false} />
      <ErrorText error={new Error('boom')} />
      <GlobalFilterSelects />
      <PeopleColumn title={t('nav.teachers')} people={[]} href={() => '/'} secondary={() => ''} />
    </>
  );
}

/** Add a screen here once its texts pass through the catalog. */
const SCREENS: PseudoScreen[] = [
  {
    name: 'the signed-in shell with its drawer, chips and a toast',
    page: <p />,
    inShell: true,
    signedIn: true,
    act: async () => {
      await openDrawer();
      act(() => notify.success(i18n.t('me.password.updated')));
    },
  },
  {
    name: 'the sign-in page with its field errors',
    page: (
      <PlainShell signedIn={false}>
        <LoginForm onSignedIn={() => undefined} />
      </PlainShell>
    ),
    // The language names are the same in every language (English / 日本語), and come from the catalog too.
    act: async () => {
      // An SMS ID too long: a field rule naming its field ('username must be at most 5 characters').
      await userEvent.type(screen.getByRole('textbox'), '123456');
      await userEvent.click(screen.getByRole('button', { name: /Log in/ }));
      await screen.findAllByText(/must be at most/);
    },
  },
  {
    name: '/me with its forms, its calendar address and the renewal question',
    path: '/me',
    page: <MePage />,
    inShell: true,
    signedIn: true,
    arrange: () => void mockFetch(() => ({ body: { document: { path: CALENDAR_PATH } } })),
    act: async () => {
      await userEvent.click(await screen.findByRole('button', { name: '⟦Renew address⟧' }));
      await screen.findByRole('dialog');
    },
    data: ['Sara Super', 'sarasuper', '4242', /\S*\/api\/calendar\/\S*/g],
  },
  {
    name: '/me when the calendar address cannot be read',
    path: '/me',
    page: <MePage />,
    inShell: true,
    signedIn: true,
    arrange: () => void mockFetch(() => ({ status: 400, body: { statusCode: 400, message: 'boom' } })),
    act: async () => {
      await screen.findByRole('alert');
    },
    data: ['Sara Super', 'sarasuper', '4242'],
  },
  {
    name: "/me of a part-timer, with the max hours form and a form's field error",
    path: '/me',
    page: <MePage />,
    inShell: true,
    signedIn: partTimer,
    arrange: () => void mockFetch(() => ({ body: { document: { path: CALENDAR_PATH } } })),
    data: ['Pat Part', 'patpart', '4243', '20'],
    act: async () => {
      await userEvent.click(screen.getByRole('button', { name: /Update password/ }));
      await screen.findAllByText(/is required/);
    },
  },
  {
    name: '/me/update-credentials, insisting on new credentials',
    path: '/me/update-credentials',
    page: <MePage />,
    inShell: true,
    signedIn: { ...pseudoPerson, shouldSetCredentials: true },
    data: ['Sara Super', 'sarasuper', '4242'],
  },
  { name: 'the error page', page: <ErrorView error={new Error('boom')} /> },
  { name: 'the missing page', page: <NotFoundPage /> },
  { name: 'the unauthorized page', page: <UnauthorizedPage /> },
  { name: 'the expired sign-in', page: <ExpiredPage /> },
  { name: 'the logout page', page: <LogoutPage /> },
  { name: 'a confirmation', page: <AskToConfirm /> },
  {
    name: 'the leave guard asking before leaving unsaved changes',
    path: '/guarded',
    page: <GuardedPage />,
    inShell: true,
    signedIn: true,
    // The top bar's date picker names its button in MUI X's words (components/PickerProvider.tsx); the dialog hides
    // it from the check once MUI marks the page behind aria-hidden, which a slower run may not have done yet.
    data: ['elsewhere', /Choose date, selected date is \w+ \d+, \d{4}/g],
    act: async () => {
      await userEvent.click(screen.getByRole('link', { name: 'elsewhere' }));
      await screen.findByRole('dialog');
    },
  },
  { name: 'the lists’ shared pieces', page: <SharedPieces />, data: ['Ikejiri'] },
];

describePseudoScreens('the shell, sign-in, /me, the error pages and the shared components', SCREENS);

describe('the pseudo-language check', () => {
  it('finds text that did not pass through the catalog (the check itself works)', () => {
    renderWithProviders([{ path: '/', element: <p>School Ops · plain words</p> }], '/');
    expect(untranslatedTexts(document.body, [])).toEqual(['School', 'Ops', 'plain', 'words']);
  });

  it('takes a message holding another one (a field name inside it) as marked, but not text beside it', () => {
    renderWithProviders([{ path: '/', element: <p>⟦⟦title⟧ is required⟧ stray</p> }], '/');
    expect(untranslatedTexts(document.body, [])).toEqual(['stray']);
  });
});
