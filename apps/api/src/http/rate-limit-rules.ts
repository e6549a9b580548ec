import type { AnyRoute } from '@shortlist/domain/contract';
import {
  applyAnonymously,
  bookInterview,
  checkInToEvent,
  checkOrganizationCode,
  completeOnBoarding,
  confirmAccount,
  fetchInterview,
  fetchOnBoardingUser,
  fetchOrganizationByCareersToken,
  fetchOrganizationByReviewerToken,
  fetchReviewCandidate,
  fetchReviewerQueue,
  fetchSharedReport,
  fetchUserByAccountToken,
  fetchUserByResetToken,
  fetchUserBySignInToken,
  registerForEvent,
  requestAccessToken,
  requestOrganizationCode,
  requestPasswordReset,
  resetPassword,
  resolveRoleUrlToken,
  resolveRoutePath,
  saveReviewCandidate,
  scoreReviewCandidate,
  sendMagicLink,
  sendSignInLink,
  signUp,
  verifyEmail,
} from '@shortlist/domain/contract';
import type { FastifyRequest } from 'fastify';
import type { RateLimitName } from './rate-limit-settings.ts';
import { toFastifyUrl } from './serve-route.ts';

/** What one limit counts a request against: the caller's address, or a target read from the request. */
export interface RateLimitRule {
  limit: RateLimitName;
  /** The target (an email, an event); undefined counts the caller's address. */
  target?: (request: FastifyRequest) => string | undefined;
}

type Fields = Record<string, unknown> | undefined;

/** A field of the request's body, query or path, as a trimmed lower-case text; absent when not a text. */
const field = (part: 'body' | 'query' | 'params', name: string) => (request: FastifyRequest) => {
  const value = (request[part] as Fields)?.[name];
  return typeof value === 'string' && value.trim() ? value.trim().toLowerCase() : undefined;
};

const byAddress = (limit: RateLimitName): RateLimitRule => ({ limit });
const byTarget = (limit: RateLimitName, target: RateLimitRule['target']): RateLimitRule => ({
  limit,
  target,
});

// A request that makes the server email an address the caller names counts for the caller and the recipient.
const emailing = (recipient: RateLimitRule['target']) => [
  byAddress('email.address'),
  byTarget('email.recipient', recipient),
];
const tokenLink = [byAddress('link.address')];

/**
 * The public and sign-in routes with limits of their own; every other /oauth and /api/public route counts
 * against `public.address` (the inventory is the API's route table: `test/http/rate-limits.test.ts`).
 */
const routeRules: [AnyRoute, RateLimitRule[]][] = [
  [requestAccessToken, [byAddress('sign-in.address')]],
  [
    checkOrganizationCode,
    [byAddress('code-check.address'), byTarget('code-check.email', field('params', 'email'))],
  ],
  [requestOrganizationCode, emailing(field('params', 'email'))],
  [signUp, emailing(field('body', 'email'))],
  [applyAnonymously, emailing(field('body', 'email'))],
  [requestPasswordReset, emailing(field('body', 'email'))],
  [sendMagicLink, emailing(field('query', 'email'))],
  [sendSignInLink, emailing(field('params', 'email'))],
  [
    registerForEvent,
    [
      byAddress('event-registration.address'),
      byTarget('event-registration.event', field('params', 'id')),
      byTarget('email.recipient', field('body', 'email')),
    ],
  ],
  [checkInToEvent, [byAddress('check-in.address'), byTarget('check-in.event', field('params', 'id'))]],
  ...[
    fetchUserByAccountToken,
    fetchUserByResetToken,
    fetchUserBySignInToken,
    resetPassword,
    verifyEmail,
    confirmAccount,
    fetchOnBoardingUser,
    completeOnBoarding,
    fetchInterview,
    bookInterview,
    fetchOrganizationByCareersToken,
    fetchOrganizationByReviewerToken,
    fetchReviewerQueue,
    fetchReviewCandidate,
    saveReviewCandidate,
    scoreReviewCandidate,
    fetchSharedReport,
    resolveRoleUrlToken,
  ].map((route): [AnyRoute, RateLimitRule[]] => [route, tokenLink]),
];

const rulesByRoute = new Map(
  routeRules.map(([route, rules]) => [`${route.method} ${toFastifyUrl(resolveRoutePath(route))}`, rules]),
);

const isLimitedPath = (url: string) => /^\/(oauth|api\/public)\//.test(url);

/** The limits of a registered route (Fastify's method and url); none for signed-in /api/v1 and pages. */
export function rateLimitRulesOf(method: string, url: string): RateLimitRule[] {
  if (!isLimitedPath(url)) return [];
  // A HEAD answers a GET's status (a token link's 200 or 404), so it counts as the GET does.
  const counted = method === 'HEAD' ? 'GET' : method;
  return rulesByRoute.get(`${counted} ${url}`) ?? [byAddress('public.address')];
}
