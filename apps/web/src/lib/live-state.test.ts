import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { liveStore, useIntervalWhileNotLive } from './live-state.ts';

afterEach(() => liveStore.set({ status: 'connecting', since: null }));

it('polls while the live stream is not open, and stops while it is', async () => {
  let renders = 0;
  const { result } = renderHook(() => {
    renders += 1;
    return useIntervalWhileNotLive(15_000);
  });
  expect(result.current).toBe(15_000);
  act(() => liveStore.set({ status: 'live', since: 1 }));
  await waitFor(() => expect(result.current).toBe(false));
  // A new event's time is no change to what the screen uses: no render.
  const before = renders;
  act(() => liveStore.set({ status: 'live', since: 2 }));
  expect(renders).toBe(before);
  act(() => liveStore.set({ status: 'down', since: 2 }));
  await waitFor(() => expect(result.current).toBe(15_000));
});
