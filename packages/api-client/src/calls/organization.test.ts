import * as organization from './organization.ts';
import type { Row } from './test-support.ts';
import { describeCalls, v1 } from './test-support.ts';

const contact = { name: 'Ada Lovelace', email: 'ada@hartwell.test' };

const rows: Row[] = [
  [
    'listOrganizations',
    'GET',
    `${v1}/organization`,
    (c) => organization.listOrganizations(c, { searchTerm: 'hart' }),
    { query: { status: 'ACTIVE', searchTerm: 'hart', page: '0' } },
  ],
  ['listAllOrganizations', 'GET', `${v1}/organization/all`, (c) => organization.listAllOrganizations(c)],
  ['fetchOrganization', 'GET', `${v1}/organization/{id}`, (c) => organization.fetchOrganization(c, 7)],
  ['fetchAdminReport', 'GET', `${v1}/admin/report/{id}`, (c) => organization.fetchAdminReport(c, 7)],
  [
    'createOrganization',
    'POST',
    `${v1}/organization`,
    (c) =>
      organization.createOrganization(c, { name: 'Acme', sector: { id: 1 }, tier: 'BAR', subdomain: 'acme' }),
    { json: { name: 'Acme', sector: { id: 1 }, tier: 'BAR', subdomain: 'acme' } },
  ],
  [
    'addOrganizationUser',
    'POST',
    `${v1}/organization/{id}/user`,
    (c) =>
      organization.addOrganizationUser(c, 7, {
        email: 'n@acme.test',
        firstName: 'N',
        lastName: 'M',
        userType: 'HIRING_MANAGER',
      }),
    { json: { email: 'n@acme.test', firstName: 'N', lastName: 'M', userType: 'HIRING_MANAGER' } },
  ],
  [
    'updateOrganizationUser',
    'POST',
    `${v1}/organization/{id}/user/{userId}`,
    (c) => organization.updateOrganizationUser(c, { id: 7, userId: 8 }, { rareContact: true }),
    { json: { rareContact: true } },
  ],
  [
    'updateOrganization',
    'PUT',
    `${v1}/organization/{id}`,
    (c) => organization.updateOrganization(c, 7, { name: 'Acme Ltd' }),
    { json: { name: 'Acme Ltd' } },
  ],
  [
    'listOrganizationContacts',
    'GET',
    `${v1}/organization/{id}/contacts`,
    (c) => organization.listOrganizationContacts(c, 7),
  ],
  [
    'addOrganizationContact',
    'POST',
    `${v1}/organization/{id}/contacts`,
    (c) => organization.addOrganizationContact(c, 7, contact),
    { json: contact },
  ],
  [
    'updateOrganizationContact',
    'POST',
    `${v1}/organization/{id}/contacts/{contactId}`,
    (c) => organization.updateOrganizationContact(c, { id: 7, contactId: 2 }, contact),
    { json: contact },
  ],
  [
    'searchOrganizationEmails',
    'GET',
    `${v1}/organization/{id}/data/ORGANIZATION_EMAIL`,
    (c) => organization.searchOrganizationEmails(c, 7, 'hr@'),
    { query: { search: 'hr@' } },
  ],
];

describeCalls('the §7 organisation calls (authenticated)', organization, rows);
