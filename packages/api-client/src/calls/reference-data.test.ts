import * as referenceData from './reference-data.ts';
import type { Row } from './test-support.ts';
import { describeCalls, v1 } from './test-support.ts';

const rows: Row[] = [
  [
    'fetchReferenceData',
    'GET',
    `${v1}/data/type/COUNTRY`,
    (c) => referenceData.fetchReferenceData(c, 'COUNTRY'),
  ],
  ['fetchRoleTypes', 'GET', `${v1}/data/type/ROLE_TYPE`, (c) => referenceData.fetchRoleTypes(c, 'LAW_FIRM')],
  [
    'fetchOrganizationReferenceData',
    'GET',
    `${v1}/organization/{id}/data/DEPARTMENT`,
    (c) => referenceData.fetchOrganizationReferenceData(c, { id: 7, type: 'DEPARTMENT' }),
  ],
  [
    'searchModules',
    'GET',
    `${v1}/data/modules`,
    (c) =>
      referenceData.searchModules(c, { term: 'tort', year: 2, studyYear: '2024/25', universityId: 'ucl' }),
    { query: { term: 'tort', year: '2', studyYear: '2024/25', universityId: 'ucl' } },
  ],
  [
    'fetchGradeSystems',
    'GET',
    `${v1}/data/schoolQualificationGradeSystems`,
    (c) => referenceData.fetchGradeSystems(c),
  ],
  [
    'fetchSchoolQualificationTypes',
    'GET',
    `${v1}/data/schoolQualificationTypes`,
    (c) => referenceData.fetchSchoolQualificationTypes(c, { schoolCountryId: 'GB', schoolFormType: 'KS5' }),
    { query: { schoolCountryId: 'GB', schoolFormType: 'KS5' } },
  ],
  [
    'searchSchools',
    'GET',
    `${v1}/data/schools`,
    (c) => referenceData.searchSchools(c, 'academy'),
    { query: { term: 'academy' } },
  ],
  ['fetchSubjects', 'GET', `${v1}/data/subjects`, (c) => referenceData.fetchSubjects(c)],
  ['fetchDegrees', 'GET', `${v1}/data/degrees`, (c) => referenceData.fetchDegrees(c)],
  [
    'searchOrganizationUniversities',
    'GET',
    `${v1}/data/organization/{id}/universities`,
    (c) => referenceData.searchOrganizationUniversities(c, 7, 'man'),
    { query: { term: 'man' } },
  ],
  [
    'createReferenceItem',
    'POST',
    `${v1}/data/type/DEPARTMENT`,
    (c) =>
      referenceData.createReferenceItem(c, 'DEPARTMENT', { value: 'tax', label: 'Tax', organizationId: 3 }),
    { json: { value: 'tax', label: 'Tax', organizationId: 3 } },
  ],
];

describeCalls('the §7 reference data calls', referenceData, rows);
