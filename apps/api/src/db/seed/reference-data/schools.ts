import type { ReferenceSeedItem } from './types.ts';
import { slugify } from './types.ts';

type SchoolType = 'state-non-selective' | 'state-selective' | 'independent';

// SCHOOL: UK secondary schools and sixth-form colleges, alphabetical; attributes.schoolType is a SCHOOL_TYPE value.
const schoolRows: readonly (readonly [label: string, postcode: string, schoolType: SchoolType])[] = [
  ['Altrincham Grammar School for Boys', 'WA14 2RS', 'state-selective'],
  ['Brampton Manor Academy', 'E6 3SQ', 'state-non-selective'],
  ['Bristol Grammar School', 'BS8 1SR', 'independent'],
  ['Burntwood School', 'SW17 0AQ', 'state-non-selective'],
  ['The Camden School for Girls', 'NW5 2DB', 'state-non-selective'],
  ['Cardinal Vaughan Memorial School', 'W14 8BZ', 'state-non-selective'],
  ["Cheltenham Ladies' College", 'GL50 3EP', 'independent'],
  ['Colchester Royal Grammar School', 'CO3 3ND', 'state-selective'],
  ['Dulwich College', 'SE21 7LD', 'independent'],
  ['Eton College', 'SL4 6DW', 'independent'],
  ["George Heriot's School", 'EH3 9EQ', 'independent'],
  ['The Grammar School at Leeds', 'LS17 8GS', 'independent'],
  ['Greenhead College', 'HD1 4ES', 'state-non-selective'],
  ['Harrow School', 'HA1 3HP', 'independent'],
  ['The Henrietta Barnett School', 'NW11 7BN', 'state-selective'],
  ['Hills Road Sixth Form College', 'CB2 8PE', 'state-non-selective'],
  ['Holland Park School', 'W8 7AF', 'state-non-selective'],
  ['King Edward VI Camp Hill School for Boys', 'B14 7QJ', 'state-selective'],
  ["King Edward's School, Birmingham", 'B15 2UA', 'independent'],
  ['London Academy of Excellence', 'E15 1AJ', 'state-selective'],
  ['Loreto College', 'M15 5PB', 'state-non-selective'],
  ['Manchester Academy', 'M14 4PX', 'state-non-selective'],
  ['The Manchester Grammar School', 'M13 0XT', 'independent'],
  ['Mossbourne Community Academy', 'E5 8JY', 'state-non-selective'],
  ["Pate's Grammar School", 'GL51 0HG', 'state-selective'],
  ['Peter Symonds College', 'SO22 6RX', 'state-non-selective'],
  ["Queen Elizabeth's School, Barnet", 'EN5 4DQ', 'state-selective'],
  ['Reading School', 'RG1 5LW', 'state-selective'],
  ["St Paul's Girls' School", 'W6 7BS', 'independent'],
  ["St Paul's School", 'SW13 9JT', 'independent'],
  ['Thomas Telford School', 'TF3 4NW', 'state-non-selective'],
  ['Tiffin School', 'KT2 6RL', 'state-selective'],
  ['Westminster School', 'SW1P 3PF', 'independent'],
  ["Wilson's School", 'SM6 9JW', 'state-selective'],
  ['Winchester College', 'SO23 9NA', 'independent'],
  ['Wycombe Abbey', 'HP11 1PE', 'independent'],
];

export const schools: readonly ReferenceSeedItem[] = schoolRows.map(([label, postcode, schoolType]) => ({
  type: 'SCHOOL',
  value: slugify(label),
  label,
  attributes: { postcode, schoolType },
}));
