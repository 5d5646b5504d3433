import type { LiveEvent } from '@school-ops/shared';
import { screen } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { connectLive, type LiveHandlers } from '../../lib/live.ts';
import { liveStore } from '../../lib/live-state.ts';
import { renderInApp } from '../../test/render.tsx';
import { LiveUpdates } from './LiveUpdates.tsx';

const handlersOf = () => vi.mocked(connectLive).mock.calls.at(-1)![0] as LiveHandlers;

describe('LiveUpdates', () => {
  afterEach(() => liveStore.set({ status: 'connecting', since: null }));

  it("refreshes the reads a kind of change shows: a pick-up's step refreshes the pick-ups, nothing else", async () => {
    const spy = vi.spyOn(QueryClient.prototype, 'invalidateQueries');
    renderInApp(<LiveUpdates />);
    await vi.waitFor(() => expect(connectLive).toHaveBeenCalled());
    spy.mockClear();
    handlersOf().onChange({ id: 'x-1', kind: 'pickup', ids: ['p1'] } satisfies LiveEvent);
    expect(spy.mock.calls.map(([filters]) => filters?.queryKey)).toEqual([['pickups']]);
    spy.mockClear();
    handlersOf().onChange({ id: 'x-2', kind: 'student', ids: ['s1'] });
    expect(spy.mock.calls.map(([filters]) => filters?.queryKey)).toEqual([['students'], ['sessions'], ['pickups']]);
    spy.mockClear();
    handlersOf().onResync();
    expect(spy).toHaveBeenCalledWith();
    spy.mockRestore();
  });

  it("does not fetch again a record the event says is deleted (the page leaving it would land on 'not found')", async () => {
    const qc = new QueryClient();
    qc.setQueryData(['shifts', 'gone'], { id: 'gone' });
    qc.setQueryData(['shifts', 'kept'], { id: 'kept' });
    const { QueryClientProvider } = await import('@tanstack/react-query');
    renderInApp(
      <QueryClientProvider client={qc}>
        <LiveUpdates />
      </QueryClientProvider>,
    );
    await vi.waitFor(() => expect(connectLive).toHaveBeenCalled());
    handlersOf().onChange({ id: 'x-3', kind: 'shift', ids: ['gone', 'kept'], deleted: ['gone'] });
    expect(qc.getQueryState(['shifts', 'gone'])?.isInvalidated).toBe(false);
    expect(qc.getQueryState(['shifts', 'kept'])?.isInvalidated).toBe(true);
  });

  it("waits while the person's own change is on its way, then refreshes", async () => {
    const qc = new QueryClient();
    qc.setQueryData(['pickups', 'list'], { pickups: [] });
    const { QueryClientProvider } = await import('@tanstack/react-query');
    renderInApp(
      <QueryClientProvider client={qc}>
        <LiveUpdates />
      </QueryClientProvider>,
    );
    await vi.waitFor(() => expect(connectLive).toHaveBeenCalled());
    let finish = () => {};
    const done = new Promise<void>((resolve) => (finish = resolve));
    const saving = qc
      .getMutationCache()
      .build(qc, { mutationFn: () => done })
      .execute(undefined);
    await vi.waitFor(() => expect(qc.isMutating()).toBe(1));
    handlersOf().onChange({ id: 'x-4', kind: 'pickup', ids: ['p1'] });
    expect(qc.getQueryState(['pickups', 'list'])?.isInvalidated).toBe(false);
    finish();
    await saving;
    await vi.waitFor(() => expect(qc.getQueryState(['pickups', 'list'])?.isInvalidated).toBe(true));
  });

  it('shows nothing while live, and a quiet status with the time its data dates from when down', async () => {
    renderInApp(<LiveUpdates />);
    expect(screen.queryByRole('status')).toBeNull();
    liveStore.set({ status: 'down', since: Date.parse('2026-11-24T01:42:00Z') });
    expect((await screen.findByRole('status')).textContent).toBe('offline — showing data from 10:42 AM');
  });
});
