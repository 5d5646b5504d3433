import { MSG } from '@school-ops/shared';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n/index.ts';
import { describePseudoScreens } from '../../test/pseudo-screens.tsx';
import { mockFetch } from '../../test/render.tsx';
import SettingsPage from './pages/SettingsPage.tsx';

const settings = () => {
  mockFetch(() => ({
    body: { document: { notesBaseUrl: 'https://notes.example.com/students/', readingSameStageSessions: 20 } },
  }));
};

/** The field's example address (its placeholder, the same in every language). */
const EXAMPLE = 'https://notes.example.com/students/';

describePseudoScreens('school settings', [
  {
    name: 'School Settings',
    page: <SettingsPage />,
    path: '/settings',
    signedIn: true,
    arrange: settings,
    act: async () => {
      await screen.findByRole('textbox');
    },
    data: [EXAMPLE],
  },
  {
    name: 'School Settings with a field message',
    page: <SettingsPage />,
    path: '/settings',
    signedIn: true,
    arrange: settings,
    act: async () => {
      const user = userEvent.setup({ delay: null });
      const field = await screen.findByRole('textbox');
      await user.clear(field);
      await user.type(field, 'not a link');
      await user.click(screen.getByRole('button', { name: '⟦Save⟧' }));
      await screen.findByText(/⟦.*⟧/, { selector: 'p.Mui-error' });
    },
    data: [EXAMPLE],
  },
]);

describe('the settings catalog in English', () => {
  it('says what the shared texts say', () => {
    expect(i18n.t('settings.unsavedChanges', { lng: 'en' })).toBe(MSG.unsavedChanges);
  });
});
