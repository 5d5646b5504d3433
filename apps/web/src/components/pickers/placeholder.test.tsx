import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '../../lib/i18n/index.ts';
import { renderInApp } from '../../test/render.tsx';
import { DateField } from '../DateField.tsx';
import { deferred } from '../deferred.tsx';
import { MonthPicker } from '../MonthPicker.tsx';
import { TimeField } from '../TimeField.tsx';

/*
 * Decision 0038: until MUI X's code has loaded, a date or time field is a read-only text field with the same
 * label showing the same value as the picker writes it; then the picker takes its place. Each field's picker is
 * loaded once per test file (a module), so each test here is the first render of its field.
 */

const without = (text: string | null | undefined) => text?.replace(/[\u2066-\u2069\u200e]/g, '');

describe('a picker field before its picker has loaded', () => {
  afterEach(() => setLanguage('en'));

  it('is a read-only field with the date field’s label and value, then the date picker', async () => {
    renderInApp(<DateField label="day" value="2026-11-04" onChange={() => {}} helperText="the lesson's day" />);
    const placeholder = screen.getByRole<HTMLInputElement>('textbox', { name: 'day' });
    expect(placeholder.value).toBe('2026-11-04');
    expect(placeholder.readOnly).toBe(true);
    expect(screen.getByText("the lesson's day")).toBeTruthy();

    const picker = await screen.findByRole('group', { name: 'day' });
    expect(without(picker.textContent)?.replace('day', '')).toBe('2026-11-04');
    expect(screen.queryByRole('textbox', { name: 'day' })).toBeNull();
    expect(screen.getByText("the lesson's day")).toBeTruthy();
  });

  it('writes the time as the Japanese time picker does, with its message, then the time picker', async () => {
    await setLanguage('ja');
    renderInApp(<TimeField label="start" value="14:05" onChange={() => {}} error="too early" />);
    const placeholder = screen.getByRole<HTMLInputElement>('textbox', { name: 'start' });
    expect(placeholder.value).toBe('14:05');
    expect(placeholder.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('too early')).toBeTruthy();

    const picker = await screen.findByRole('group', { name: 'start' });
    expect(without(picker.textContent)?.replace('start', '')).toBe('14:05');
    expect(screen.queryByRole('textbox', { name: 'start' })).toBeNull();
  });

  it('shows the month as the month picker writes it', async () => {
    renderInApp(<MonthPicker value="2026-11-01" onChange={() => {}} />);
    const placeholder = screen.getByRole<HTMLInputElement>('textbox', { name: 'Month' });
    expect(placeholder.value).toBe('November 2026');
    const picker = await screen.findByRole('group', { name: 'Month' });
    expect(without(picker.textContent)?.replace('Month', '')).toBe('November 2026');
  });
});

describe('deferred()', () => {
  it('renders the placeholder until the code has loaded, and later mounts the real component at once', async () => {
    let resolve!: (module: { default: (p: { text: string }) => React.ReactNode }) => void;
    const Field = deferred<{ text: string }>(
      () => new Promise((r) => (resolve = r)),
      ({ text }) => <p>waiting {text}</p>,
    );
    const first = renderInApp(<Field text="a" />);
    expect(screen.getByText('waiting a')).toBeTruthy();
    await waitFor(() => expect(resolve).toBeTypeOf('function'));
    resolve({ default: ({ text }) => <p>real {text}</p> });
    expect(await screen.findByText('real a')).toBeTruthy();
    first.unmount();

    renderInApp(<Field text="b" />);
    expect(screen.getByText('real b')).toBeTruthy();
    expect(screen.queryByText('waiting b')).toBeNull();
  });
});
