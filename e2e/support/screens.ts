import { expect, type Page } from '@playwright/test';
import { addDays } from './dates.ts';
import { schoolToday } from './fixtures.ts';

/** The screens of the route table without a record, by the demo person who uses them (beside /sessions). */
export const SCREENS_BY_ROLE = {
  parttimer: ['/', '/activities', '/my-pickups', '/my-shifts', '/me'],
  supervisor: ['/sessions/check', '/pickups', '/shifts', '/shifts/check', '/shifts/new', '/students', '/reading'],
  admin: [
    '/books',
    '/books/new',
    '/spelling-categories',
    '/spelling-categories/new',
    '/teachers',
    '/users',
    '/users/new',
    '/links',
    '/manuals',
    '/imports',
    '/settings',
    '/audit',
    '/reports/hours',
    '/reports/sessions',
  ],
} as const;

/** The first record of each list, as the admin reads them: each record screen's address. */
export async function recordPaths(page: Page, token: string): Promise<string[]> {
  const first = async (api: string) => {
    const res = await page.request.get(api, { headers: { authorization: `Bearer ${token}` } });
    expect(res.status(), api).toBe(200);
    const { documents } = (await res.json()) as { documents: { id: string }[] };
    expect(documents.length, api).toBeGreaterThan(0);
    return documents[0]!.id;
  };
  return [
    `/students/${await first('/api/students')}`,
    `/books/${await first('/api/books')}`,
    `/spelling-categories/${await first('/api/spelling-categories')}`,
    `/teachers/${await first('/api/users/teachers')}`,
    `/users/${await first('/api/users')}`,
    // An activity of a day (its list makes the day's activities, one per class).
    `/activities/${await first('/api/activities?schoolName=Ikejiri&date=2026-11-24')}/photos`,
    `/shifts/${await firstShift(page, token)}`,
  ];
}

/** A shift of the coming week at Ikejiri (the demo's shifts start on the day it is seeded). */
async function firstShift(page: Page, token: string): Promise<string> {
  for (let day = 0; day < 7; day++) {
    const date = addDays(schoolToday(), day);
    const res = await page.request.get(`/api/shifts/manage?date=${date}&schoolName=Ikejiri`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.status(), date).toBe(200);
    const { shifts } = (await res.json()) as { shifts: { id: string }[] };
    if (shifts[0]) return shifts[0].id;
  }
  throw new Error('no shift at Ikejiri in the coming week');
}
