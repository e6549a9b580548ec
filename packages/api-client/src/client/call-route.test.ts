import type { AnyRoute } from '@shortlist/domain/contract';
import * as contract from '@shortlist/domain/contract';
import { isRoute, resolveRouteAuth, resolveRoutePath } from '@shortlist/domain/contract';
import { describe, expect, it } from 'vitest';
import { ApiError, isStaleEdit } from '../errors/api-error.ts';
import { encodeBasicAuthorization } from './basic-authorization.ts';
import { callRoute, fillRoutePath } from './call-route.ts';
import { createRecordingClient } from './test-support.ts';

// Every route of the contract, called through callRoute: the request it makes follows the route alone.

const routes = Object.entries(contract as Record<string, unknown>).filter(
  (entry): entry is [string, AnyRoute] => isRoute(entry[1]),
);

/** A value for each `{name}` of a path, with a character that must be encoded. */
function sampleParams(path: string): Record<string, string> {
  return Object.fromEntries([...path.matchAll(/\{(\w+)\}/g)].map(([, name]) => [name, `${name} 1`]));
}

describe('callRoute over the whole contract', () => {
  it('covers a non-empty contract', () => {
    expect(routes.length).toBeGreaterThan(0);
  });

  it.each(routes)('%s sends its method, path, auth and body', async (_name, route) => {
    const { client, requests } = createRecordingClient();
    const params = sampleParams(route.path);
    const body = route.bodyType === 'multipart' ? new FormData() : route.body ? { probe: 1 } : undefined;
    const reply = await callRoute(client, route, { params, body, query: { page: 2 } } as never);

    expect(requests).toHaveLength(1);
    const [request] = requests as [Request];
    const url = new URL(request.url);
    expect(request.method).toBe(route.method);
    expect(url.pathname).toBe(fillRoutePath(resolveRoutePath(route), params));
    expect(url.pathname).not.toContain(' ');
    expect(Object.fromEntries(url.searchParams)).toEqual({ page: '2', subdomain: 'hartwell' });
    expect(request.headers.get('Authorization')).toBe(
      resolveRouteAuth(route) === 'bearer'
        ? 'Bearer access-1'
        : encodeBasicAuthorization('shortlist-web', 'shortlist-web-secret'),
    );
    const contentType = request.headers.get('content-type');
    if (route.bodyType === 'multipart') expect(contentType).toMatch(/^multipart\/form-data; boundary=/);
    else if (route.body) expect(await request.json()).toEqual({ probe: 1 });
    else expect(contentType).toBeNull();
    if (route.reply.kind === 'file') expect(reply).toBeInstanceOf(Blob);
    if (route.reply.kind === 'empty') expect(reply).toBeUndefined();
  });
});

describe('fillRoutePath', () => {
  it('encodes each value as one path segment', () => {
    expect(
      fillRoutePath('/organization/{id}/checkOtp/{x}/{code}', { id: 3, x: 'a/b@c.test', code: '12' }),
    ).toBe('/organization/3/checkOtp/a%2Fb%40c.test/12');
  });

  it('refuses a path value that was not given', () => {
    expect(() => fillRoutePath('/roles/{id}', {})).toThrow('{id}');
  });
});

describe('an edit that names its version (issue 31)', () => {
  it('sends it as If-Match, and a 409 stale_version reads as a stale edit', async () => {
    const { client, requests } = createRecordingClient();
    await callRoute(client, contract.updateRole, {
      params: { id: 7 },
      body: { name: 'Renamed' },
      ifMatch: '2026-12-07T07:00:00.000Z',
    });
    expect((requests[0] as Request).headers.get('If-Match')).toBe('"2026-12-07T07:00:00.000Z"');
    const stale = new ApiError({ status: 409, code: 'stale_version', message: 'Someone else saved this.' });
    expect(isStaleEdit(stale)).toBe(true);
    expect(isStaleEdit(new ApiError({ status: 409, code: 'conflict', message: 'Taken.' }))).toBe(false);
  });
});
