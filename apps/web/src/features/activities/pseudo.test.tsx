import { ALL_SCHOOLS, MSG, type ActivityDto } from '@school-ops/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { filterStore } from '../../lib/filter.ts';
import { i18n } from '../../lib/i18n/index.ts';
import { describePseudoScreens } from '../../test/pseudo-screens.tsx';
import { mockFetch } from '../../test/render.tsx';
import ActivitiesPage from './pages/ActivitiesPage.tsx';
import ActivityPhotosPage from './pages/ActivityPhotosPage.tsx';

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const SUPERVISOR: ActivityDto['can'] = { edit: true, confirm: true, deletePhotos: true };
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
  date: '2026-11-24',
  can: SUPERVISOR,
  ...o,
});
const photos = (n: number) => ({
  photos: Array.from({ length: n }, (_, i) => `activity-${i}.jpg`),
  signedUrlPhotos: Array.from({ length: n }, (_, i) => `/api/files/activity-${i}.jpg?expires=1`),
});
/** An empty one, a confirmed one with its photos, one with a single photo. */
const DAY = [
  activity(1, {}),
  activity(2, {
    className: 'Bi.-Kinder',
    category: 'all day',
    title: 'Leaves',
    description: 'We painted leaves.',
    confirmed: true,
    ...photos(2),
  }),
  activity(3, { className: 'PM Kinder', category: 'PM', title: 'Songs', description: 'We sang.', ...photos(1) }),
];

const day =
  (list: ActivityDto[], schoolName = 'Ikejiri') =>
  () => {
    filterStore.set({ schoolName, className: 'all' });
    mockFetch((c) => (c.method === 'GET' ? { body: { documents: list } } : { body: { document: list[0] } }));
  };
const one = (a: ActivityDto) => () => {
  mockFetch(() => ({ body: { document: a } }));
};

/** The day's data (classes, titles, the school). */
const DATA = [
  'AM Bilingual',
  'Bi.-Kinder',
  'PM Kinder',
  'Leaves',
  'We painted leaves.',
  'Songs',
  'We sang.',
  'Ikejiri',
];
const region = (name: string) => screen.findByRole('region', { name });

describePseudoScreens('activities', [
  {
    name: 'Activities: a day of cards, one confirmed with photos (supervisor)',
    page: <ActivitiesPage />,
    path: '/activities',
    arrange: day(DAY),
    act: async () => {
      await region('PM Kinder');
    },
    data: DATA,
  },
  {
    name: 'Activities: every school (each card names its school)',
    page: <ActivitiesPage />,
    path: '/activities',
    arrange: day(DAY, ALL_SCHOOLS),
    act: async () => {
      await screen.findAllByRole('region');
    },
    data: DATA,
  },
  {
    name: 'Activities: the messages of a card that cannot be saved',
    page: <ActivitiesPage />,
    path: '/activities',
    arrange: day(DAY),
    act: async () => {
      const user = userEvent.setup({ delay: null });
      const am = await region('AM Bilingual');
      await user.click(within(am).getByRole('switch'));
      await user.click(within(am).getByRole('button', { name: '⟦Save⟧' }));
      await within(am).findByText('⟦make sure photos are uploaded before confirming⟧');
    },
    data: DATA,
  },
  {
    name: 'Activities: the delete-photos dialog',
    page: <ActivitiesPage />,
    path: '/activities',
    arrange: day(DAY),
    act: async () => {
      const pm = await region('PM Kinder');
      await userEvent.click(within(pm).getByRole('button', { name: '⟦delete photos⟧' }));
      await screen.findByRole('dialog');
    },
    data: DATA,
  },
  {
    name: 'Activities: no activity for the class',
    page: <ActivitiesPage />,
    path: '/activities',
    arrange: day([]),
    act: async () => {
      await screen.findByText('⟦There are no activities for this class.⟧');
    },
    data: DATA,
  },
  {
    name: 'Activity photos, with the delete dialog',
    page: <ActivityPhotosPage />,
    path: `/activities/${uuid(3)}/photos`,
    route: '/activities/:id/photos',
    arrange: one({ ...DAY[2]!, ...photos(2) }),
    act: async () => {
      await userEvent.click(await screen.findByRole('button', { name: '⟦delete photo 1⟧' }));
      await screen.findByRole('dialog');
    },
    data: DATA,
  },
  {
    name: 'Activity photos: none yet',
    page: <ActivityPhotosPage />,
    path: `/activities/${uuid(1)}/photos`,
    route: '/activities/:id/photos',
    arrange: one(DAY[0]!),
    act: async () => {
      await screen.findByText('⟦No photos yet.⟧');
    },
    data: DATA,
  },
]);

describe('the activities catalog in English', () => {
  it('says what the shared texts say', () => {
    expect(i18n.t('activities.unsavedChanges', { lng: 'en' })).toBe(MSG.unsavedChanges);
  });
});
