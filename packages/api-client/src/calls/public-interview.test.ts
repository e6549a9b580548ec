import * as publicInterview from './public-interview.ts';
import type { Row } from './test-support.ts';
import { describeCalls, pub } from './test-support.ts';

const rows: Row[] = [
  ['fetchInterview', 'GET', `${pub}/interview/{id}`, (c) => publicInterview.fetchInterview(c, 7)],
  [
    'bookInterview',
    'PUT',
    `${pub}/interview/{token}`,
    (c) => publicInterview.bookInterview(c, 'tok', { id: 7, selectedTime: 1_700_000_000 }),
    { json: { id: 7, selectedTime: 1_700_000_000 } },
  ],
];

describeCalls('the §7 Public interview calls', publicInterview, rows);
