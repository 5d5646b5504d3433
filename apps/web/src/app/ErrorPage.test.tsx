import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../lib/api-client.ts';
import { renderWithProviders } from '../test/render.tsx';
import { ErrorView, VisibleError } from './ErrorPage.tsx';

function renderError(error: unknown, reset = vi.fn()) {
  const router = renderWithProviders(
    [
      { path: '/', element: <p>home page</p> },
      { path: '/broken', element: <ErrorView error={error} reset={reset} /> },
    ],
    '/broken',
    { previous: ['/'] },
  );
  return { router, reset };
}

describe('the error page', () => {
  it('shows the message of an error marked visible', () => {
    renderError(new VisibleError('the book could not be loaded'));
    expect(screen.getByTestId('error-page')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Something went wrong!' })).toBeTruthy();
    expect(screen.getByText('Error: the book could not be loaded')).toBeTruthy();
  });

  it("shows the message of a failed call, which the API client wrote for people ('requested data not found')", () => {
    renderError(new ApiError(200, 'requested data not found'));
    expect(screen.getByText('Error: requested data not found')).toBeTruthy();
  });

  it('hides the message of any other error', () => {
    renderError(new Error('TypeError: x is undefined'));
    expect(screen.getByText('An unexpected error occurred!')).toBeTruthy();
    expect(screen.queryByText(/x is undefined/)).toBeNull();
    expect(
      screen.getByText(
        'Please try one of the actions below and report the issue if it reoccurs. Thank you for your cooperation.',
      ),
    ).toBeTruthy();
  });

  it('home resets the error and goes to /', async () => {
    const { router, reset } = renderError(new Error('boom'));
    await userEvent.click(screen.getByRole('button', { name: 'home' }));
    expect(reset).toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/');
  });

  it('back resets the error and goes to the previous entry', async () => {
    const { router, reset } = renderError(new Error('boom'));
    await userEvent.click(screen.getByRole('button', { name: 'back' }));
    expect(reset).toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/');
  });
});
