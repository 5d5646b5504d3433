import { act, fireEvent, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { lazySchema, useSchemaSoon } from './lazy-schema.ts';

/** A schema module whose loads are counted. */
function countedSchema() {
  const load = vi.fn(() => Promise.resolve({ kind: 'schema' }));
  return { load, schema: lazySchema(load) };
}

describe('useSchemaSoon', () => {
  it('loads nothing while the page loads and nobody touches it, however long it waits', async () => {
    vi.useFakeTimers();
    try {
      const { load, schema } = countedSchema();
      renderHook(() => useSchemaSoon(schema));
      await act(async () => void (await vi.advanceTimersByTimeAsync(10_000)));
      expect(load).not.toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
    }
  });

  it.each(['pointerDown', 'keyDown', 'focusIn'] as const)(
    "loads the schemas once at the person's first %s, not again after it",
    (event) => {
      const first = countedSchema();
      const second = countedSchema();
      renderHook(() => useSchemaSoon(first.schema, second.schema));
      fireEvent[event](document.body);
      fireEvent.pointerDown(document.body);
      fireEvent.keyDown(document.body);
      expect(first.load).toHaveBeenCalledTimes(1);
      expect(second.load).toHaveBeenCalledTimes(1);
    },
  );

  it('stops listening when the form goes away', () => {
    const { load, schema } = countedSchema();
    const { unmount } = renderHook(() => useSchemaSoon(schema));
    unmount();
    fireEvent.pointerDown(document.body);
    expect(load).not.toHaveBeenCalled();
  });
});
