import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { loadPage } from './page-load.ts';
import { supportReturnPath } from './support-session-end.ts';
import { createFakeFetch, renderApp, signedInStorage, testUser } from './test-support.tsx';

// The "sign in as" banner: on every page while the support session lasts, with a way back to the admin console.

const endsAt = Math.floor(new Date(2030, 0, 7, 14, 5).getTime() / 1000);
const supportUser = testUser('HIRING_MANAGER', {
  organization: { id: 12, name: 'Larch Analytics' } as never,
  supportSession: { byName: 'Priya Raman', reason: 'Ticket 4411', endsAt },
});

// jsdom's window.location cannot be replaced; the full page load is what the test watches for.
vi.mock('./page-load.ts', () => ({ loadPage: vi.fn() }));

describe('SupportSessionBanner', () => {
  it('says whose session it is and when it ends, in 24-hour time', async () => {
    renderApp({
      path: '/roles',
      routes: [{ path: '/roles', element: <p>Roles page</p> }],
      storage: signedInStorage(),
      fetch: createFakeFetch({ 'GET /api/v1/user': { json: supportUser } }),
    });
    const banner = await screen.findByRole('region', { name: 'Support session' });
    expect(banner).toHaveTextContent('Signed in as Ada Lovelace for support · ends at 14:05');
  });

  it('is not shown on an ordinary sign-in', async () => {
    const app = renderApp({
      path: '/roles',
      routes: [{ path: '/roles', element: <p>Roles page</p> }],
      storage: signedInStorage(),
      fetch: createFakeFetch({ 'GET /api/v1/user': { json: testUser('HIRING_MANAGER') } }),
    });
    await screen.findByText('Roles page');
    await waitFor(() => expect(app.shell().user.getState().user?.email).toBe('ada@example.test'));
    expect(screen.queryByRole('region', { name: 'Support session' })).toBeNull();
  });

  it('"End now" signs the manager out and returns to the organisation in the admin console', async () => {
    const logout = vi.fn(() => ({ status: 204 }));
    renderApp({
      path: '/roles',
      routes: [{ path: '/roles', element: <p>Roles page</p> }],
      storage: signedInStorage(),
      fetch: createFakeFetch({
        'GET /api/v1/user': { json: supportUser },
        'DELETE /oauth/access-token': logout,
      }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'End now' }));
    await waitFor(() => expect(logout).toHaveBeenCalledTimes(1));
    // No admin session was kept aside in this test, so the admin is sent to sign in.
    await waitFor(() => expect(loadPage).toHaveBeenCalledWith('/login'));
  });
});

describe('supportReturnPath', () => {
  it("returns to the organisation's users, or to sign-in when no admin session was kept", () => {
    expect(supportReturnPath(12, true)).toBe('/admin/organizations/12/users');
    expect(supportReturnPath(null, true)).toBe('/clients');
    expect(supportReturnPath(12, false)).toBe('/login');
  });
});
