import { createMemoryCookieJar, createMemoryStorage } from '@shortlist/api-client';
import type { AppResources } from '@shortlist/i18n';
import { en } from '@shortlist/i18n/resources';
import { ShellProvider } from '@shortlist/shell/react';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { routeScreen } from './test-router.tsx';

// Renders one screen as the app would: inside the real shell (api-client, stores, i18n) and a router, with
// fetch played by a table of fake API replies, so a test sees exactly the requests the screen sends.

export type RecordedRequest = {
  method: string;
  /** Path under the API origin, e.g. /api/public/hartwell/roles. */
  path: string;
  query: Record<string, string>;
  body: unknown;
  /** The If-Match header, the version an edit started from (issue 31); absent when none was sent. */
  ifMatch?: string;
};

/** A reply: a JSON body (status 200), or a status with a body. */
export type FakeReply = unknown | { status: number; body?: unknown };

/** Replies by 'METHOD /path' (no query); a function sees the request, e.g. to answer by page. */
export type FakeApi = Record<string, FakeReply | ((request: RecordedRequest) => FakeReply)>;

export const apiOrigin = 'http://api.test';

function isStatusReply(reply: unknown): reply is { status: number; body?: unknown } {
  return typeof reply === 'object' && reply !== null && 'status' in reply && typeof reply.status === 'number';
}

/** A reply that says so, for the `FakeApi` table: `{ status: 409, body: apiError('...') }`. */
export function apiError(description: string, errors: { field: string; message: string }[] = []) {
  return { error: 'error', error_description: description, errors };
}

function createFakeFetch(api: FakeApi, requests: RecordedRequest[]): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const text = await request.text();
    const recorded: RecordedRequest = {
      method: request.method,
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      body: text === '' ? undefined : JSON.parse(text),
      ...(request.headers.has('if-match') ? { ifMatch: request.headers.get('if-match') ?? '' } : {}),
    };
    requests.push(recorded);
    const entry = api[`${recorded.method} ${recorded.path}`];
    const reply = typeof entry === 'function' ? entry(recorded) : entry;
    if (reply === undefined) {
      return Response.json(apiError('Not found in the fake API.'), { status: 404 });
    }
    if (isStatusReply(reply)) {
      return reply.body === undefined
        ? new Response(null, { status: reply.status })
        : Response.json(reply.body, { status: reply.status });
    }
    return Response.json(reply);
  };
}

export type RenderScreenOptions = {
  /** The route pattern of the screen, e.g. /event/:eventId. */
  route: string;
  /** The address to open, e.g. /event/7. */
  path: string;
  api?: FakeApi;
  /** The page's host name: an organisation host names the organisation (hartwell.localhost). */
  hostname?: string;
  /** The English namespaces the app loads; every namespace by default. */
  resources?: AppResources;
};

export function renderScreen(
  screen: ReactNode,
  { route, path, api = {}, hostname = 'hartwell.localhost', resources = en }: RenderScreenOptions,
) {
  const requests: RecordedRequest[] = [];
  const now = () => Date.now();
  const { element, location } = routeScreen(screen, { route, path });
  const view = render(
    <ShellProvider
      resources={resources}
      brand="portal"
      api={{ baseUrl: apiOrigin, hostname, fetch: createFakeFetch(api, requests) }}
      environment={{ storage: createMemoryStorage(), cookies: createMemoryCookieJar(now), now }}
    >
      {element}
    </ShellProvider>,
  );
  /** The requests sent to one path, in order. */
  const sentTo = (method: string, requestPath: string) =>
    requests.filter((request) => request.method === method && request.path === requestPath);
  return { ...view, requests, sentTo, location };
}
