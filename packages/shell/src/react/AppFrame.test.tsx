import { createMemoryStorage } from '@shortlist/api-client';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Page } from './Page.tsx';
import { RequireLogin } from './RequireLogin.tsx';
import { createFakeFetch, renderApp, signedInStorage, testUser } from './test-support.tsx';

// The app frame rules of §2 and §4: crash screen, page views after consent, titles, menus, login guard.

type DataLayerWindow = typeof globalThis & { dataLayer?: unknown[] };

function Thrower(): never {
  throw new Error('render failed');
}

function consentStorage(accepted: boolean) {
  const storage = createMemoryStorage();
  storage.set('cookiesAccepted', String(accepted));
  return storage;
}

const pages = [
  { path: '/roles', element: <p>Roles page</p> },
  { path: '/events', element: <p>Events page</p> },
];

beforeEach(() => {
  delete (globalThis as DataLayerWindow).dataLayer;
});

afterEach(() => {
  delete (globalThis as DataLayerWindow).dataLayer;
});

describe('crash screen', () => {
  it('replaces a screen that throws while rendering, with the FAQ link, and recovers on the next path', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { navigate } = renderApp({
      routes: [{ path: '/broken', element: <Thrower /> }, ...pages],
      path: '/broken',
    });
    expect(
      await screen.findByRole('heading', { name: "Sorry. There's been a problem." }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/Please contact your Shortlist Client Success manager or visit our/),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'FAQ page' })).toHaveAttribute(
      'href',
      'https://shortlist.test/faq',
    );

    await act(() => navigate('/roles'));
    expect(screen.getByText('Roles page')).toBeInTheDocument();
  });
});

describe('page views', () => {
  it('reports the first load and each path change once the visitor accepted cookies', async () => {
    const { navigate } = renderApp({ routes: pages, path: '/roles', storage: consentStorage(true) });
    await screen.findByText('Roles page');
    expect((globalThis as DataLayerWindow).dataLayer).toEqual([{ event: 'pageview', page: '/roles' }]);

    await act(() => navigate('/roles?page=2'));
    expect((globalThis as DataLayerWindow).dataLayer).toHaveLength(1);

    await act(() => navigate('/events'));
    expect((globalThis as DataLayerWindow).dataLayer).toEqual([
      { event: 'pageview', page: '/roles' },
      { event: 'pageview', page: '/events' },
    ]);
  });

  it('reports nothing before a choice or after a refusal', async () => {
    for (const storage of [createMemoryStorage(), consentStorage(false)]) {
      const { navigate, unmount } = renderApp({ routes: pages, path: '/roles', storage });
      await screen.findByText('Roles page');
      await act(() => navigate('/events'));
      expect((globalThis as DataLayerWindow).dataLayer).toBeUndefined();
      unmount();
    }
  });
});

describe('cookie consent banner', () => {
  it('shows while no choice is stored and stores the choice', async () => {
    const { storage } = renderApp({ routes: pages, path: '/roles' });
    const banner = await screen.findByRole('region', { name: 'Cookie consent' });
    expect(banner).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Accept all' }));
    expect(storage.get('cookiesAccepted')).toBe('true');
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).toBeNull();
  });

  it('stays hidden on a print view', async () => {
    renderApp({ routes: [{ path: '/report/print', element: <p>Printable</p> }], path: '/report/print' });
    await screen.findByText('Printable');
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).toBeNull();
  });
});

describe('page title', () => {
  it("is 'Apply' for visitors and candidates, 'HR' for managers, after the brand's prefix", async () => {
    const visitor = renderApp({ routes: pages, path: '/roles' });
    await waitFor(() => expect(document.title).toBe('Apply'));
    visitor.unmount();

    const manager = renderApp({
      routes: pages,
      path: '/roles',
      brand: 'lateral',
      storage: signedInStorage(),
      fetch: createFakeFetch({ 'GET /api/v1/user': { json: testUser('HIRING_MANAGER') } }),
    });
    await waitFor(() => expect(document.title).toBe('Lateral HR'));
    act(() => manager.shell().user.getState().setUser(testUser('CANDIDATE')));
    await waitFor(() => expect(document.title).toBe('Lateral Apply'));
  });

  it("is 'HR' on a manager app's sign-in page before anyone signs in", async () => {
    renderApp({ routes: pages, path: '/roles', app: 'manager' });
    await waitFor(() => expect(document.title).toBe('HR'));
  });
});

describe('menus', () => {
  it('keeps one of the profile and user menus open at a time and closes them all on logout', async () => {
    const user = userEvent.setup();
    const logout = vi.fn(() => ({ status: 204 }));
    const { shell } = renderApp({
      routes: [
        {
          path: '/applications',
          element: (
            <Page layout="candidate" title="Applications">
              list
            </Page>
          ),
        },
      ],
      path: '/applications',
      storage: signedInStorage(),
      fetch: createFakeFetch({
        'GET /api/v1/user': { json: testUser('CANDIDATE') },
        'DELETE /oauth/access-token': logout,
      }),
    });
    // The user's name shows once GET /user has answered: the header is then drawn for good.
    await screen.findByRole('button', { name: 'Ada Lovelace' });
    const profileButton = () => screen.getByRole('button', { name: 'My profile' });
    const userButton = () => screen.getByRole('button', { name: 'Ada Lovelace' });

    await user.click(profileButton());
    await waitFor(() => expect(profileButton()).toHaveAttribute('aria-expanded', 'true'));
    await user.click(userButton());
    await waitFor(() => expect(userButton()).toHaveAttribute('aria-expanded', 'true'));
    expect(profileButton()).toHaveAttribute('aria-expanded', 'false');
    expect(shell().menus.getState().openMenu).toBe('user');

    await user.click(screen.getByRole('button', { name: 'Log out' }));
    expect(shell().menus.getState().openMenu).toBeNull();
    expect(shell().login.getState().isLoggedIn).toBe(false);
    await waitFor(() => expect(logout).toHaveBeenCalled());
  });

  it('closes an open menu with Escape', async () => {
    const user = userEvent.setup();
    renderApp({
      routes: [{ path: '/applications', element: <Page layout="candidate">list</Page> }],
      path: '/applications',
      storage: signedInStorage(),
      fetch: createFakeFetch({ 'GET /api/v1/user': { json: testUser('CANDIDATE') } }),
    });
    await screen.findByRole('button', { name: 'Ada Lovelace' });
    const profileButton = () => screen.getByRole('button', { name: 'My profile' });
    await user.click(profileButton());
    await waitFor(() => expect(profileButton()).toHaveAttribute('aria-expanded', 'true'));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(profileButton()).toHaveAttribute('aria-expanded', 'false'));
  });
});

describe('candidate header', () => {
  it('lists the public pages in the navigation and the candidate own pages once, in the profile menu', async () => {
    const user = userEvent.setup();
    renderApp({
      routes: [{ path: '/roles', element: <Page layout="candidate">roles</Page> }],
      path: '/roles',
      storage: signedInStorage(),
      fetch: createFakeFetch({ 'GET /api/v1/user': { json: testUser('CANDIDATE') } }),
    });
    await user.click(await screen.findByRole('button', { name: 'My profile' }));
    await screen.findByRole('link', { name: 'Applications' });
    const navigation = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(
      within(navigation)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Roles', 'Events']);
    expect(screen.getAllByRole('link', { name: 'Applications' })).toHaveLength(1);
    expect(screen.getAllByRole('link', { name: 'Profile' })).toHaveLength(1);
  });
});

describe('RequireLogin', () => {
  it('sends a visitor to /login with the path and query to return to', async () => {
    const { location } = renderApp({
      routes: [{ path: '/applications', element: <RequireLogin>Private</RequireLogin> }],
      path: '/applications?tab=2',
    });
    await waitFor(() => expect(location().pathname).toBe('/login'));
    expect(location().search).toBe('?url=%2Fapplications&search=tab%3D2');
    expect(screen.queryByText('Private')).toBeNull();
  });

  it('shows the page to a signed-in user once the user has loaded', async () => {
    renderApp({
      routes: [{ path: '/applications', element: <RequireLogin>Private</RequireLogin> }],
      path: '/applications',
      storage: signedInStorage(),
      fetch: createFakeFetch({ 'GET /api/v1/user': { json: testUser('CANDIDATE') } }),
    });
    expect(await screen.findByText('Private')).toBeInTheDocument();
  });
});
