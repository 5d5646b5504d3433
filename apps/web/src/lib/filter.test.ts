import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The store reads local storage when its module loads: each test loads it anew.
const load = async () => (await import('./filter.ts')).filterStore;
const at = (instant: string) => vi.setSystemTime(new Date(instant));

describe('the global filter across school days (issue 16 item 1)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.resetModules();
    localStorage.clear();
  });
  afterEach(() => vi.useRealTimers());

  it('keeps a chosen date while the school day lasts, then starts the next day at today with school and class kept', async () => {
    at('2026-11-24T09:00:00+09:00');
    const store = await load();
    store.set({ schoolName: 'Gakugei', className: 'PM', date: '2026-11-20' });
    at('2026-11-24T23:59:00+09:00');
    expect(store.get()).toMatchObject({ schoolName: 'Gakugei', className: 'PM', date: '2026-11-20' });
    vi.resetModules();
    expect((await load()).get().date).toBe('2026-11-20');

    // Midnight in Tokyo is 15:00 UTC: the device's own zone does not matter.
    at('2026-11-24T15:00:00Z');
    expect(store.get()).toMatchObject({ schoolName: 'Gakugei', className: 'PM', date: '2026-11-25' });
    vi.resetModules();
    expect((await load()).get()).toMatchObject({ schoolName: 'Gakugei', className: 'PM', date: '2026-11-25' });
  });

  it('starts at today from a filter kept before the school day was kept with it', async () => {
    localStorage.setItem('filter', JSON.stringify({ schoolName: 'Gakugei', className: 'AM', date: '2026-11-24' }));
    at('2026-11-25T07:30:00+09:00');
    expect((await load()).get()).toMatchObject({ schoolName: 'Gakugei', className: 'AM', date: '2026-11-25' });
  });

  it('keeps an emptied date for the day only', async () => {
    at('2026-11-24T09:00:00+09:00');
    const store = await load();
    store.set({ date: '' });
    expect(store.get().date).toBe('');
    at('2026-11-25T09:00:00+09:00');
    expect(store.get().date).toBe('2026-11-25');
  });
});

describe('the school a one-school screen shows', () => {
  it('is the filter’s school when it names one, else none', async () => {
    const { oneSchool } = await import('./filter.ts');
    expect(oneSchool('Ikejiri')).toBe('Ikejiri');
    expect(oneSchool('all')).toBe('');
    expect(oneSchool('')).toBe('');
    expect(oneSchool('Nowhere')).toBe('');
  });
});
