import { ListItem, ListItemButton, ListItemText } from '@mui/material';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { forgetListScroll, WINDOW_THRESHOLD, WindowedList } from './WindowedList.tsx';

interface Person {
  id: string;
  name: string;
}
const people = (n: number): Person[] => Array.from({ length: n }, (_, i) => ({ id: `p${i}`, name: `Person ${i + 1}` }));

function PeopleList({ items, keep }: { items: Person[]; keep?: ReadonlySet<string> }) {
  return (
    <MemoryRouter>
      <p role="status">{`${items.length.toLocaleString('en')} people`}</p>
      <WindowedList
        aria-label="People"
        items={items}
        getKey={(p) => p.id}
        estimateSize={48}
        keepKeys={keep}
        renderItem={(p, rowProps) => (
          <ListItem {...rowProps} disablePadding>
            <ListItemButton href={`#${p.id}`}>
              <ListItemText primary={p.name} />
            </ListItemButton>
          </ListItem>
        )}
      />
    </MemoryRouter>
  );
}

const innerHeight = window.innerHeight;
afterEach(() => {
  forgetListScroll();
  window.scrollTo(0, 0);
  Object.defineProperty(window, 'innerHeight', { value: innerHeight, configurable: true });
});

describe('WindowedList', () => {
  it('renders every row of a short list, as a list of list items', () => {
    render(<PeopleList items={people(WINDOW_THRESHOLD)} />);
    const list = screen.getByRole('list', { name: 'People' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(WINDOW_THRESHOLD);
    expect(rows[0]?.textContent).toBe('Person 1');
    expect(rows.at(-1)?.textContent).toBe(`Person ${WINDOW_THRESHOLD}`);
    // Nothing stands in for rows that are all there.
    expect(rows[0]?.hasAttribute('aria-setsize')).toBe(false);
  });

  it('renders only a window of a long list, and the page still says how many there are', () => {
    render(<PeopleList items={people(3000)} />);
    expect(screen.getByRole('status').textContent).toContain('3,000 people');
    const list = screen.getByRole('list', { name: 'People' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.length).toBeGreaterThan(5);
    expect(rows.length).toBeLessThan(100);
    expect(rows[0]?.textContent).toBe('Person 1');
    expect(screen.queryByText('Person 3000')).toBeNull();
    // Each rendered row says its place in the whole list.
    expect(rows[0]?.getAttribute('aria-posinset')).toBe('1');
    expect(rows[0]?.getAttribute('aria-setsize')).toBe('3000');
    // The rows below the window keep their room: the list is as tall as all of them.
    const padding = parseFloat(list.style.paddingBottom);
    expect(padding).toBeGreaterThan(48 * (3000 - rows.length) - 48);
  });

  it('renders the rows further down once the window scrolls there', async () => {
    render(<PeopleList items={people(3000)} />);
    await act(async () => {
      window.scrollTo(0, 48 * 1500);
      window.dispatchEvent(new Event('scroll'));
      await new Promise((r) => setTimeout(r, 0));
    });
    const list = screen.getByRole('list', { name: 'People' });
    expect(await within(list).findByText('Person 1501')).toBeTruthy();
    expect(within(list).queryByText('Person 1')).toBeNull();
    expect(parseFloat(list.style.paddingTop)).toBeGreaterThan(0);
  });

  it('lets Tab reach the rows one after another past the first window', async () => {
    const user = userEvent.setup();
    render(<PeopleList items={people(3000)} />);
    const list = screen.getByRole('list', { name: 'People' });
    const firstWindow = within(list).getAllByRole('listitem').length;
    // Tab through more rows than the first render held: each focused link is a row of the list, in order.
    for (let i = 1; i <= firstWindow + 5; i++) {
      await user.tab();
      const focused = document.activeElement as HTMLElement;
      expect(focused.textContent).toBe(`Person ${i}`);
      // happy-dom does not scroll a focused element into view; a browser does, which moves the window.
      await act(async () => {
        window.scrollTo(0, Math.max(0, 48 * (i - 5)));
        window.dispatchEvent(new Event('scroll'));
        await new Promise((r) => setTimeout(r, 0));
      });
    }
  });

  it('returns to where the person was when they come back to the list', async () => {
    const first = render(<PeopleList items={people(3000)} />);
    await act(async () => {
      window.scrollTo(0, 48 * 1000);
      window.dispatchEvent(new Event('scroll'));
      await new Promise((r) => setTimeout(r, 0));
    });
    first.unmount();
    // Another page at the top of the window, then back to the same history entry.
    window.scrollTo(0, 0);
    render(<PeopleList items={people(3000)} />);
    expect(window.scrollY).toBe(48 * 1000);
    expect(await screen.findByText('Person 1001')).toBeTruthy();
  });

  it('keeps the focused row and the rows it is asked to keep when they scroll out of the window', async () => {
    const user = userEvent.setup();
    render(<PeopleList items={people(3000)} keep={new Set(['p1'])} />);
    await user.tab();
    expect(document.activeElement?.textContent).toBe('Person 1');
    await act(async () => {
      window.scrollTo(0, 48 * 2000);
      window.dispatchEvent(new Event('scroll'));
      await new Promise((r) => setTimeout(r, 0));
    });
    const list = screen.getByRole('list', { name: 'People' });
    expect(await within(list).findByText('Person 2001')).toBeTruthy();
    // Focus stays where it was, and the kept row (a form with unsaved edits, say) keeps its state.
    expect(document.activeElement?.textContent).toBe('Person 1');
    expect(within(list).getByText('Person 2')).toBeTruthy();
    expect(within(list).queryByText('Person 3')).toBeNull();
    // The rows between the kept ones and the window keep their room, so the window stays where it is.
    const spacer = list.querySelector<HTMLElement>('li[aria-hidden]');
    expect(parseFloat(spacer?.style.height ?? '0')).toBeGreaterThan(48 * 1900);
  });
});
