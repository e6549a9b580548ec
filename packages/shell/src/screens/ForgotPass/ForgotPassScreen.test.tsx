import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createFakeFetch, renderApp } from '../../react/test-support.tsx';

describe('ForgotPassScreen', () => {
  it('gives the same confirmation whether the server accepted the address or failed', async () => {
    for (const reply of [{ status: 204 }, { status: 500, json: { error: 'server_error' } }]) {
      const user = userEvent.setup();
      const { unmount } = renderApp({
        path: '/forgot-password',
        fetch: createFakeFetch({ 'POST /api/public/forgot': reply }),
      });
      await user.type(await screen.findByLabelText(/^Email/), 'someone@example.test');
      await user.click(screen.getByRole('button', { name: 'Send reset link' }));
      expect(
        await screen.findByText(
          'If an account exists for someone@example.test, we have sent a link to reset the password.',
        ),
      ).toBeInTheDocument();
      unmount();
    }
  });

  it('keeps a malformed address and says what is wrong', async () => {
    const user = userEvent.setup();
    renderApp({ path: '/forgot-password' });
    const email = await screen.findByLabelText(/^Email/);
    await user.type(email, 'someone@');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('Enter an email address like name@example.com.')).toBeInTheDocument();
    expect(email).toHaveValue('someone@');
  });
});
