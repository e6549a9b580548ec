import type { Row } from './test-support.ts';
import { describeCalls, v1 } from './test-support.ts';
import * as user from './user.ts';

const rows: Row[] = [
  [
    'fetchCurrentUser',
    'GET',
    `${v1}/user`,
    (c) => user.fetchCurrentUser(c, { cookieRequested: true }),
    { query: { cookieRequested: 'true' } },
  ],
  [
    'fetchUserOrganizations',
    'GET',
    `${v1}/user/userorganizations`,
    (c) => user.fetchUserOrganizations(c, { organizationId: 3 }),
    { query: { organizationId: '3' } },
  ],
  [
    'updateCurrentUser',
    'PUT',
    `${v1}/user`,
    (c) => user.updateCurrentUser(c, { firstName: 'A', lastName: 'B', email: 'a@b.test' }),
    { json: { firstName: 'A', lastName: 'B', email: 'a@b.test' } },
  ],
  [
    'updateContactPreferences',
    'PUT',
    `${v1}/user/security`,
    (c) => user.updateContactPreferences(c, { channels: ['EMAIL'] }),
    { json: { channels: ['EMAIL'] } },
  ],
  [
    'changePassword',
    'PUT',
    `${v1}/user/password`,
    (c) => user.changePassword(c, { currentPassword: 'old', newPassword: 'New#2026x' }),
    { json: { currentPassword: 'old', newPassword: 'New#2026x' } },
  ],
  ['deleteUser', 'DELETE', `${v1}/user/{id}`, (c) => user.deleteUser(c, 7)],
  ['deleteCurrentUser', 'DELETE', `${v1}/user/deleteMe`, (c) => user.deleteCurrentUser(c)],
  ['createUserToken', 'POST', `${v1}/user/token`, (c) => user.createUserToken(c)],
  [
    'createHrToken',
    'POST',
    `${v1}/user/hrtoken`,
    (c) => user.createHrToken(c, { userId: 8 }),
    { json: { userId: 8 } },
  ],
  ['fetchRareUsers', 'GET', `${v1}/user/rareusers`, (c) => user.fetchRareUsers(c)],
  ['fetchCandidateProfile', 'GET', `${v1}/user/profile`, (c) => user.fetchCandidateProfile(c)],
  [
    'updateCandidateProfile',
    'PUT',
    `${v1}/user/profile`,
    (c) => user.updateCandidateProfile(c, { citizen: true }),
    { json: { citizen: true } },
  ],
  [
    'loadExternalApplication',
    'POST',
    `${v1}/candidate/applyc/{id}`,
    (c) => user.loadExternalApplication(c, 7, { source: 'ats' }),
    { query: { source: 'ats' } },
  ],
];

describeCalls('the §7 user calls', user, rows);
