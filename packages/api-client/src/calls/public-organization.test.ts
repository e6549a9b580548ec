import * as publicOrganization from './public-organization.ts';
import type { Row } from './test-support.ts';
import { describeCalls, pub } from './test-support.ts';

const rows: Row[] = [
  [
    'fetchPublicOrganization',
    'GET',
    `${pub}/organization/{id}/`,
    (c) => publicOrganization.fetchPublicOrganization(c, 7),
  ],
  [
    'fetchOrganizationByCareersToken',
    'GET',
    `${pub}/organization/{orgId}/ctoken/{token}`,
    (c) => publicOrganization.fetchOrganizationByCareersToken(c, { orgId: 3, token: 'tok' }),
  ],
  [
    'fetchOrganizationByReviewerToken',
    'GET',
    `${pub}/organization/{id}/token/{token}`,
    (c) => publicOrganization.fetchOrganizationByReviewerToken(c, { id: 7, token: 'tok' }),
  ],
  [
    'requestOrganizationCode',
    'GET',
    `${pub}/organization/{id}/requestOtp/{x}`,
    (c) => publicOrganization.requestOrganizationCode(c, { id: 7, x: 'x1' }),
  ],
  [
    'checkOrganizationCode',
    'GET',
    `${pub}/organization/{id}/checkOtp/{x}/{code}`,
    (c) => publicOrganization.checkOrganizationCode(c, { id: 7, x: 'x1', code: '123456' }),
  ],
  [
    'fetchPublicDepartments',
    'GET',
    `${pub}/organization/{id}/departments`,
    (c) => publicOrganization.fetchPublicDepartments(c, 7),
  ],
  [
    'fetchPublicLocations',
    'GET',
    `${pub}/organization/{id}/locations`,
    (c) => publicOrganization.fetchPublicLocations(c, 7),
  ],
  [
    'fetchPublicRoleTypes',
    'GET',
    `${pub}/organization/{id}/roleTypes`,
    (c) => publicOrganization.fetchPublicRoleTypes(c, 7),
  ],
  [
    'fetchPublicRoleLevels',
    'GET',
    `${pub}/organization/{id}/roleLevels`,
    (c) => publicOrganization.fetchPublicRoleLevels(c, 7),
  ],
];

describeCalls('the §7 Public organisation calls', publicOrganization, rows);
