import type { APIRequestContext } from '@playwright/test';
import { expect } from '@playwright/test';
import type { ApiSession } from './api-session.ts';
import { apiJson, signInToApi } from './api-session.ts';
import { apiUrl, demoPassword } from './environment.ts';
import type { Person } from './firm.ts';
import { linkTo, readOutbox } from './outbox.ts';

// Blind marking's own records (issue 33): a role whose form asks two free-text questions, candidates who apply
// to it with answers that name themselves, and reviewers the manager admin adds, who set their password from
// the on-boarding email. Each journey run makes new ones, so nothing else reads them.

export const markingQuestions = [
  { key: 'whyUs', label: 'Why do you want to join Hartwell & Finch?' },
  { key: 'deal', label: 'Tell us about a deal you have followed and why it matters to our clients.' },
] as const;

const tokenOf = (link: string) => new URL(link).pathname.split('/').filter(Boolean).at(-1) ?? '';

async function postPublic(request: APIRequestContext, path: string, data: unknown): Promise<void> {
  const reply = await request.post(`${apiUrl}/api/public${path}`, { data });
  expect(reply.status(), `POST /api/public${path}: ${await reply.text()}`).toBeLessThan(300);
}

/** An open role of the manager admin's organisation whose form asks the two questions. */
export async function markingRole(admin: ApiSession, organizationId: number, name: string): Promise<number> {
  const role = await apiJson<{ id: number }>(admin, 'POST', '/roles', {
    name,
    roleType: 'GRADUATE_SCHEME',
    organizationId,
    status: 'LIVE',
    deadline: Math.floor(Date.UTC(2031, 5, 30) / 1000),
    formConfiguration: {
      sections: [
        {
          key: 'motivation',
          title: 'Motivation',
          fields: markingQuestions.map((question) => ({ ...question, type: 'textarea' })),
        },
      ],
    },
  });
  return role.id;
}

/** A candidate signs up, verifies their email and submits answers to the role's questions; returns the application. */
export async function applyWithAnswers(
  request: APIRequestContext,
  roleId: number,
  person: Person,
  answers: Record<string, string>,
): Promise<number> {
  const password = 'Marking#Blind2026';
  await postPublic(request, '/signup', { ...person, password, acceptTerms: true });
  const confirm = await readOutbox(person.email, { subject: 'Confirm your email address' });
  await postPublic(request, '/verifyEmail', { token: tokenOf(linkTo(confirm, '/verify-email/')) });
  const candidate = await signInToApi(request, person.email, password);
  const started = await apiJson<{ id: number }>(candidate, 'POST', `/candidate/applyc/${roleId}`);
  await apiJson(candidate, 'PUT', `/candidate/${started.id}/submit`, {
    acceptTermAndConditions: true,
    responses: Object.entries(answers).map(([questionId, response]) => ({ questionId, response })),
  });
  return started.id;
}

/** The manager admin adds a standard manager, who sets the demo password from the emailed on-boarding link. */
export async function addReviewer(
  admin: ApiSession,
  organization: { id: number; name: string },
  person: Person,
): Promise<number> {
  const user = await apiJson<{ id: number }>(admin, 'POST', `/organization/${organization.id}/user`, {
    ...person,
    userType: 'HIRING_MANAGER',
  });
  const invitation = await readOutbox(person.email, { subject: organization.name });
  await postPublic(admin.request, '/signup/userOnBoarding', {
    token: tokenOf(linkTo(invitation, '/on-boarding/')),
    password: demoPassword,
  });
  return user.id;
}

/** A mark from 1 to 5 the journey gives, spread by the reference and the reviewer so marks differ. */
export function markFor(reference: string, reviewer: number): number {
  const sum = [...reference].reduce((total, character) => total + character.charCodeAt(0), 0);
  return 1 + ((sum + reviewer * 7) % 5);
}
