import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '../lib/i18n/index.ts';
import { reachPicker } from '../test/pickers.ts';
import { renderInApp } from '../test/render.tsx';
import { DateField } from './DateField.tsx';
import { TimeField } from './TimeField.tsx';

function Fields() {
  return (
    <>
      <DateField label="day" value="2026-11-04" onChange={() => {}} />
      <TimeField label="start" value="14:05" onChange={() => {}} />
    </>
  );
}

/** What the field's picker shows once reached for: its sections' text, without the label the group also holds. */
const shown = async (name: string) =>
  (await reachPicker(name)).textContent?.replace(/[\u2066-\u2069\u200e]/g, '').replace(name, '');

describe('the date and time fields (issue 18 item: the language’s format)', () => {
  afterEach(() => setLanguage('en'));

  it('show YYYY-MM-DD and h:mm A in English', async () => {
    renderInApp(<Fields />);
    expect(await shown('day')).toBe('2026-11-04');
    expect(await shown('start')).toBe('2:05 PM');
  });

  it('show 2026年11月4日(水) and 14:05 in Japanese', async () => {
    await setLanguage('ja');
    renderInApp(<Fields />);
    expect(await shown('day')).toBe('2026年11月4日(水)');
    expect(await shown('start')).toBe('14:05');
  });
});
