import { createMemoryStorage } from '@shortlist/api-client';
import { en } from '@shortlist/i18n/resources';
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { lazyScreen } from './lazy-screen.tsx';
import { ShellProvider } from './ShellProvider.tsx';
import { renderApp } from './test-support.tsx';

// §2: lazily loaded screens, the 300 ms spinner and chunk failures reaching the crash screen.

function Ready() {
  return <p>Screen ready</p>;
}

describe('lazyScreen', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows the spinner (default size 50) only after 300 ms', async () => {
    const Screen = lazyScreen(() => new Promise<never>(() => {}));
    render(
      <ShellProvider
        resources={en}
        brand="portal"
        api={{ baseUrl: 'http://api.test' }}
        environment={{ storage: createMemoryStorage() }}
      >
        <Screen />
      </ShellProvider>,
    );
    await act(async () => {
      await vi.advanceTimersByTimeAsync(299);
    });
    expect(screen.queryByRole('status')).toBeNull();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(screen.getByRole('status', { name: 'Loading...' })).toHaveAttribute('data-size', '50');
  });

  it('renders the screen without a spinner when it loads quickly', async () => {
    let resolve: (module: { ReadyScreen: typeof Ready }) => void = () => {};
    const Screen = lazyScreen(() => new Promise((done) => (resolve = done)));
    render(
      <ShellProvider
        resources={en}
        brand="portal"
        api={{ baseUrl: 'http://api.test' }}
        environment={{ storage: createMemoryStorage() }}
      >
        <Screen />
      </ShellProvider>,
    );
    await act(async () => {
      await vi.advanceTimersByTimeAsync(100);
      resolve({ ReadyScreen: Ready });
      // Preact re-renders a resolved Suspense boundary on a later tick than React.
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(screen.getByText('Screen ready')).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it("sends a missing chunk to the crash screen as 'missing'", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const Screen = lazyScreen(() =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
    );
    const { container } = renderApp({ routes: [{ path: '/broken', element: <Screen /> }], path: '/broken' });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(10);
    });
    expect(screen.getByRole('heading', { name: "Sorry. There's been a problem." })).toBeInTheDocument();
    expect(container.querySelector('[data-crash-reason]')).toHaveAttribute('data-crash-reason', 'missing');
    expect(screen.queryByText('Loading chunk failed')).toBeNull();
  });

  it("sends a chunk still loading after 120 s to the crash screen as 'timeout'", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const Screen = lazyScreen(() => new Promise<never>(() => {}));
    const { container } = renderApp({ routes: [{ path: '/slow', element: <Screen /> }], path: '/slow' });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(119_999);
    });
    expect(screen.queryByRole('heading', { name: "Sorry. There's been a problem." })).toBeNull();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(screen.getByRole('heading', { name: "Sorry. There's been a problem." })).toBeInTheDocument();
    expect(container.querySelector('[data-crash-reason]')).toHaveAttribute('data-crash-reason', 'timeout');
  });
});
