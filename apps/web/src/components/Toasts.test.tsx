import { act, render, renderHook, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { notify, toastStore, useNotify } from '../lib/status.ts';
import { Toasts } from './Toasts.tsx';

beforeEach(() => act(() => toastStore.clear()));

const shown = () => [...document.querySelectorAll('[role=alert], [role=status]')].map((el) => el.textContent);

describe('the message stack', () => {
  it('shows several messages at once, the newest on top', () => {
    render(<Toasts />);
    act(() => {
      notify.error('current password is incorrect');
      notify.success('PIN updated');
    });
    expect(shown()).toEqual(['Success: PIN updated', 'Error: current password is incorrect']);
  });

  it("replaces a form's error with the same form's later success, and leaves other forms' messages", () => {
    render(<Toasts />);
    const pinForm = renderHook(() => useNotify()).result.current;
    const passwordForm = renderHook(() => useNotify()).result.current;
    act(() => {
      passwordForm.error('current password is incorrect');
      pinForm.error('current PIN is incorrect');
    });
    act(() => pinForm.success('PIN updated'));
    expect(shown()).toEqual(['Success: PIN updated', 'Error: current password is incorrect']);
  });

  it('keeps an error until it is closed', async () => {
    render(<Toasts />);
    act(() => notify.error('upload failed'));
    const alert = screen.getByRole('alert');
    await userEvent.click(within(alert).getByRole('button', { name: 'Close' }));
    expect(shown()).toEqual([]);
  });
});
