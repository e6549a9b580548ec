import * as events from './events.ts';
import type { Row } from './test-support.ts';
import { describeCalls, v1 } from './test-support.ts';

const rows: Row[] = [
  [
    'listEventRegistrations',
    'GET',
    `${v1}/events/{id}/registrations`,
    (c) => events.listEventRegistrations(c, 7),
  ],
  [
    'markEventAttendance',
    'POST',
    `${v1}/event/{id}/check-in`,
    (c) => events.markEventAttendance(c, 7, { registrationId: 11, attendance: 'ATTENDED' }),
    { json: { registrationId: 11, attendance: 'ATTENDED' } },
  ],
];

describeCalls("the §7 event calls (a manager's side)", events, rows);
