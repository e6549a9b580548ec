import type { APIRequestContext } from '@playwright/test';
import { expect } from '@playwright/test';
import { apiUrl, demoPassword } from './environment.ts';

// The API as a journey's setup and clean-up call it, signed in as someone (the web client's password grant):
// a candidate's own answers, and an organisation setting a journey changes and must put back.

export type ApiSession = { request: APIRequestContext; token: string };

export async function signInToApi(
  request: APIRequestContext,
  email: string,
  password = demoPassword,
): Promise<ApiSession> {
  const response = await request.post(`${apiUrl}/oauth/token`, {
    headers: {
      Authorization: `Basic ${Buffer.from('shortlist-web:shortlist-web-secret').toString('base64')}`,
    },
    multipart: {
      client_id: 'shortlist-web',
      username: email,
      password,
      grant_type: 'password',
      scope: 'write',
    },
  });
  expect(response.status(), `API sign-in of ${email}`).toBe(200);
  return { request, token: (await response.json()).access_token };
}

type Method = 'GET' | 'PUT' | 'POST' | 'DELETE';

function call(session: ApiSession, method: Method, path: string, data?: unknown) {
  return session.request.fetch(`${apiUrl}/api/v1${path}`, {
    method,
    headers: { Authorization: `Bearer ${session.token}` },
    ...(data === undefined ? {} : { data }),
  });
}

/** Reads a JSON reply, failing the step with the reply's text when it is not a success. */
export async function apiJson<Reply>(session: ApiSession, method: Method, path: string, data?: unknown) {
  const response = await call(session, method, path, data);
  const text = await response.text();
  expect(response.status(), `${method} ${path}: ${text}`).toBeLessThan(300);
  return (text === '' ? null : JSON.parse(text)) as Reply;
}

/** The id of the signed-in candidate's one application. */
export async function ownApplicationId(candidate: ApiSession): Promise<number> {
  const reply = await apiJson<{ id: number }[] | { content: { id: number }[] }>(
    candidate,
    'GET',
    '/candidate',
  );
  const id = (Array.isArray(reply) ? reply : reply.content)[0]?.id;
  expect(id, 'the candidate’s application').toBeGreaterThan(0);
  return id ?? 0;
}

/**
 * Adds answers to sections of the candidate's profile (socialMobility, diversity), keeping the answers given
 * before; the profile is saved whole, as the portal saves it.
 */
export async function answerInProfile(
  candidate: ApiSession,
  sections: Record<string, Record<string, unknown>>,
): Promise<void> {
  const profile = await apiJson<Record<string, unknown>>(candidate, 'GET', '/user/profile');
  const merged = Object.fromEntries(
    Object.entries(sections).map(([key, answers]) => [
      key,
      { ...((profile[key] as Record<string, unknown> | null) ?? {}), ...answers },
    ]),
  );
  await apiJson(candidate, 'PUT', '/user/profile', { ...profile, ...merged });
}

/** The organisation the signed-in manager works in. */
export async function organisationIdOf(manager: ApiSession): Promise<number> {
  const user = await apiJson<{ organization?: { id: number }; organizationId?: number }>(
    manager,
    'GET',
    '/user',
  );
  const id = user.organization?.id ?? user.organizationId;
  expect(id, 'the manager’s organisation').toBeGreaterThan(0);
  return id ?? 0;
}
