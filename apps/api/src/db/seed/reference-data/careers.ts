import type { ReferenceSeedItem } from './types.ts';
import { labelled } from './types.ts';

// SECTOR: the organisation sectors; attributes.id is the sector id organisations carry.
export const sectors: readonly ReferenceSeedItem[] = [
  { type: 'SECTOR', value: 'LAW_FIRM', label: 'Law firm', attributes: { id: 1 } },
  { type: 'SECTOR', value: 'CHAMBERS', label: 'Chambers', attributes: { id: 2 } },
  { type: 'SECTOR', value: 'COMPANY', label: 'Company', attributes: { id: 3 } },
];

// EMPLOYMENT_TYPE
export const employmentTypes: readonly ReferenceSeedItem[] = labelled('EMPLOYMENT_TYPE', [
  'Full-time',
  'Part-time',
  'Fixed-term',
  'Internship',
]);

// TARGET_ROLE: the kind of role a candidate is aiming for.
export const targetRoles: readonly ReferenceSeedItem[] = labelled('TARGET_ROLE', [
  'Solicitor',
  'Barrister',
  'Paralegal',
  'Legal apprentice',
  'Software engineer',
  'Data scientist',
  'Data analyst',
  'Business analyst',
  'Consultant',
  'Product manager',
  'Investment banking',
  'Finance and accounting',
  'Marketing',
  'Human resources',
  'Operations',
  'Other',
]);
