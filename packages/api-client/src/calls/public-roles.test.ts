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
    'fetchGoogleJobPosting',
    'GET',
    `${pub}/{a}/{b}/google`,
    (c) => publicRoles.fetchGoogleJobPosting(c, { a: 'a1', b: 'b2' }),
  ],
];

describeCalls('the §7 Public role calls', publicRoles, rows);
