import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useRevealed } from './use-after-paint.ts';

describe('useRevealed', () => {
  it('mounts the first items at once and the rest a step after each paint, until all are', async () => {
    const seen: number[] = [];
    renderHook(() => {
      const shown = useRevealed(7, 2, 2);
      seen.push(shown);
      return shown;
    });
    expect(seen[0]).toBe(2);
    await waitFor(() => expect(seen.at(-1)).toBe(7));
    // Each paint added one step: 2, 4, 6, then the last one.
    expect([...new Set(seen)]).toEqual([2, 4, 6, 7]);
  });

  it('mounts every item at once when there are no more than the first', () => {
    const { result } = renderHook(() => useRevealed(2, 2, 1));
    expect(result.current).toBe(2);
  });

  it('mounts every item at once when their number changes (a row added while the rest were still coming)', async () => {
    const { result, rerender } = renderHook(({ total }) => useRevealed(total, 2, 1), { initialProps: { total: 8 } });
    expect(result.current).toBe(2);
    act(() => rerender({ total: 9 }));
    expect(result.current).toBe(9);
    // And stays so: a later paint reveals nothing less.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(result.current).toBe(9);
  });
});
