import * as publicLookups from './public-lookups.ts';
import type { Row } from './test-support.ts';
import { describeCalls, pub } from './test-support.ts';

const rows: Row[] = [
  [
    'validatePostcode',
    'GET',
    `${pub}/postCode/validation`,
    (c) => publicLookups.validatePostcode(c, 'SW1A 1AA'),
    { query: { postCode: 'SW1A 1AA' } },
  ],
  [
    'searchUniversities',
    'GET',
    `${pub}/universities`,
    (c) => publicLookups.searchUniversities(c, { term: 'man' }),
    { query: { term: 'man', countryBase: 'UK' } },
  ],
  ['listCountries', 'GET', `${pub}/countries`, (c) => publicLookups.listCountries(c)],
  ['fetchVersion', 'GET', `${pub}/version`, (c) => publicLookups.fetchVersion(c)],
  [
    'fetchBuilderTemplate',
    'GET',
    `${pub}/builder/`,
    (c) => publicLookups.fetchBuilderTemplate(c, 'graduate-application.json'),
    { query: { fileName: 'graduate-application.json' } },
  ],
  ['fetchTranslationMap', 'GET', `${pub}/translation`, (c) => publicLookups.fetchTranslationMap(c)],
];

describeCalls('the §7 Public lookup calls', publicLookups, rows);
