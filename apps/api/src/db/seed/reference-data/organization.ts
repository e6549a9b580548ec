import type { SectorKind } from '@shortlist/domain/vocabulary';
import type { ReferenceSeedItem } from './types.ts';
import { labelled, slugify } from './types.ts';

// DEPARTMENT
const departmentLabels: Record<SectorKind, readonly string[]> = {
  LAW_FIRM: ['Corporate', 'Litigation', 'Real Estate', 'Banking & Finance', 'Employment', 'Private Client'],
  CHAMBERS: ['Commercial', 'Crime', 'Family', 'Public law', 'Employment'],
  COMPANY: ['Data Science', 'Engineering', 'Product', 'Finance', 'Operations'],
};

// ORGANIZATION_LOCATION: UK offices.
const locationRows: Record<
  SectorKind,
  readonly (readonly [label: string, city: string, postcode: string])[]
> = {
  LAW_FIRM: [
    ['London', 'London', 'EC2V 6EE'],
    ['Manchester', 'Manchester', 'M2 3WQ'],
    ['Bristol', 'Bristol', 'BS1 6BX'],
  ],
  CHAMBERS: [['London (Temple)', 'London', 'EC4Y 7BY']],
  COMPANY: [
    ['London', 'London', 'N1C 4AG'],
    ['Leeds', 'Leeds', 'LS1 4DY'],
    ['Edinburgh', 'Edinburgh', 'EH3 8EX'],
  ],
};

// ROLE_TYPE: company wording; the API renames Graduate scheme and Internship for law sectors at read time.
const roleTypes: readonly ReferenceSeedItem[] = [
  { type: 'ROLE_TYPE', value: 'GRADUATE_SCHEME', label: 'Graduate scheme' },
  { type: 'ROLE_TYPE', value: 'INTERNSHIP', label: 'Internship' },
  { type: 'ROLE_TYPE', value: 'APPRENTICESHIP', label: 'Apprenticeship' },
  { type: 'ROLE_TYPE', value: 'EXPERIENCED', label: 'Experienced hire' },
];

// ROLE_LEVEL
const roleLevelLabels: Record<SectorKind, readonly string[]> = {
  LAW_FIRM: ['Entry level', 'Graduate', 'Associate', 'Senior associate'],
  CHAMBERS: ['Pupil', 'Junior tenant', 'Middle junior', 'Senior junior'],
  COMPANY: ['Entry level', 'Graduate', 'Mid-level', 'Senior'],
};

// ORGANIZATION_EMAIL: reply-to addresses; the seeder replaces {domain} with the organisation's domain.
const emailRows: Record<SectorKind, readonly (readonly [name: string, localPart: string])[]> = {
  LAW_FIRM: [
    ['Graduate Recruitment', 'graduate.recruitment'],
    ['Recruitment', 'recruitment'],
  ],
  CHAMBERS: [
    ['Pupillage Committee', 'pupillage'],
    ['Clerks', 'clerks'],
  ],
  COMPANY: [
    ['Early Careers', 'earlycareers'],
    ['Recruitment', 'recruitment'],
  ],
};

/** The reference lists every organisation of a sector starts with. */
export function organizationReferenceData(sectorKind: SectorKind): readonly ReferenceSeedItem[] {
  return [
    ...labelled('DEPARTMENT', departmentLabels[sectorKind]),
    ...locationRows[sectorKind].map(([label, city, postcode]) => ({
      type: 'ORGANIZATION_LOCATION',
      value: slugify(label),
      label,
      attributes: { postcode, city },
    })),
    ...roleTypes,
    ...labelled('ROLE_LEVEL', roleLevelLabels[sectorKind]),
    ...emailRows[sectorKind].map(([name, localPart]) => ({
      type: 'ORGANIZATION_EMAIL',
      value: `${localPart}@{domain}`,
      label: `${name} <${localPart}@{domain}>`,
      attributes: { name },
    })),
  ];
}
