import { AUTHORITY, MSG, ROLE, type UserDto } from '@school-ops/shared';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { reachPicker } from '../../../test/pickers.ts';
import { mockFetch as stubFetch, renderWithProviders, type FetchCall } from '../../../test/render.tsx';
import { authStore } from '../../../lib/auth.ts';
import { toastStore } from '../../../lib/status.ts';
import UserFormPage from './UserFormPage.tsx';
import { aUser } from '../../../test/users.ts';

// The authorities she may give come from the server (abilities.grantableAuthorities, issue 17).
const manager = aUser({
  username: 'maria',
  name: 'Maria',
  abilities: {
    seeCanceledSessions: false,
    grantableAuthorities: [AUTHORITY.manager, AUTHORITY.supervisor, AUTHORITY.user],
  },
});
const teacher: UserDto = {
  ...manager,
  id: '00000000-0000-4000-8000-000000000002',
  username: 'kenji',
  smsId: 42,
  name: 'Kenji',
  role: ROLE.partTimeTeacher,
  authority: AUTHORITY.user,
  maxHours: 20,
};

let calls: FetchCall[] = [];
const mockFetch = (reply: Parameters<typeof stubFetch>[0]) => {
  calls = stubFetch(reply);
};

const renderAt = (path: string) =>
  renderWithProviders(
    [
      { path: '/users', element: <p>users list</p> },
      { path: '/users/new', element: <UserFormPage /> },
      { path: '/users/:id', element: <UserFormPage /> },
    ],
    path,
  );

const writes = () => calls.filter((c) => c.method !== 'GET');
/** The new-user form filled in for a full-timer, whose main shift shows; Monday's row. */
const newFullTimer = async () => {
  const user = userEvent.setup();
  renderAt('/users/new');
  await user.type(screen.getByLabelText(/SMS ID/), '5');
  await user.type(screen.getByLabelText(/Name/, { selector: 'input[name="name"]' }), 'Yui');
  await user.selectOptions(screen.getByLabelText('Role'), 'Full-Time Teacher');
  // Monday's time fields become their pickers as a person reaches for them (decisions 0038, 0061).
  const monday = screen.getByRole('group', { name: 'Monday' });
  await reachPicker('Start', monday);
  await reachPicker('End', monday);
  return { user, monday };
};
/** A time picker's input, which takes a whole typed time as a person's keys would give it. */
const timeInput = (day: HTMLElement, key: 'startTime' | 'endTime') => {
  const input = day.querySelector<HTMLInputElement>(`input[name$=".${key}"]`);
  if (!input) throw new Error(`no ${key} input`);
  return input;
};

beforeEach(() => {
  calls = [];
  authStore.login(manager, 'token');
  toastStore.clear();
});
afterEach(() => {
  cleanup();
  authStore.logout();
});

describe('new user form', () => {
  beforeEach(() => mockFetch(() => ({ status: 500, body: {} })));

  it('shows max hours only for part-timers and the main shift only for full-timers and supervisors', async () => {
    const user = userEvent.setup();
    renderAt('/users/new');
    const role = screen.getByLabelText('Role');

    expect(screen.getByLabelText('Max hours per week')).toBeTruthy();
    expect(screen.queryByText('Main Shift')).toBeNull();

    await user.selectOptions(role, 'Full-Time Teacher');
    expect(screen.queryByLabelText('Max hours per week')).toBeNull();
    expect(screen.getByText('Main Shift')).toBeTruthy();
    // Each day's time fields, their pickers' placeholders until reached for (decision 0061).
    expect(screen.getAllByRole('textbox', { name: 'Start' })).toHaveLength(7);
    expect(within(screen.getByRole('group', { name: 'Sunday' })).getByLabelText('School')).toBeTruthy();

    await user.selectOptions(role, 'Supervisor');
    expect(screen.getByText('Main Shift')).toBeTruthy();

    for (const other of ['School Manager', 'No teaching role']) {
      await user.selectOptions(role, other);
      expect(screen.queryByText('Main Shift')).toBeNull();
      expect(screen.queryByLabelText('Max hours per week')).toBeNull();
    }
  });

  it('checks each active main-shift day for start before end', async () => {
    const { user, monday } = await newFullTimer();
    fireEvent.change(timeInput(monday, 'endTime'), { target: { value: '9:00 AM' } });
    await user.click(screen.getByRole('button', { name: 'Create User' }));

    expect(await within(monday).findByText('invalid shift times')).toBeTruthy();
    expect(writes()).toEqual([]);
  });

  it("shows main-shift times with the app's time picker as h:mm A and keeps a typed time on the 5-minute step (issue 16 items 5, 7)", async () => {
    mockFetch(() => ({ status: 500, body: {} }));
    const { user, monday } = await newFullTimer();
    expect(timeInput(monday, 'startTime').value).toBe('10:30 AM');
    expect(timeInput(monday, 'endTime').value).toBe('7:30 PM');
    expect(monday.querySelector('input[type="time"]')).toBeNull();

    fireEvent.change(timeInput(monday, 'endTime'), { target: { value: '7:03 PM' } });
    await user.click(screen.getByRole('button', { name: 'Create User' }));
    await waitFor(() => expect(writes()).toHaveLength(1));
    const body = writes()[0]!.body as { mainShift: { endTime: string }[] };
    expect(body.mainShift[1]!.endTime).toBe('19:05');
  });

  it('offers only authorities at or below the signed-in manager', () => {
    renderAt('/users/new');
    const options = within(screen.getByLabelText('Authority')).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Manager', 'Supervisor', 'User']);
  });

  it('shows "name is required" and sends nothing when the name is missing', async () => {
    const user = userEvent.setup();
    renderAt('/users/new');
    await user.type(screen.getByLabelText(/SMS ID/), '123');
    await user.click(screen.getByRole('button', { name: 'Create User' }));

    expect(await screen.findByText('name is required')).toBeTruthy();
    expect(writes()).toEqual([]);
  });
});

describe('creating and editing', () => {
  it('creates a user and shows the generated credentials once', async () => {
    mockFetch(() => ({
      status: 201,
      body: {
        document: { ...teacher, id: '00000000-0000-4000-8000-000000000003', name: 'Aiko' },
        credentials: { username: 'aiko', password: 'pass-word-1', pin: '1234' },
      },
    }));
    const user = userEvent.setup();
    const router = renderAt('/users/new');
    await user.type(screen.getByLabelText(/SMS ID/), '77');
    await user.type(screen.getByLabelText(/Name/, { selector: 'input[name="name"]' }), 'Aiko');
    await user.type(screen.getByLabelText('Max hours per week'), '12');
    await user.click(screen.getByRole('button', { name: 'Create User' }));

    const dialog = await screen.findByRole('dialog', { name: 'User created' });
    expect(within(dialog).getByText('aiko')).toBeTruthy();
    expect(within(dialog).getByText('pass-word-1')).toBeTruthy();
    expect(within(dialog).getByText('1234')).toBeTruthy();
    expect(writes()).toEqual([
      {
        method: 'POST',
        url: '/api/users',
        body: expect.objectContaining({
          smsId: 77,
          name: 'Aiko',
          nickname: null,
          role: ROLE.partTimeTeacher,
          maxHours: 12,
          mainShift: null,
        }),
      },
    ]);

    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/users/00000000-0000-4000-8000-000000000003'));
  });

  it('saves an edit and tells that they must log in again', async () => {
    mockFetch((c) => ({ body: { document: c.method === 'PATCH' ? { ...teacher, ...(c.body as object) } : teacher } }));
    const user = userEvent.setup();
    renderAt(`/users/${teacher.id}`);
    const nickname = await screen.findByLabelText('Nickname');
    await user.type(nickname, 'Ken');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(toastStore.get().map((t) => t.message)).toEqual([MSG.mustRelog]));
    expect(writes()).toEqual([
      {
        method: 'PATCH',
        url: `/api/users/${teacher.id}`,
        body: expect.objectContaining({ nickname: 'Ken', maxHours: 20 }),
      },
    ]);
  });
});
