import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '../../lib/i18n/index.ts';
import { renderInApp } from '../../test/render.tsx';
import { DateField } from '../DateField.tsx';
import { deferred } from '../deferred.tsx';
import { MonthPicker } from '../MonthPicker.tsx';
import { TimeField } from '../TimeField.tsx';

/*
 * Decisions 0038 and 0061: until it is reached for, a date or time field is a read-only text field with the same
 * label showing the same value as the picker writes it; then the picker takes its place.
 */

const without = (text: string | null | undefined) => text?.replace(/[\u2066-\u2069\u200e]/g, '');

describe('a picker field before it is reached for', () => {
  afterEach(() => setLanguage('en'));

  it('is a read-only field with the date field’s label and value, then the date picker under the pointer', async () => {
    renderInApp(<DateField label="day" value="2026-11-04" onChange={() => {}} helperText="the lesson's day" />);
    const placeholder = screen.getByRole<HTMLInputElement>('textbox', { name: 'day' });
    expect(placeholder.value).toBe('2026-11-04');
    expect(placeholder.readOnly).toBe(true);
    expect(screen.getByText("the lesson's day")).toBeTruthy();

    await userEvent.hover(placeholder);
    const picker = await screen.findByRole('group', { name: 'day' });
    expect(without(picker.textContent)?.replace('day', '')).toBe('2026-11-04');
    expect(screen.queryByRole('textbox', { name: 'day' })).toBeNull();
    expect(screen.getByText("the lesson's day")).toBeTruthy();
  });

  it('writes the time as the Japanese time picker does, with its message, then the time picker under the pointer', async () => {
    await setLanguage('ja');
    renderInApp(<TimeField label="start" value="14:05" onChange={() => {}} error="too early" />);
    const placeholder = screen.getByRole<HTMLInputElement>('textbox', { name: 'start' });
    expect(placeholder.value).toBe('14:05');
    expect(placeholder.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('too early')).toBeTruthy();

    await userEvent.hover(placeholder);
    const picker = await screen.findByRole('group', { name: 'start' });
    expect(without(picker.textContent)?.replace('start', '')).toBe('14:05');
    expect(screen.queryByRole('textbox', { name: 'start' })).toBeNull();
  });

  it('shows the month as the month picker writes it', async () => {
    renderInApp(<MonthPicker value="2026-11-01" onChange={() => {}} />);
    const placeholder = screen.getByRole<HTMLInputElement>('textbox', { name: 'Month' });
    expect(placeholder.value).toBe('November 2026');
    await userEvent.hover(placeholder);
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

describe("deferred(…, 'touched')", () => {
  /** A field whose code resolves when the test says; `loads` counts the times it was asked for. */
  function aField() {
    let resolve!: (module: { default: (p: { text: string }) => React.ReactNode }) => void;
    const asked = { loads: 0 };
    const Field = deferred<{ text: string }>(
      () => {
        asked.loads++;
        return new Promise((r) => (resolve = r));
      },
      ({ text }) => <input aria-label="waiting" readOnly value={text} />,
      'touched',
    );
    /** The code arrives (once it has been asked for, after the first paint). */
    const arrive = async () => {
      await waitFor(() => expect(asked.loads).toBe(1));
      await act(async () => resolve({ default: ({ text }) => <input aria-label="real" defaultValue={text} /> }));
    };
    return { Field, asked, arrive };
  }

  it('fetches the code after the first paint but keeps the placeholder until the pointer comes onto it', async () => {
    const { Field, asked, arrive } = aField();
    renderInApp(<Field text="a" />);
    await arrive();
    expect(screen.getByRole('textbox', { name: 'waiting' })).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'real' })).toBeNull();

    await userEvent.hover(screen.getByRole('textbox', { name: 'waiting' }));
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'real' }).value).toBe('a');
    expect(screen.queryByRole('textbox', { name: 'waiting' })).toBeNull();
    expect(asked.loads).toBe(1);
  });

  it('gives the focus its placeholder took to the real component', async () => {
    const { Field, arrive } = aField();
    renderInApp(<Field text="b" />);
    await arrive();
    fireEvent.focus(screen.getByRole('textbox', { name: 'waiting' }));
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'real' }));
  });

  it('takes over when its code arrives if it was reached for before', async () => {
    const { Field, asked, arrive } = aField();
    renderInApp(<Field text="c" />);
    await waitFor(() => expect(asked.loads).toBe(1));
    fireEvent.focus(screen.getByRole('textbox', { name: 'waiting' }));
    expect(screen.queryByRole('textbox', { name: 'real' })).toBeNull();
    await arrive();
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'real' }));
  });

  it('starts every new field as its placeholder, even once the code is in', async () => {
    const { Field, arrive } = aField();
    const first = renderInApp(<Field text="d" />);
    await arrive();
    first.unmount();
    renderInApp(<Field text="e" />);
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'waiting' }).value).toBe('e');
  });
});
