import * as publicRoles from './public-roles.ts';
import type { Row } from './test-support.ts';
import { describeCalls, pub } from './test-support.ts';

const rows: Row[] = [
  [
    'createRoleUrlToken',
    'POST',
    `${pub}/urlToken`,
    (c) => publicRoles.createRoleUrlToken(c, { id: 12 }),
    { json: { id: 12 } },
  ],
  ['resolveRoleUrlToken', 'GET', `${pub}/urlToken/{token}`, (c) => publicRoles.resolveRoleUrlToken(c, 'tok')],
  [
    'applyAnonymously',
    'POST',
    `${pub}/apply/{a}/{b}`,
    (c) => publicRoles.applyAnonymously(c, { a: 'a1', b: 'b2' }),
  ],
  [
    'listPublicRoles',
    'POST',
    `${pub}/{orgId}/roles`,
    (c) => publicRoles.listPublicRoles(c, { orgId: 3, page: 1 }, { filters: [] }),
    { query: { page: '1' }, json: { filters: [] } },
  ],
  [
    'fetchPublicRole',
    'GET',
    `${pub}/{orgId}/roles/{roleId}`,
    (c) => publicRoles.fetchPublicRole(c, { orgId: 3, roleId: 12 }),
  ],
  [
    'fetchGoogleJobPosting',
    'GET',
    `${pub}/{a}/{b}/google`,
    (c) => publicRoles.fetchGoogleJobPosting(c, { a: 'a1', b: 'b2' }),
  ],
];

describeCalls('the §7 Public role calls', publicRoles, rows);
