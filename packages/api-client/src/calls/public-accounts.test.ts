import * as publicAccounts from './public-accounts.ts';
import type { Row } from './test-support.ts';
import { describeCalls, pub } from './test-support.ts';

const rows: Row[] = [
  [
    'signUp',
    'POST',
    `${pub}/signup`,
    (c) =>
      publicAccounts.signUp(c, {
        email: 'a@b.test',
        password: 'Pw#2026xx',
        firstName: 'A',
        lastName: 'B',
        acceptTerms: true,
      }),
    { json: { email: 'a@b.test', password: 'Pw#2026xx', firstName: 'A', lastName: 'B', acceptTerms: true } },
  ],
  [
    'completeOnBoarding',
    'POST',
    `${pub}/signup/userOnBoarding`,
    (c) => publicAccounts.completeOnBoarding(c, { token: 'tok', password: 'Pw#2026xx' }),
    { json: { token: 'tok', password: 'Pw#2026xx' } },
  ],
  [
    'fetchOnBoardingUser',
    'GET',
    `${pub}/userOnBoarding`,
    (c) => publicAccounts.fetchOnBoardingUser(c, 'tok'),
    { query: { token: 'tok' } },
  ],
  [
    'confirmAccount',
    'POST',
    `${pub}/confirm`,
    (c) => publicAccounts.confirmAccount(c, { token: 'tok', candidateId: 11 }),
    { json: { token: 'tok', candidateId: 11 } },
  ],
  [
    'verifyEmail',
    'POST',
    `${pub}/verifyEmail`,
    (c) => publicAccounts.verifyEmail(c, { token: 'tok' }),
    { json: { token: 'tok' } },
  ],
  [
    'requestPasswordReset',
    'POST',
    `${pub}/forgot`,
    (c) => publicAccounts.requestPasswordReset(c, { email: 'a@b.test' }),
    { json: { email: 'a@b.test' } },
  ],
  [
    'resetPassword',
    'POST',
    `${pub}/reset`,
    (c) => publicAccounts.resetPassword(c, { newPassword: 'Pw#2026xx', token: 'tok' }),
    { json: { newPassword: 'Pw#2026xx', token: 'tok' } },
  ],
  [
    'fetchUserByAccountToken',
    'GET',
    `${pub}/user`,
    (c) => publicAccounts.fetchUserByAccountToken(c, 'tok'),
    { query: { token: 'tok' } },
  ],
  [
    'fetchUserByResetToken',
    'GET',
    `${pub}/userp`,
    (c) => publicAccounts.fetchUserByResetToken(c, 'tok'),
    { query: { token: 'tok' } },
  ],
  [
    'fetchUserBySignInToken',
    'GET',
    `${pub}/usertoken`,
    (c) => publicAccounts.fetchUserBySignInToken(c, 'tok'),
    { query: { token: 'tok' } },
  ],
  [
    'sendMagicLink',
    'POST',
    `${pub}/user`,
    (c) => publicAccounts.sendMagicLink(c, 'a@b.test'),
    { query: { email: 'a@b.test' } },
  ],
  ['requestPublicLogin', 'POST', `${pub}/login/{x}/`, (c) => publicAccounts.requestPublicLogin(c, 'x1')],
];

describeCalls('the §7 Public account calls', publicAccounts, rows);
