import { screen } from '@testing-library/react';
import { Link } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { createFakeFetch, renderApp } from './test-support.tsx';
import { useLoad } from './use-load.ts';

function RolesScreen({ load }: { load: () => Promise<string> }) {
  const roles = useLoad(load, [], { key: 'roles:hartwell' });
  return (
    <main>
      <p>{roles.status === 'loading' ? 'Loading' : (roles.data ?? roles.error?.message)}</p>
      <Link to="/elsewhere">Elsewhere</Link>
    </main>
  );
}

function routesWith(load: () => Promise<string>) {
  return [
    { path: '/roles', element: <RolesScreen load={load} /> },
    { path: '/elsewhere', element: <Link to="/roles">Back to roles</Link> },
  ];
}

describe('reads the server made for a page', () => {
  it('shows the reply kept under the read key at once and does not ask again', async () => {
    const load = vi.fn(async () => 'from the browser');
    renderApp({
      path: '/roles',
      routes: routesWith(load),
      preloaded: { 'roles:hartwell': { data: 'from the server' } },
    });
    expect(await screen.findByText('from the server')).toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();
  });

  it('reads afresh when the screen is visited again', async () => {
    const load = vi.fn(async () => 'from the browser');
    const app = renderApp({
      path: '/roles',
      routes: routesWith(load),
      preloaded: { 'roles:hartwell': { data: 'from the server' } },
    });
    await screen.findByText('from the server');
    app.navigate('/elsewhere');
    await screen.findByRole('link', { name: 'Back to roles' });
    app.navigate('/roles');
    expect(await screen.findByText('from the browser')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('shows the failure the server met, such as a role that does not exist, without asking again', async () => {
    const load = vi.fn(async () => 'from the browser');
    const error = {
      message: 'The role was not found.',
      status: 404,
      code: null,
      fieldErrors: [],
      supportMessage: null,
    };
    renderApp({ path: '/roles', routes: routesWith(load), preloaded: { 'roles:hartwell': { error } } });
    expect(await screen.findByText('The role was not found.')).toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();
  });

  it('loads as usual when the server made no such read', async () => {
    const load = vi.fn(async () => 'from the browser');
    renderApp({
      path: '/roles',
      routes: routesWith(load),
      preloaded: { 'roles:kingsbench': { data: 'other' } },
    });
    expect(await screen.findByText('from the browser')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('shows the cookie banner once the page has been taken over', async () => {
    renderApp({
      path: '/roles',
      routes: routesWith(async () => 'x'),
      preloaded: {},
      fetch: createFakeFetch({}),
    });
    expect(await screen.findByRole('region', { name: 'Cookie consent' })).toBeInTheDocument();
  });
});
