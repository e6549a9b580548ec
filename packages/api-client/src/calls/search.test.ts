import * as search from './search.ts';
import type { Row } from './test-support.ts';
import { describeCalls, v1 } from './test-support.ts';

const rows: Row[] = [
  [
    'searchCandidates',
    'POST',
    `${v1}/search/fastCandidate/{id}`,
    (c) => search.searchCandidates(c, { kind: 'fastCandidate', id: 7 }, { roleId: 12 }),
    {
      query: { page: '0', sortBy: 'lastChangeAt', orderBy: 'desc', resultsPerPage: '20' },
      json: { roleId: 12 },
    },
  ],
  [
    'searchProfiles',
    'GET',
    `${v1}/search/profiles`,
    (c) => search.searchProfiles(c, { searchTerm: 'okafor' }),
    { query: { searchTerm: 'okafor' } },
  ],
  [
    'searchRoleCandidates',
    'GET',
    `${v1}/search/candidates/{roleId}`,
    (c) => search.searchRoleCandidates(c, 12, { searchTerm: 'okafor', stageId: 6 }),
    { query: { searchTerm: 'okafor', stageId: '6' } },
  ],
];

describeCalls('the §7 search calls', search, rows);
