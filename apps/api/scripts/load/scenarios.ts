import type { Request } from 'autocannon';
import { demoUsers } from '../../src/db/seed/demo-users.ts';
import { clientAuthorization, passwordGrant } from './fixtures.ts';

/** A sequence of requests each connection repeats; `expected` statuses are outcomes by design, not errors. */
export interface Scenario {
  name: string;
  requests: Request[];
  expected: readonly number[];
}

function rotating<T>(items: readonly T[]): () => T {
  let next = 0;
  return () => items[next++ % items.length] as T;
}

const json = { 'content-type': 'application/json' };

/**
 * (a) The password grant, round the demo users without a one-time code (scrypt makes it the costly one). From
 * one address, more than five at once for one account are refused (429: attempts are counted before the
 * hash), and past the hashing queue's 34 places the server answers 503: both by design (issue 31).
 */
export function signInScenario(): Scenario {
  const nextUser = rotating(demoUsers.filter((user) => !user.otpRequired).map((user) => user.email));
  return {
    name: 'sign-in',
    expected: [429, 503],
    requests: [
      {
        method: 'POST',
        path: '/oauth/token',
        headers: { authorization: clientAuthorization, 'content-type': 'application/x-www-form-urlencoded' },
        setupRequest: (request) => ({ ...request, body: passwordGrant(nextUser()) }),
      },
    ],
  };
}

/** (b) A careers site's open roles, first page, of either organisation. */
export function publicRolesScenario(): Scenario {
  const nextOrganization = rotating(['hartwell', 'northwind']);
  return {
    name: 'public roles',
    expected: [],
    requests: [
      {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ filters: [] }),
        setupRequest: (request) => ({
          ...request,
          path: `/api/public/${nextOrganization()}/roles?page=0&resultsPerPage=10`,
        }),
      },
    ],
  };
}

/** (c) A manager's filtered, sorted first page of candidates, round three filters. */
export function candidateSearchScenario(token: string): Scenario {
  const nextFilter = rotating([
    { stageId: 1, filters: { statuses: ['ACTIVE'] } },
    { roleId: 1, filters: { statuses: ['ACTIVE'] } },
    { filters: { statuses: ['ACTIVE', 'PENDING'] } },
  ]);
  return {
    name: 'candidate search',
    expected: [],
    requests: [
      {
        method: 'POST',
        path: '/api/v1/search/candidate/0?page=0&sortBy=lastName&orderBy=asc&resultsPerPage=20',
        headers: { ...json, authorization: `Bearer ${token}` },
        setupRequest: (request) => ({ ...request, body: JSON.stringify(nextFilter()) }),
      },
    ],
  };
}

interface InterviewView {
  id: number;
  slots: { startDateTime: number; state: string }[];
}

/**
 * (d) A candidate opens an invitation link and books a slot that looked free. More invitations than slots
 * compete, so "That time has just been taken" (409) is an expected outcome, counted apart.
 */
export function bookingScenario(tokens: readonly string[]): Scenario {
  const pick = <T>(items: readonly T[]) => items[Math.floor(Math.random() * items.length)];
  return {
    name: 'booking mix',
    expected: [409],
    requests: [
      {
        method: 'GET',
        setupRequest: (request, context) => {
          context.token = pick(tokens);
          return { ...request, path: `/api/public/interview/${context.token}` };
        },
        onResponse: (status, body, context) => {
          if (status !== 200) return;
          const view = JSON.parse(body) as InterviewView;
          const free = view.slots.filter((slot) => slot.state === 'Available');
          context.id = view.id;
          context.selectedTime = pick(free.length > 0 ? free : view.slots)?.startDateTime;
        },
      },
      {
        method: 'PUT',
        headers: json,
        setupRequest: (request, context) => ({
          ...request,
          path: `/api/public/interview/${context.token}`,
          body: JSON.stringify({ id: context.id ?? 0, selectedTime: context.selectedTime ?? 0 }),
        }),
      },
    ],
  };
}
