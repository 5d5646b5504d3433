import { IsRestoringProvider, QueryClient, QueryClientProvider, type InfiniteData } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useInfiniteQuery, useQuery } from './query-hooks.ts';

const newClient = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

function wrap(client: QueryClient, restoring = false) {
  return ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <IsRestoringProvider value={restoring}>{children}</IsRestoringProvider>
    </QueryClientProvider>
  );
}

function Names({ load }: { load: () => Promise<string[]> }) {
  const names = useQuery({ queryKey: ['names'], queryFn: load });
  if (names.isPending) return <p>Loading…</p>;
  if (names.isError) return <p role="alert">{names.error.message}</p>;
  return (
    <ul aria-label="names">
      {names.data.map((n) => (
        <li key={n}>{n}</li>
      ))}
    </ul>
  );
}

describe('useQuery (re-rendering in transitions)', () => {
  it('shows loading, then the data the query function answered', async () => {
    const client = newClient();
    render(<Names load={() => Promise.resolve(['Aiko', 'Ren'])} />, { wrapper: wrap(client) });
    expect(screen.getByText('Loading…')).toBeTruthy();
    expect(await screen.findByText('Ren')).toBeTruthy();
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Aiko', 'Ren']);
  });

  it('shows what the query failed with', async () => {
    render(<Names load={() => Promise.reject(new Error('The server is unreachable'))} />, {
      wrapper: wrap(newClient()),
    });
    expect((await screen.findByRole('alert')).textContent).toBe('The server is unreachable');
  });

  it('renders again when the cache changes after the first answer (another screen saved, a live event)', async () => {
    const client = newClient();
    render(<Names load={() => Promise.resolve(['Aiko'])} />, { wrapper: wrap(client) });
    await screen.findByText('Aiko');
    act(() => client.setQueryData(['names'], ['Aiko', 'Sora']));
    expect(await screen.findByText('Sora')).toBeTruthy();
  });

  it('shows data already in the cache at once, without asking again while it is fresh', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 60_000 } } });
    client.setQueryData(['names'], ['Kept']);
    const load = vi.fn(() => Promise.resolve(['Asked']));
    render(<Names load={load} />, { wrapper: wrap(client) });
    expect(screen.getByText('Kept')).toBeTruthy();
    await act(async () => {
      await new Promise((r) => setTimeout(r, 20));
    });
    expect(load).not.toHaveBeenCalled();
    expect(screen.queryByText('Asked')).toBeNull();
  });

  it('does not ask the server while the saved cache is being restored, and asks once it is', async () => {
    const client = newClient();
    const load = vi.fn(() => Promise.resolve(['Aiko']));
    const { rerender } = render(<Names load={load} />, { wrapper: wrap(client, true) });
    await act(async () => {
      await new Promise((r) => setTimeout(r, 20));
    });
    expect(load).not.toHaveBeenCalled();
    expect(screen.getByText('Loading…')).toBeTruthy();

    rerender(
      <QueryClientProvider client={client}>
        <IsRestoringProvider value={false}>
          <Names load={load} />
        </IsRestoringProvider>
      </QueryClientProvider>,
    );
    expect(await screen.findByText('Aiko')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });
});

describe('useInfiniteQuery (re-rendering in transitions)', () => {
  function Pages() {
    const pages = useInfiniteQuery<string[], Error, InfiniteData<string[]>, string[], number>({
      queryKey: ['pages'],
      initialPageParam: 1,
      queryFn: ({ pageParam }) => Promise.resolve([`event ${pageParam * 2 - 1}`, `event ${pageParam * 2}`]),
      getNextPageParam: (_last, all) => (all.length < 2 ? all.length + 1 : undefined),
    });
    if (!pages.data) return <p>Loading…</p>;
    return (
      <>
        <ul aria-label="events">
          {pages.data.pages.flat().map((e) => (
            <li key={e}>{e}</li>
          ))}
        </ul>
        {pages.hasNextPage && (
          <button type="button" onClick={() => void pages.fetchNextPage()}>
            More
          </button>
        )}
      </>
    );
  }

  it('adds the next page when asked, and says when there is no more', async () => {
    render(<Pages />, { wrapper: wrap(newClient()) });
    expect(await screen.findByText('event 2')).toBeTruthy();
    act(() => screen.getByRole('button', { name: 'More' }).click());
    expect(await screen.findByText('event 4')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'More' })).toBeNull());
    expect(screen.getAllByRole('listitem')).toHaveLength(4);
  });
});
