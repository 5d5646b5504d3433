import { ACTIVITY_MSG, AUTHORITY, ROLE, type ActivityDto } from '@school-ops/shared';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { authStore } from '../../../lib/auth.ts';
import { filterStore } from '../../../lib/filter.ts';
import { toastStore } from '../../../lib/status.ts';
import { mockFetch, renderWithProviders, type FetchCall } from '../../../test/render.tsx';
import ActivitiesPage from './ActivitiesPage.tsx';

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
// What the server's policy answers (decision 0024): the page renders the confirm toggle and delete from these.
const TEACHER: ActivityDto['can'] = { edit: true, confirm: false, deletePhotos: false };
const SUPERVISOR: ActivityDto['can'] = { edit: true, confirm: true, deletePhotos: true };
let can = TEACHER;
const activity = (n: number, o: Partial<ActivityDto>): ActivityDto => ({
  id: uuid(n),
  title: '',
  description: '',
  confirmed: false,
  photos: [],
  signedUrlPhotos: [],
  className: 'AM Bilingual',
  category: 'AM',
  schoolName: 'Ikejiri',
  date: '2025-04-01',
  can: TEACHER,
  ...o,
});
const DAY = [
  activity(1, { className: 'AM Bilingual', category: 'AM' }),
  activity(2, {
    className: 'Bi.-Kinder',
    category: 'all day',
    title: 'Leaves',
    description: 'We painted leaves.',
    confirmed: true,
    photos: ['activity-a.jpg'],
    signedUrlPhotos: ['/api/files/activity-a.jpg?expires=1'],
  }),
  activity(3, { className: 'PM Kinder', category: 'PM' }),
];

let calls: FetchCall[] = [];
const login = (authority: number, role: number) => {
  can = authority <= AUTHORITY.supervisor ? SUPERVISOR : TEACHER;
  authStore.login({ id: uuid(99), name: 'Amy', authority, role } as never, 'token');
};
const render = () => renderWithProviders([{ path: '/activities', element: <ActivitiesPage /> }], '/activities');
const card = (name: string) => screen.getByRole('region', { name });
const errors = () =>
  toastStore
    .get()
    .filter((t) => t.severity === 'error')
    .map((t) => t.message);

beforeEach(() => {
  toastStore.clear();
  filterStore.set({ schoolName: 'Ikejiri', className: 'all', date: '2025-04-01' });
  calls = mockFetch((c) => {
    if (c.method === 'GET') return { body: { documents: DAY.map((a) => ({ ...a, can })) } };
    return { body: { document: { ...DAY[0], title: 'Painting', description: 'Done' } } };
  });
});
afterEach(() => {
  cleanup();
  authStore.logout();
});

describe('activities page', () => {
  it('asks for the school’s day and shows a card per class; teachers get no confirm toggle or delete', async () => {
    login(AUTHORITY.user, ROLE.partTimeTeacher);
    render();
    expect(await screen.findByRole('heading', { name: 'AM Bilingual' })).toBeTruthy();
    expect(calls[0]?.url).toBe('/api/activities?schoolName=Ikejiri&date=2025-04-01');
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'AM Bilingual',
      'Bi.-Kinder',
      'PM Kinder',
    ]);
    expect(screen.queryByLabelText('confirmed')).toBeNull();
    expect(screen.queryByRole('button', { name: 'delete photos' })).toBeNull();
    // Confirmed: title and description are locked.
    expect(within(card('Bi.-Kinder')).getByLabelText('Title')).toHaveProperty('disabled', true);
    expect(within(card('Bi.-Kinder')).getByRole('link', { name: 'preview photos' }).getAttribute('href')).toBe(
      `/activities/${uuid(2)}/photos`,
    );
    const input = card('AM Bilingual').querySelector('input[type="file"]');
    expect(input?.getAttribute('accept')).toBe('image/*');
    expect(input?.hasAttribute('multiple')).toBe(true);
  });

  it('follows the class filter', async () => {
    login(AUTHORITY.user, ROLE.partTimeTeacher);
    filterStore.set({ className: 'PM' });
    render();
    expect(await screen.findByRole('heading', { name: 'PM Kinder' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'AM Bilingual' })).toBeNull();
  });

  it('requires title and description before saving, then sends the multipart form', async () => {
    login(AUTHORITY.user, ROLE.partTimeTeacher);
    const user = userEvent.setup();
    render();
    const am = await screen.findByRole('region', { name: 'AM Bilingual' });
    await user.type(within(am).getByLabelText('Title'), 'Painting');
    await user.click(within(am).getByRole('button', { name: 'Save' }));
    expect(await within(am).findByText(ACTIVITY_MSG.descriptionRequired)).toBeTruthy();
    expect(calls.filter((c) => c.method === 'PATCH')).toEqual([]);
    await user.type(within(am).getByLabelText('Description'), 'Done');
    await user.click(within(am).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'PATCH')).toHaveLength(1));
    const patch = calls.find((c) => c.method === 'PATCH')!;
    expect(patch.url).toBe(`/api/activities/${uuid(1)}`);
    const form = patch.body as FormData;
    expect(form.get('title')).toBe('Painting');
    expect(form.get('description')).toBe('Done');
    expect(form.has('confirmed')).toBe(false);
  });

  it('a supervisor cannot confirm without photos, nor delete photos of a confirmed activity', async () => {
    login(AUTHORITY.supervisor, ROLE.supervisor);
    const user = userEvent.setup();
    render();
    const am = await screen.findByRole('region', { name: 'AM Bilingual' });
    await user.type(within(am).getByLabelText('Title'), 'Painting');
    await user.type(within(am).getByLabelText('Description'), 'Done');
    await user.click(await within(am).findByLabelText('confirmed'));
    await user.click(within(am).getByRole('button', { name: 'Save' }));
    expect(await within(am).findByText('make sure photos are uploaded before confirming')).toBeTruthy();
    await user.click(within(card('Bi.-Kinder')).getByRole('button', { name: 'delete photos' }));
    expect(errors()).toEqual(['unconfirm activity before deleting photos']);
    expect(calls.filter((c) => c.method === 'PATCH')).toEqual([]);
  });
});
