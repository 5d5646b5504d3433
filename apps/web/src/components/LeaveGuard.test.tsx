import { MSG } from '@school-ops/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Link, Outlet } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render.tsx';
import { LeaveGuard, LeaveGuardHost, UNGUARDED_NAVIGATION } from './LeaveGuard.tsx';

const IN_PROGRESS = 'Session in progress! Are you sure you want to leave this page?';

/** A page with two things to guard, as the session page has (the session and the reading form on it). */
function TwoGuards() {
  const [dirty, setDirty] = useState(false);
  return (
    <>
      <button onClick={() => setDirty(true)}>edit the form</button>
      <LeaveGuard when={dirty} message={MSG.unsavedChanges} />
      <LeaveGuard when message={IN_PROGRESS} />
      <Link to="/list">all sessions</Link>
    </>
  );
}

function renderApp() {
  return renderWithProviders(
    [
      {
        element: (
          <>
            <Outlet />
            <LeaveGuardHost />
          </>
        ),
        children: [
          { path: '/session', element: <TwoGuards /> },
          { path: '/list', element: <p>the list</p> },
        ],
      },
    ],
    '/session',
  );
}

afterEach(() => vi.restoreAllMocks());

describe('the leave guard', () => {
  it("asks once with every guard's message when a page holds two, and stays or leaves as told", async () => {
    const errors = vi.spyOn(console, 'error');
    const warnings = vi.spyOn(console, 'warn');
    const router = renderApp();
    await userEvent.click(screen.getByRole('button', { name: 'edit the form' }));

    await userEvent.click(screen.getByRole('link', { name: 'all sessions' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave this page?' });
    expect(dialog.textContent).toContain(MSG.unsavedChanges);
    expect(dialog.textContent).toContain(IN_PROGRESS);
    await userEvent.click(screen.getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/session');

    await userEvent.click(screen.getByRole('link', { name: 'all sessions' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Leave' }));
    expect(await screen.findByText('the list')).toBeTruthy();
    expect([...errors.mock.calls, ...warnings.mock.calls].flat().join(' ')).not.toMatch(/blocker/i);
  });

  it('lets a navigation the person did not choose (an expired sign-in) through', async () => {
    const router = renderApp();
    await router.navigate('/list', { state: UNGUARDED_NAVIGATION });
    expect(router.state.location.pathname).toBe('/list');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
