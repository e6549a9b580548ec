import type { ReferenceSeedItem } from './types.ts';
import { labelled } from './types.ts';

// ETHNICITY: the ONS 2021 census categories for England and Wales, in census order; attributes.group is the
// census group heading. 'Prefer not to say' has no group and comes last.
const asian = 'Asian, Asian British or Asian Welsh';
const black = 'Black, Black British, Black Welsh, Caribbean or African';
const mixed = 'Mixed or Multiple ethnic groups';
const white = 'White';
const other = 'Other ethnic group';

const ethnicityRows: readonly (readonly [value: string, label: string, group: string | null])[] = [
  ['asian-bangladeshi', 'Bangladeshi', asian],
  ['asian-chinese', 'Chinese', asian],
  ['asian-indian', 'Indian', asian],
  ['asian-pakistani', 'Pakistani', asian],
  ['asian-other', 'Any other Asian background', asian],
  ['black-african', 'African', black],
  ['black-caribbean', 'Caribbean', black],
  ['black-other', 'Any other Black, Black British or Caribbean background', black],
  ['mixed-white-and-asian', 'White and Asian', mixed],
  ['mixed-white-and-black-african', 'White and Black African', mixed],
  ['mixed-white-and-black-caribbean', 'White and Black Caribbean', mixed],
  ['mixed-other', 'Any other Mixed or Multiple ethnic background', mixed],
  ['white-british', 'English, Welsh, Scottish, Northern Irish or British', white],
  ['white-irish', 'Irish', white],
  ['white-gypsy-or-irish-traveller', 'Gypsy or Irish Traveller', white],
  ['white-roma', 'Roma', white],
  ['white-other', 'Any other White background', white],
  ['other-arab', 'Arab', other],
  ['other-any', 'Any other ethnic group', other],
  ['prefer-not-to-say', 'Prefer not to say', null],
];

export const ethnicities: readonly ReferenceSeedItem[] = ethnicityRows.map(([value, label, group]) => ({
  type: 'ETHNICITY',
  value,
  label,
  attributes: { group },
}));

// GENDER
export const genders: readonly ReferenceSeedItem[] = labelled('GENDER', [
  'Woman',
  'Man',
  'Non-binary',
  'Prefer to self-describe',
  'Prefer not to say',
]);

// RELIGION: the ONS 2021 census list.
export const religions: readonly ReferenceSeedItem[] = labelled('RELIGION', [
  'No religion',
  'Christian',
  'Buddhist',
  'Hindu',
  'Jewish',
  'Muslim',
  'Sikh',
  'Any other religion',
  'Prefer not to say',
]);

// PERMIT_TYPE: UK right-to-work status.
export const permitTypes: readonly ReferenceSeedItem[] = labelled('PERMIT_TYPE', [
  'British or Irish citizen',
  'Settled status',
  'Pre-settled status',
  'Skilled Worker visa',
  'Graduate visa',
  'Student visa',
  'Other',
]);
