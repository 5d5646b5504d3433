import { AUTHORITY, ROLE, type UserDto } from '@school-ops/shared';
import { enUS } from '@mui/x-date-pickers/locales';
import { screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AppShell } from '../app/shell/AppShell.tsx';
import { authStore } from '../lib/auth.ts';
import { filterStore } from '../lib/filter.ts';
import { backToEnglish, untranslatedTexts, usePseudoLanguage } from './pseudo.ts';
import { renderWithProviders } from './render.tsx';
import { aUser } from './users.ts';

/** The signed-in person of the pseudo-language runs, unless a screen names another. */
export const pseudoPerson: UserDto = aUser({
  name: 'Sara Super',
  username: 'sarasuper',
  smsId: 4242,
  authority: AUTHORITY.supervisor,
  role: ROLE.supervisor,
});

export interface PseudoScreen {
  name: string;
  /** The page inside the signed-in shell, or alone. */
  page: ReactNode;
  /** The address the page is rendered at ('/students/:id' style patterns go in `route`). */
  path?: string;
  /** The route pattern when it differs from `path` ('/sessions/:id'). */
  route?: string;
  inShell?: boolean;
  /** Signed in as `pseudoPerson`, or as this person. */
  signedIn?: boolean | UserDto;
  /** Run before rendering: stub the API (`mockFetch`) and anything else the page reads. */
  arrange?: () => void | Promise<void>;
  /** What the person does before it is read (opens a dialog, a drawer, a step, ...). */
  act?: () => Promise<void>;
  /** The screen's own data, which is not catalog text (names, book titles, letters the child reads). */
  data?: (string | RegExp)[];
  /** Parts that are not the UI's text (each with why): a CSS selector of elements left out. */
  skip?: string;
}

/** Dates the screens show from their data. */
const DATES = [/\d{4}-\d{2}-\d{2}/g];

/**
 * The words a date or time field itself writes in its sections and clear button ('Year', 'Month', 'Clear', …):
 * MUI X's locale (Japanese from its jaJP locale, components/PickerProvider.tsx), not ours to translate. Only
 * these: its button words ('Cancel', 'OK', 'Today') would hide our own untranslated buttons.
 */
const FIELD_WORD_KEYS = [
  'year',
  'month',
  'day',
  'weekDay',
  'hours',
  'minutes',
  'seconds',
  'meridiem',
  'empty',
  'fieldClearLabel',
];
const PICKER_WORDS = FIELD_WORD_KEYS.map(
  (key) => enUS.components.MuiLocalizationProvider.defaultProps.localeText[key as 'year'] as string,
).map((word) => new RegExp(`\\b${word}\\b`, 'g'));

/**
 * The top bar's date field is lazy: whether it has mounted when a screen in the shell is read depends on how fast
 * its chunk arrives (a race that showed once other test files had warmed the pickers' modules). Its field and
 * open button speak MUI X's own words (its locale, as every picker's: see the screens' PICKERS skips).
 */
const SHELL_PICKER = 'header .MuiPickersSectionList-root, header .MuiInputAdornment-root';

/**
 * One `it` per screen: rendered in the pseudo-language, every text a person sees or hears must have passed
 * through the catalog (see test/pseudo.ts).
 */
export function describePseudoScreens(title: string, screens: PseudoScreen[]) {
  describe(`${title}: every text comes from the catalog (pseudo-language)`, () => {
    beforeEach(() => filterStore.set({ date: '2026-11-24' }));
    afterEach(backToEnglish);

    it.each(screens)('$name', async (s) => {
      const path = s.path ?? '/';
      const route = s.route ?? path;
      const element = s.inShell ? <AppShell /> : s.page;
      const routes = s.inShell
        ? [
            {
              path: '/',
              element,
              children: [{ path: route.slice(1) || undefined, index: route === '/', element: s.page }],
            },
          ]
        : [{ path: route, element }];
      await s.arrange?.();
      // Signed in first: the app would switch to the person's language on sign-in.
      if (s.signedIn) authStore.login(s.signedIn === true ? pseudoPerson : s.signedIn, 'test-token');
      await usePseudoLanguage();
      renderWithProviders(routes, path);
      // The page's marked texts show once its data and lazy parts have arrived.
      await screen.findAllByText(/⟦/);
      await s.act?.();
      const skip = [s.skip, s.inShell ? SHELL_PICKER : undefined].filter(Boolean).join(', ') || undefined;
      expect(untranslatedTexts(document.body, [...DATES, ...(s.data ?? []), ...PICKER_WORDS], skip)).toEqual([]);
    });
  });
}
