import type { APIRequestContext } from '@playwright/test';
import { expect } from '@playwright/test';
import type { ApiSession } from './api-session.ts';
import { apiJson, signInToApi } from './api-session.ts';
import type { ClientOrganisation } from './client-organisation.ts';
import { apiUrl } from './environment.ts';
import { linkTo, readOutbox } from './outbox.ts';

// A journey's own firm set up through the API, as the provider and the firm's people would through their
// screens (tests/admin-onboards-a-client.spec.ts walks those): a manager admin who chose a password, an open
// role, and candidates who signed up, verified their email and applied. Nobody else's journey touches them.

export type Person = { firstName: string; lastName: string; email: string };
export type Account = Person & { password: string };

/** The last path segment of an emailed link: the token it carries. */
function tokenOf(link: string): string {
  const token = new URL(link).pathname.split('/').filter(Boolean).at(-1);
  expect(token, `a token in ${link}`).toBeTruthy();
  return token ?? '';
}

async function postPublic(request: APIRequestContext, path: string, data: unknown): Promise<unknown> {
  const reply = await request.post(`${apiUrl}/api/public${path}`, { data });
  const text = await reply.text();
  expect(reply.status(), `POST /api/public${path}: ${text}`).toBeLessThan(300);
  return text === '' ? null : JSON.parse(text);
}

/** The provider adds a manager admin to the firm, who sets a password from the emailed on-boarding link. */
export function addManagerAdmin(
  admin: ApiSession,
  firm: ClientOrganisation,
  person: Person,
  password: string,
): Promise<Account> {
  return addManager(admin, firm, person, password, 'HIRING_MANAGER_ADMIN');
}

/** The provider adds a manager of either kind to the firm, who sets a password from the on-boarding link. */
export async function addManager(
  admin: ApiSession,
  firm: ClientOrganisation,
  person: Person,
  password: string,
  userType: 'HIRING_MANAGER' | 'HIRING_MANAGER_ADMIN',
): Promise<Account> {
  await apiJson(admin, 'POST', `/organization/${firm.id}/user`, { ...person, userType });
  const invitation = await readOutbox(person.email, { subject: firm.name });
  await postPublic(admin.request, '/signup/userOnBoarding', {
    token: tokenOf(linkTo(invitation, '/on-boarding/')),
    password,
  });
  return { ...person, password };
}

/** An open role of the firm that takes applications until 2031. */
export async function openRole(admin: ApiSession, firm: ClientOrganisation, name: string): Promise<number> {
  const role = await apiJson<{ id: number }>(admin, 'POST', '/roles', {
    name,
    roleType: 'GRADUATE_SCHEME',
    organizationId: firm.id,
    status: 'LIVE',
    deadline: Math.floor(Date.UTC(2031, 5, 30) / 1000),
  });
  return role.id;
}

/**
 * A candidate signs up, opens the verification link, signs in and submits an application to the role (its
 * form asks nothing but the terms); returns the application's id.
 */
export async function applyThroughApi(
  request: APIRequestContext,
  roleId: number,
  person: Account,
): Promise<number> {
  await postPublic(request, '/signup', { ...person, acceptTerms: true });
  const confirm = await readOutbox(person.email, { subject: 'Confirm your email address' });
  await postPublic(request, '/verifyEmail', { token: tokenOf(linkTo(confirm, '/verify-email/')) });
  const candidate = await signInToApi(request, person.email, person.password);
  const started = await apiJson<{ id: number }>(candidate, 'POST', `/candidate/applyc/${roleId}`);
  await apiJson(candidate, 'PUT', `/candidate/${started.id}/submit`, { acceptTermAndConditions: true });
  return started.id;
}
