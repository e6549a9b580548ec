import type { KeyValueStorage } from '@shortlist/api-client';
import { createAuthSessionStore, createMemoryCookieJar, createMemoryStorage } from '@shortlist/api-client';
import type { BrandId } from '@shortlist/domain/brands';
import type { User } from '@shortlist/domain/schemas';
import { en } from '@shortlist/i18n/resources';
import { render } from '@testing-library/react';
import type { Location, NavigateFunction, RouteObject } from 'react-router';
import { MemoryRouter, useLocation, useNavigate } from 'react-router';
import type { ShellState } from '../state/shell-state.ts';
import type { AppKind } from './app-kind.ts';
import { AppRoutes } from './app-router.tsx';
import type { PreloadedReads } from './preloaded-reads.ts';
import { ShellProvider } from './ShellProvider.tsx';
import { useShell } from './shell-context.ts';

// Renders an app (the frame, its routes and the shared ones) in a memory router, for the React tests: the
// same declarative routes as the app's own router.

export const testApiUrl = 'http://api.test';

type Reply = { status?: number; json?: unknown };
/** Answers by `METHOD path` (path without the query); anything else is a 404. */
export type FakeApi = Record<string, Reply | ((request: Request) => Reply)>;

export function createFakeFetch(api: FakeApi): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    const { pathname } = new URL(request.url);
    const answer = api[`${request.method} ${pathname}`];
    const reply = typeof answer === 'function' ? answer(request) : (answer ?? { status: 404 });
    const status = reply.status ?? 200;
    if (reply.json === undefined) return new Response(null, { status });
    return Response.json(reply.json, { status });
  };
}

export function signedInStorage(): KeyValueStorage {
  const storage = createMemoryStorage();
  createAuthSessionStore(storage).save({ access_token: 'token', token_type: 'bearer', expires_in: 3600 });
  return storage;
}

export function testUser(userType: User['userType'], overrides: Partial<User> = {}): User {
  return {
    id: 7,
    userType,
    email: 'ada@example.test',
    firstName: 'Ada',
    lastName: 'Lovelace',
    ...overrides,
  } as User;
}

export type RenderAppOptions = {
  routes?: RouteObject[];
  path?: string;
  app?: AppKind;
  brand?: BrandId;
  storage?: KeyValueStorage;
  fetch?: typeof fetch;
  /** The API's real URL (integration tests); the fake one otherwise. */
  baseUrl?: string;
  /** Reads a server made for the page (a server-rendered careers page being taken over). */
  preloaded?: PreloadedReads;
};

export function renderApp({
  routes = [],
  path = '/',
  app = 'candidate',
  brand = 'portal',
  storage = createMemoryStorage(),
  fetch = createFakeFetch({}),
  baseUrl,
  preloaded,
}: RenderAppOptions = {}) {
  const captured: { shell?: ShellState; location?: Location; navigate?: NavigateFunction } = {};
  function CaptureShell() {
    captured.shell = useShell();
    return null;
  }
  function CaptureRouter() {
    captured.location = useLocation();
    captured.navigate = useNavigate();
    return null;
  }
  const view = render(
    <ShellProvider
      resources={en}
      brand={brand}
      api={baseUrl === undefined ? { baseUrl: testApiUrl, fetch } : { baseUrl }}
      environment={{ storage, cookies: createMemoryCookieJar(), reload: () => {} }}
      preloaded={preloaded ?? null}
    >
      <CaptureShell />
      <MemoryRouter initialEntries={[path]}>
        <CaptureRouter />
        <AppRoutes routes={routes} app={app} />
      </MemoryRouter>
    </ShellProvider>,
  );
  const rendered = <T,>(value: T | undefined): T => {
    if (value === undefined) throw new Error('The app has not rendered.');
    return value;
  };
  const shell = () => rendered(captured.shell);
  /** Where the router is now. */
  const location = () => rendered(captured.location);
  /** Goes to another address, as a link would. */
  const navigate = (to: string) => rendered(captured.navigate)(to);
  return { ...view, shell, location, navigate, storage };
}
