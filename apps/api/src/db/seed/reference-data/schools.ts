import type { ReferenceSeedItem } from './types.ts';
import { slugify } from './types.ts';

type SchoolType = 'state-non-selective' | 'state-selective' | 'independent';

// SCHOOL: UK secondary schools and sixth-form colleges, alphabetical; attributes.schoolType is a SCHOOL_TYPE value.
// averagePoints and spread: illustrative A-level results (UCAS tariff points per A-level entry, mean and
// standard deviation) that place a candidate in their school (the schoolOutperformance contextual flag).
const schoolRows: readonly (readonly [
  label: string,
  postcode: string,
  schoolType: SchoolType,
  averagePoints: number,
  spread: number,
])[] = [
  ['Altrincham Grammar School for Boys', 'WA14 2RS', 'state-selective', 42, 8],
  ['Brampton Manor Academy', 'E6 3SQ', 'state-non-selective', 38, 9],
  ['Bristol Grammar School', 'BS8 1SR', 'independent', 43, 8],
  ['Burntwood School', 'SW17 0AQ', 'state-non-selective', 31, 9],
  ['The Camden School for Girls', 'NW5 2DB', 'state-non-selective', 36, 9],
  ['Cardinal Vaughan Memorial School', 'W14 8BZ', 'state-non-selective', 37, 8],
  ["Cheltenham Ladies' College", 'GL50 3EP', 'independent', 46, 7],
  ['Colchester Royal Grammar School', 'CO3 3ND', 'state-selective', 44, 8],
  ['Dulwich College', 'SE21 7LD', 'independent', 45, 7],
  ['Eton College', 'SL4 6DW', 'independent', 47, 7],
  ["George Heriot's School", 'EH3 9EQ', 'independent', 42, 8],
  ['The Grammar School at Leeds', 'LS17 8GS', 'independent', 43, 8],
  ['Greenhead College', 'HD1 4ES', 'state-non-selective', 35, 9],
  ['Harrow School', 'HA1 3HP', 'independent', 45, 8],
  ['The Henrietta Barnett School', 'NW11 7BN', 'state-selective', 46, 7],
  ['Hills Road Sixth Form College', 'CB2 8PE', 'state-non-selective', 38, 9],
  ['Holland Park School', 'W8 7AF', 'state-non-selective', 33, 10],
  ['King Edward VI Camp Hill School for Boys', 'B14 7QJ', 'state-selective', 43, 8],
  ["King Edward's School, Birmingham", 'B15 2UA', 'independent', 45, 7],
  ['London Academy of Excellence', 'E15 1AJ', 'state-selective', 42, 8],
  ['Loreto College', 'M15 5PB', 'state-non-selective', 31, 9],
  ['Manchester Academy', 'M14 4PX', 'state-non-selective', 29, 8],
  ['The Manchester Grammar School', 'M13 0XT', 'independent', 46, 7],
  ['Mossbourne Community Academy', 'E5 8JY', 'state-non-selective', 35, 9],
  ["Pate's Grammar School", 'GL51 0HG', 'state-selective', 45, 7],
  ['Peter Symonds College', 'SO22 6RX', 'state-non-selective', 34, 9],
  ["Queen Elizabeth's School, Barnet", 'EN5 4DQ', 'state-selective', 46, 7],
  ['Reading School', 'RG1 5LW', 'state-selective', 44, 8],
  ["St Paul's Girls' School", 'W6 7BS', 'independent', 48, 7],
  ["St Paul's School", 'SW13 9JT', 'independent', 48, 7],
  ['Thomas Telford School', 'TF3 4NW', 'state-non-selective', 32, 9],
  ['Tiffin School', 'KT2 6RL', 'state-selective', 43, 8],
  ['Westminster School', 'SW1P 3PF', 'independent', 48, 7],
  ["Wilson's School", 'SM6 9JW', 'state-selective', 44, 8],
  ['Winchester College', 'SO23 9NA', 'independent', 47, 7],
  ['Wycombe Abbey', 'HP11 1PE', 'independent', 46, 7],
];

export const schools: readonly ReferenceSeedItem[] = schoolRows.map(
  ([label, postcode, schoolType, averagePoints, spread]) => ({
    type: 'SCHOOL',
    value: slugify(label),
    label,
    attributes: { postcode, schoolType, averagePoints, spread },
  }),
);
