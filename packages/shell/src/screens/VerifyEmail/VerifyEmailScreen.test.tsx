import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createFakeFetch, renderApp } from '../../react/test-support.tsx';

describe('VerifyEmailScreen', () => {
  it("verifies once, shows the 'user:verified' message and links to the profile through sign-in", async () => {
    const verify = vi.fn(() => ({ json: { verified: true } }));
    renderApp({
      path: '/verify-email/tok',
      fetch: createFakeFetch({ 'POST /api/public/verifyEmail': verify }),
    });
    expect(
      await screen.findByText(
        'Account created. Complete your profile so that elite legal employers can find out more about you.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Complete your profile' })).toHaveAttribute(
      'href',
      '/login?url=%2Fprofile%2Fcreate',
    );
    expect(verify).toHaveBeenCalledTimes(1);
  });

  it('says when the link is no longer valid', async () => {
    renderApp({
      path: '/verify-email/tok',
      fetch: createFakeFetch({
        'POST /api/public/verifyEmail': { status: 400, json: { error: 'bad_request' } },
      }),
    });
    expect(await screen.findByText('This verification link is invalid or has expired.')).toBeInTheDocument();
  });
});
