import { act, render, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { Loading } from './Loading.tsx';

const setOnline = (online: boolean) =>
  act(() => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });

afterEach(() => vi.restoreAllMocks());

it('says what it waits for, and with no connection that it loads when the connection returns', () => {
  render(<Loading />);
  expect(screen.getByRole('status').textContent).toBe('Loading...');
  setOnline(false);
  expect(screen.getByRole('status').textContent).toBe(
    'Loading...No connection, and this has not been kept on this device. Connect and try again.',
  );
  setOnline(true);
  expect(screen.getByRole('status').textContent).toBe('Loading...');
});
