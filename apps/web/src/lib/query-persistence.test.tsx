import { dehydrate, QueryClient } from '@tanstack/react-query';
import type { PersistedClient } from '@tanstack/react-query-persist-client';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { QUERY_CACHE_KEY } from './auth.ts';
import { useQuery } from './query-hooks.ts';
import { PersistedQueryClientProvider, restoreQueries, type PersistOptions } from './query-persistence.tsx';
import { persister } from './query.ts';
import { SAVED_BUSTER } from './saved-queries.ts';

const options: PersistOptions = { persister, buster: SAVED_BUSTER };

function saveBooks(titles: string[]) {
  const client = new QueryClient();
  client.setQueryData(['books'], titles);
  const saved: PersistedClient = { buster: SAVED_BUSTER, timestamp: Date.now(), clientState: dehydrate(client) };
  localStorage.setItem(QUERY_CACHE_KEY, JSON.stringify(saved));
}

/** Each render's titles, as the screen would show them. */
function Books({ renders }: { renders: string[] }) {
  const { data } = useQuery({ queryKey: ['books'], queryFn: () => new Promise<string[]>(() => undefined) });
  renders.push(data ? data.join(', ') : 'loading');
  return <p>{data ? data.join(', ') : 'loading'}</p>;
}

const newClient = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

afterEach(() => localStorage.clear());

describe("the device's saved queries", () => {
  it('restored before the first render, are in that render: the screen never shows its loading state', async () => {
    saveBooks(['Frog and Toad', 'Hop on Pop']);
    const client = newClient();
    let restoredCalls = 0;
    await restoreQueries(client, options, () => restoredCalls++);
    // A second call is the first one's restore, not another.
    await restoreQueries(client, options, () => restoredCalls++);
    expect(restoredCalls).toBe(1);

    const renders: string[] = [];
    render(
      <PersistedQueryClientProvider client={client} persistOptions={options}>
        <Books renders={renders} />
      </PersistedQueryClientProvider>,
    );
    expect(screen.getByText('Frog and Toad, Hop on Pop')).toBeTruthy();
    expect(renders).not.toContain('loading');
  });

  it('not restored before, are restored by the provider once it has rendered', async () => {
    saveBooks(['Frog and Toad']);
    const client = newClient();
    let restoredCalls = 0;
    const renders: string[] = [];
    render(
      <PersistedQueryClientProvider client={client} persistOptions={options} onRestored={() => restoredCalls++}>
        <Books renders={renders} />
      </PersistedQueryClientProvider>,
    );
    expect(renders[0]).toBe('loading');
    expect(await screen.findByText('Frog and Toad')).toBeTruthy();
    expect(restoredCalls).toBe(1);
  });
});
