// Shared by the call tests beside it; not exported from index.ts.
import { describe, expect, it } from 'vitest';
import type { HttpMethod } from '../client/api-call.ts';
import type { ApiClient } from '../client/api-client.ts';
import { encodeBasicAuthorization } from '../client/basic-authorization.ts';
import { createApiClient } from '../client/create-api-client.ts';
import { createMemoryCookieJar } from '../session/cookie-jar.ts';
import { createMemoryStorage } from '../session/key-value-storage.ts';

// Every call of spec §7 against the request its function builds: method, path, query, body and auth.
// The fetch below records each request and answers an empty JSON list; no server is involved.

export const v1 = '/api/v1';
export const pub = '/api/public';

/** Values of the path placeholders; the invocations in the tables pass the same ones. */
const values: Record<string, string | number> = {
  id: 7,
  orgId: 3,
  x: 'x1',
  y: 'y2',
  stageId: 6,
  substageId: 61,
  sessionId: 5,
  docId: 9,
  noteId: 4,
  userId: 8,
  contactId: 2,
  candidateId: 11,
  roleId: 12,
  a: 'a1',
  b: 'b2',
  token: 'tok',
  code: '123456',
};

export type Expectation = {
  /** Query parameters besides `subdomain`; none unless listed. */
  query?: Record<string, string>;
  json?: unknown;
  form?: [string, string][];
  /** Defaults to Bearer under /api/v1 and client credentials elsewhere. */
  auth?: 'bearer' | 'client';
  /** Reads the reply as a file. */
  blob?: boolean;
};

export type Row = [
  name: string,
  method: HttpMethod,
  pathTemplate: string,
  invoke: (client: ApiClient) => Promise<unknown>,
  expectation?: Expectation,
];

/** A score body, scored both by a manager and through a reviewer link. */
export const score = { score: 3, totalScore: 5 };

function fillTemplate(template: string): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`no value for {${name}}`);
    return encodeURIComponent(String(value));
  });
}

function setUp() {
  const requests: Request[] = [];
  const now = Date.UTC(2026, 0, 1);
  const storage = createMemoryStorage({
    auth: JSON.stringify({
      isLoggedIn: true,
      access_token: 'access-1',
      token_type: 'bearer',
      refresh_token: 'refresh-1',
      expires_in: 1800,
      scope: 'write',
      expiresOn: now + 1_800_000,
    }),
  });
  const client = createApiClient({
    brand: 'portal',
    baseUrl: 'http://api.test',
    hostname: 'hartwell.localhost',
    clientId: 'shortlist-web',
    clientSecret: 'shortlist-web-secret',
    storage,
    cookies: createMemoryCookieJar(() => now),
    now: () => now,
    fetch: async (input, init) => {
      requests.push(new Request(input, init));
      return new Response('[]', { status: 200, headers: { 'content-type': 'application/json' } });
    },
  });
  return { client, requests };
}

/** The tests of one call module: its table lists every exported function once, and each row's request. */
export function describeCalls(title: string, callModule: object, rows: Row[]): void {
  describe(title, () => {
    it('lists every exported call function in the table exactly once', () => {
      const exported = Object.entries(callModule)
        .filter(([, value]) => typeof value === 'function')
        .map(([name]) => name)
        .sort();
      const listed = rows.map(([name]) => name);
      expect(new Set(listed).size).toBe(listed.length);
      expect([...listed].sort()).toEqual(exported);
    });

    it.each(rows)('%s sends %s %s', async (_name, method, template, invoke, expectation = {}) => {
      const { client, requests } = setUp();
      const reply = await invoke(client);
      expect(requests).toHaveLength(1);
      const [request] = requests as [Request];
      const url = new URL(request.url);

      expect(request.method).toBe(method);
      expect(url.origin).toBe('http://api.test');
      expect(url.pathname).toBe(fillTemplate(template));
      expect(Object.fromEntries(url.searchParams)).toEqual({ ...expectation.query, subdomain: 'hartwell' });
      expect([...url.searchParams.keys()].at(-1)).toBe('subdomain');
      expect(request.headers.get('X-Client')).toBe('WEB');

      const authKind = expectation.auth ?? (template.startsWith(v1) ? 'bearer' : 'client');
      expect(request.headers.get('Authorization')).toBe(
        authKind === 'bearer'
          ? 'Bearer access-1'
          : encodeBasicAuthorization('shortlist-web', 'shortlist-web-secret'),
      );

      const contentType = request.headers.get('content-type');
      if (expectation.form) {
        expect(contentType).toMatch(/^multipart\/form-data; boundary=/);
        expect([...(await request.formData()).entries()]).toEqual(expectation.form);
      } else if (expectation.json !== undefined) {
        expect(contentType).toBe('application/json');
        expect(await request.json()).toEqual(expectation.json);
      } else {
        expect(contentType).toBeNull();
        expect(await request.text()).toBe('');
      }
      if (expectation.blob) expect(reply).toBeInstanceOf(Blob);
    });
  });
}
