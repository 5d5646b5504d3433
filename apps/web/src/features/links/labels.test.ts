import { LINK_VISIBILITY } from '@school-ops/shared';
import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useVisibilityChoices } from './labels.ts';

describe("the 'Visible to' choices", () => {
  it('are, in English, the shared LINK_VISIBILITY labels', () => {
    const { result } = renderHook(() => useVisibilityChoices());
    expect(result.current).toEqual(LINK_VISIBILITY.map((v) => ({ value: v.role, label: v.label })));
  });
});
