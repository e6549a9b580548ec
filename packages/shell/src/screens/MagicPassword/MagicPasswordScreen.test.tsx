import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFakeFetch, renderApp, testUser } from '../../react/test-support.tsx';

const token = { access_token: 'access', token_type: 'bearer', refresh_token: 'refresh', expires_in: 1800 };

describe('MagicPasswordScreen', () => {
  it('signs in with the USER_TOKEN of the link and lands the candidate', async () => {
    let sentType: FormDataEntryValue | null = null;
    const { location, shell } = renderApp({
      path: '/magic-password?token=link-token',
      fetch: createFakeFetch({
        'POST /oauth/token': (request) => {
          void request
            .clone()
            .formData()
            .then((form) => (sentType = form.get('type')));
          return { json: token };
        },
        'GET /api/v1/user': { json: testUser('CANDIDATE') },
        'GET /api/v1/candidate': { json: [] },
      }),
    });
    await waitFor(() => expect(location().pathname).toBe('/profile/create'));
    expect(shell().login.getState().isLoggedIn).toBe(true);
    expect(sentType).toBe('USER_TOKEN');
  });

  it('asks for the email when the link has no token', async () => {
    renderApp({ path: '/magic-password' });
    expect(await screen.findByRole('button', { name: 'Email me a sign-in link' })).toBeInTheDocument();
  });
});
