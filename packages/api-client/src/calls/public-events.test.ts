import * as publicEvents from './public-events.ts';
import type { Row } from './test-support.ts';
import { describeCalls, pub } from './test-support.ts';

const rows: Row[] = [
  ['listPublicEvents', 'GET', `${pub}/{orgId}/events`, (c) => publicEvents.listPublicEvents(c, 3)],
  [
    'listNonArchivedEvents',
    'GET',
    `${pub}/{orgId}/nonarchivedevents`,
    (c) => publicEvents.listNonArchivedEvents(c, 3),
  ],
  ['fetchPublicEvent', 'GET', `${pub}/event/{id}`, (c) => publicEvents.fetchPublicEvent(c, 7)],
  [
    'registerForEvent',
    'POST',
    `${pub}/event/{id}`,
    (c) => publicEvents.registerForEvent(c, 7, { email: 'a@b.test' }),
    { json: { email: 'a@b.test' } },
  ],
  [
    'checkInToEvent',
    'POST',
    `${pub}/event/{id}/qr-check-in`,
    (c) => publicEvents.checkInToEvent(c, 7, { email: 'a@b.test' }),
    { json: { email: 'a@b.test' } },
  ],
];

describeCalls('the §7 Public event calls', publicEvents, rows);
