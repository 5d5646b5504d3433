import { describe, expect, it, vi } from 'vitest';

const ran: string[] = [];

vi.mock('./stages/mui-styles.ts', () => ({}));
vi.mock('./stages/mui.ts', () => ({}));
vi.mock('./stages/data.ts', () => ({}));
vi.mock('./stages/router.ts', () => ({
  warmUps: [
    () => {
      ran.push('first');
      throw new Error('a warm-up that fails');
    },
    () => ran.push('second'),
  ],
}));

describe('loadInStages', () => {
  it("runs each stage's warm-ups, and a warm-up that fails stops neither the rest nor the app's start", async () => {
    const { loadInStages } = await import('./load-in-stages.ts');
    await expect(loadInStages()).resolves.toBeUndefined();
    expect(ran).toEqual(['first', 'second']);
    expect(loadInStages()).toBe(loadInStages());
  });
});
