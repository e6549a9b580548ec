import { delays } from '@shortlist/domain/constants';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFakeFetch, renderApp } from '../../react/test-support.tsx';

afterEach(() => {
  vi.useRealTimers();
});

describe('ResetPassScreen', () => {
  it('shows the password rule live, refuses a mismatch, then resets and goes to sign-in', async () => {
    // §2: the primary button ignores clicks for 1 s after a click, so the clock is the test's.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const reset = vi.fn((request: Request) => {
      void request;
      return { status: 204 };
    });
    const { location } = renderApp({
      path: '/reset-password/abc123',
      fetch: createFakeFetch({
        'GET /api/public/userp': { json: { email: 'ada@example.test' } },
        'POST /api/public/reset': reset,
      }),
    });
    expect(await screen.findByText('Choose a new password for ada@example.test.')).toBeInTheDocument();
    const password = screen.getByLabelText(/^New password/);
    await user.type(password, 'short');
    expect(screen.getByText('Password must be at least 8 characters long.')).toBeInTheDocument();
    expect(screen.getByText('Password must contain a digit.')).toBeInTheDocument();

    await user.clear(password);
    await user.type(password, 'Better#2026');
    expect(screen.getByText('Your password meets every rule.')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Confirm password/), 'Better#2025');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByText('The two passwords do not match.')).toBeInTheDocument();
    expect(reset).not.toHaveBeenCalled();

    await user.clear(screen.getByLabelText(/^Confirm password/));
    await user.type(screen.getByLabelText(/^Confirm password/), 'Better#2026');
    act(() => vi.advanceTimersByTime(delays.buttonLockout));
    expect(screen.getByRole('button', { name: 'Reset password' })).not.toHaveAttribute('aria-disabled');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    await waitFor(() => expect(location().pathname).toBe('/login'));
    expect(reset).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('Password updated.')).toBeInTheDocument();
  });

  it('offers a new link when the token is no longer valid', async () => {
    renderApp({
      path: '/reset-password/old',
      fetch: createFakeFetch({ 'GET /api/public/userp': { status: 404, json: { error: 'not_found' } } }),
    });
    expect(
      await screen.findByText('This reset link is invalid or has expired. Ask for a new one.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });
});
