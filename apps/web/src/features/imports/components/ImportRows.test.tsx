import { screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { setLanguage } from '../../../lib/i18n/index.ts';
import { renderInApp } from '../../../test/render.tsx';
import { ImportRows } from './ImportRows.tsx';

/** A pick-up row with the messages the import gives it (the report's rows, as the server sends them). */
const rows = [
  {
    line: 2,
    action: 'error' as const,
    label: '2026-11-24 Ikejiri',
    messages: ['category is required', 'time to leave "25:00" is not a time (use HH:mm or h:mm AM/PM)'],
  },
];

afterEach(() => setLanguage('en'));

it('shows a row’s messages in English exactly as the import wrote them', () => {
  renderInApp(<ImportRows rows={rows} caption="Rows" />);
  expect(screen.getAllByText('category is required').length).toBeGreaterThan(0);
  expect(screen.getAllByText('time to leave "25:00" is not a time (use HH:mm or h:mm AM/PM)').length).toBeGreaterThan(
    0,
  );
});

it('names each column in Japanese as the Japanese template heads it', async () => {
  await setLanguage('ja');
  renderInApp(<ImportRows rows={rows} caption="Rows" />);
  // 種別 as the pick-ups' column, not the spelling categories' カテゴリー of fields.category.
  expect(screen.getAllByText('「種別」を入力してください').length).toBeGreaterThan(0);
  expect(
    screen.getAllByText('「出発時刻」の「25:00」は時刻ではありません（HH:mm または h:mm AM/PM の形で入力してください）')
      .length,
  ).toBeGreaterThan(0);
});
