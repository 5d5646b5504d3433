import { act } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { useHydrating } from './hydration.ts';

function Probe({ seen }: { seen: boolean[] }) {
  const hydrating = useHydrating();
  seen.push(hydrating);
  return <span>{hydrating ? 'server' : 'client'}</span>;
}

describe('useHydrating', () => {
  it('is true on the server and while hydrating its markup, false in a render of the browser alone', async () => {
    const onServer: boolean[] = [];
    const html = renderToString(<Probe seen={onServer} />);
    expect(onServer).toEqual([true]);

    const hydrated = document.createElement('div');
    hydrated.innerHTML = html;
    const hydrating: boolean[] = [];
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(hydrated, <Probe seen={hydrating} />, { onRecoverableError: (e) => errors.push(e) });
    });
    expect(hydrating[0]).toBe(true);
    expect(errors).toEqual([]);
    expect(hydrated.textContent).toBe('server');

    const rendered = document.createElement('div');
    const inBrowser: boolean[] = [];
    await act(async () => createRoot(rendered).render(<Probe seen={inBrowser} />));
    expect(inBrowser).toEqual([false]);
    expect(rendered.textContent).toBe('client');
  });
});
