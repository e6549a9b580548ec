import type { ReferenceSeedItem } from './types.ts';
import { slugify } from './types.ts';

type UniversityGroup = 'RUSSELL' | 'GO8' | null;

// UNIVERSITY: UK (all 24 Russell Group members plus others), then Australia (the Group of Eight plus others),
// then Hong Kong; alphabetical within each country. Value is the slugged label.
const ukUniversities: readonly (readonly [label: string, group: UniversityGroup])[] = [
  ['University of Aberdeen', null],
  ['Aston University', null],
  ['University of Bath', null],
  ['University of Birmingham', 'RUSSELL'],
  ['BPP University', null],
  ['University of Bristol', 'RUSSELL'],
  ['Brunel University of London', null],
  ['University of Cambridge', 'RUSSELL'],
  ['Cardiff University', 'RUSSELL'],
  ["City St George's, University of London", null],
  ['University of Dundee', null],
  ['Durham University', 'RUSSELL'],
  ['University of East Anglia', null],
  ['University of Edinburgh', 'RUSSELL'],
  ['University of Essex', null],
  ['University of Exeter', 'RUSSELL'],
  ['University of Glasgow', 'RUSSELL'],
  ['University of Hull', null],
  ['Imperial College London', 'RUSSELL'],
  ['University of Kent', null],
  ["King's College London", 'RUSSELL'],
  ['Lancaster University', null],
  ['The University of Law', null],
  ['University of Leeds', 'RUSSELL'],
  ['University of Leicester', null],
  ['University of Liverpool', 'RUSSELL'],
  ['London School of Economics and Political Science', 'RUSSELL'],
  ['Loughborough University', null],
  ['University of Manchester', 'RUSSELL'],
  ['Manchester Metropolitan University', null],
  ['Newcastle University', 'RUSSELL'],
  ['University of Nottingham', 'RUSSELL'],
  ['Nottingham Trent University', null],
  ['University of Oxford', 'RUSSELL'],
  ['Oxford Brookes University', null],
  ['Queen Mary University of London', 'RUSSELL'],
  ["Queen's University Belfast", 'RUSSELL'],
  ['University of Reading', null],
  ['Royal Holloway, University of London', null],
  ['University of St Andrews', null],
  ['University of Sheffield', 'RUSSELL'],
  ['SOAS University of London', null],
  ['University of Southampton', 'RUSSELL'],
  ['University of Strathclyde', null],
  ['University of Surrey', null],
  ['University of Sussex', null],
  ['Swansea University', null],
  ['University College London', 'RUSSELL'],
  ['University of Warwick', 'RUSSELL'],
  ['University of York', 'RUSSELL'],
];

const australianUniversities: readonly (readonly [label: string, group: UniversityGroup])[] = [
  ['University of Adelaide', 'GO8'],
  ['Australian National University', 'GO8'],
  ['Macquarie University', null],
  ['University of Melbourne', 'GO8'],
  ['Monash University', 'GO8'],
  ['University of Queensland', 'GO8'],
  ['University of Sydney', 'GO8'],
  ['UNSW Sydney', 'GO8'],
  ['University of Technology Sydney', null],
  ['University of Western Australia', 'GO8'],
];

const hongKongUniversities: readonly (readonly [label: string, group: UniversityGroup])[] = [
  ['Chinese University of Hong Kong', null],
  ['City University of Hong Kong', null],
  ['Hong Kong Baptist University', null],
  ['Hong Kong Polytechnic University', null],
  ['Hong Kong University of Science and Technology', null],
  ['University of Hong Kong', null],
];

function universitiesOf(
  rows: readonly (readonly [label: string, group: UniversityGroup])[],
  countryBase: 'UK' | 'OZ' | 'HK',
  countryId: 'GB' | 'AU' | 'HK',
): ReferenceSeedItem[] {
  return rows.map(([label, group]) => ({
    type: 'UNIVERSITY',
    value: slugify(label),
    label,
    attributes: { countryBase, countryId, group },
  }));
}

export const universities: readonly ReferenceSeedItem[] = [
  ...universitiesOf(ukUniversities, 'UK', 'GB'),
  ...universitiesOf(australianUniversities, 'OZ', 'AU'),
  ...universitiesOf(hongKongUniversities, 'HK', 'HK'),
];

// RUSSELL_GROUP, OXBRIDGE, GO8: university groupings; value and label are the university's.
function grouping(type: string, members: (university: ReferenceSeedItem) => boolean): ReferenceSeedItem[] {
  return universities.filter(members).map(({ value, label }) => ({ type, value, label }));
}

export const russellGroup: readonly ReferenceSeedItem[] = grouping(
  'RUSSELL_GROUP',
  (university) => university.attributes?.group === 'RUSSELL',
);
export const oxbridge: readonly ReferenceSeedItem[] = grouping('OXBRIDGE', (university) =>
  ['university-of-oxford', 'university-of-cambridge'].includes(university.value),
);
export const groupOfEight: readonly ReferenceSeedItem[] = grouping(
  'GO8',
  (university) => university.attributes?.group === 'GO8',
);

// MODULE: core law degree (LLB) modules for a few universities. attributes.year is the year of the degree in
// which the module is usually taken; attributes.studyYear the academic year the listing applies to.
const studyYear = '2024/25';
const lawModules: readonly (readonly [label: string, year: 1 | 2 | 3])[] = [
  ['Contract law', 1],
  ['Public law', 1],
  ['Criminal law', 1],
  ['Tort law', 1],
  ['Land law', 2],
  ['Equity and trusts', 2],
  ['EU law', 2],
  ['Jurisprudence', 3],
];
const moduleUniversities = [
  'university-of-manchester',
  'kings-college-london',
  'university-of-bristol',
  'university-of-leeds',
] as const;

export const modules: readonly ReferenceSeedItem[] = moduleUniversities.flatMap((universityValue) =>
  lawModules.map(([label, year]) => ({
    type: 'MODULE',
    value: `${universityValue}-${slugify(label)}`,
    label,
    attributes: { universityValue, year, studyYear },
  })),
);
