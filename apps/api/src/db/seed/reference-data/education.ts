import type { ReferenceSeedItem } from './types.ts';
import { labelled, slugify } from './types.ts';

// DEGREE_TYPE: attributes.level uses the qualification levels of §3 (integrated masters count as undergraduate).
const degreeTypeRows: readonly (readonly [abbreviation: string, name: string, level: string])[] = [
  ['BA', 'Bachelor of Arts', 'UNDERGRADUATE'],
  ['BSc', 'Bachelor of Science', 'UNDERGRADUATE'],
  ['LLB', 'Bachelor of Laws', 'UNDERGRADUATE'],
  ['BEng', 'Bachelor of Engineering', 'UNDERGRADUATE'],
  ['BEd', 'Bachelor of Education', 'UNDERGRADUATE'],
  ['BMus', 'Bachelor of Music', 'UNDERGRADUATE'],
  ['MBBS', 'Bachelor of Medicine, Bachelor of Surgery', 'UNDERGRADUATE'],
  ['MEng', 'Master of Engineering', 'UNDERGRADUATE'],
  ['MSci', 'Master in Science', 'UNDERGRADUATE'],
  ['MMath', 'Master of Mathematics', 'UNDERGRADUATE'],
  ['MA', 'Master of Arts', 'GRADUATE'],
  ['MSc', 'Master of Science', 'GRADUATE'],
  ['LLM', 'Master of Laws', 'GRADUATE'],
  ['MRes', 'Master of Research', 'GRADUATE'],
  ['MPhil', 'Master of Philosophy', 'GRADUATE'],
  ['MBA', 'Master of Business Administration', 'GRADUATE'],
  ['PhD', 'Doctor of Philosophy', 'PHD'],
];

export const degreeTypes: readonly ReferenceSeedItem[] = [
  ...degreeTypeRows.map(([abbreviation, name, level]) => ({
    type: 'DEGREE_TYPE',
    value: abbreviation.toLowerCase(),
    label: `${abbreviation} (${name})`,
    attributes: { abbreviation, level },
  })),
  { type: 'DEGREE_TYPE', value: 'other', label: 'Other', attributes: { abbreviation: null, level: null } },
];

// DEGREE_CLASS: UK honours classifications.
export const degreeClasses: readonly ReferenceSeedItem[] = [
  { type: 'DEGREE_CLASS', value: 'first', label: 'First', attributes: { abbreviation: '1st' } },
  {
    type: 'DEGREE_CLASS',
    value: 'upper-second',
    label: 'Upper second (2:1)',
    attributes: { abbreviation: '2:1' },
  },
  {
    type: 'DEGREE_CLASS',
    value: 'lower-second',
    label: 'Lower second (2:2)',
    attributes: { abbreviation: '2:2' },
  },
  { type: 'DEGREE_CLASS', value: 'third', label: 'Third', attributes: { abbreviation: '3rd' } },
  { type: 'DEGREE_CLASS', value: 'pass', label: 'Pass', attributes: { abbreviation: 'Pass' } },
];

// SCHOOL_TYPE: the social-mobility question on the type of school attended at 11 to 16.
export const schoolTypes: readonly ReferenceSeedItem[] = [
  { type: 'SCHOOL_TYPE', value: 'state-non-selective', label: 'State non-selective' },
  { type: 'SCHOOL_TYPE', value: 'state-selective', label: 'State selective/grammar' },
  { type: 'SCHOOL_TYPE', value: 'independent', label: 'Independent fee-paying' },
  {
    type: 'SCHOOL_TYPE',
    value: 'independent-bursary',
    label: 'Independent with bursary covering over 90% of fees',
  },
  { type: 'SCHOOL_TYPE', value: 'overseas', label: 'Attended school outside the UK' },
  { type: 'SCHOOL_TYPE', value: 'prefer-not-to-say', label: 'Prefer not to say' },
];

// GRADE_LEVEL: where a candidate is in their education or career.
export const gradeLevels: readonly ReferenceSeedItem[] = labelled('GRADE_LEVEL', [
  'Sixth form or college',
  'First-year undergraduate',
  'Penultimate-year undergraduate',
  'Final-year undergraduate',
  'Recent graduate',
  'Postgraduate student',
  'Career changer',
]);

// QUALIFICATION_TYPE: value is the qualification id. Score ranges (§5): 202 is 0 to 50, 203 is 1 to 8,
// 204 is 1 to 25, all others 0 to 100. schoolFormType: KS4 (to 16), KS5 (16 to 18) or SECONDARY (AU, HK).
const qualificationTypeRows: readonly (readonly [
  id: string,
  label: string,
  schoolCountryId: 'GB' | 'AU' | 'HK',
  schoolFormType: 'KS4' | 'KS5' | 'SECONDARY',
  min: number,
  max: number,
])[] = [
  ['201', 'A-level', 'GB', 'KS5', 0, 100],
  ['202', 'International Baccalaureate (IB) Diploma', 'GB', 'KS5', 0, 50],
  ['203', 'BTEC / numeric grade (1-8)', 'GB', 'KS5', 1, 8],
  ['204', 'ATAR band', 'AU', 'SECONDARY', 1, 25],
  ['205', 'GCSE', 'GB', 'KS4', 0, 100],
  ['206', 'IGCSE', 'GB', 'KS4', 0, 100],
  ['207', 'Scottish Higher', 'GB', 'KS5', 0, 100],
  ['208', 'Scottish National 5', 'GB', 'KS4', 0, 100],
  ['209', 'Cambridge Pre-U', 'GB', 'KS5', 0, 100],
  ['210', 'ATAR', 'AU', 'SECONDARY', 0, 100],
  ['211', 'HKDSE (Hong Kong Diploma of Secondary Education)', 'HK', 'SECONDARY', 0, 100],
];

export const qualificationTypes: readonly ReferenceSeedItem[] = qualificationTypeRows.map(
  ([id, label, schoolCountryId, schoolFormType, min, max]) => ({
    type: 'QUALIFICATION_TYPE',
    value: id,
    label,
    attributes: { schoolCountryId, schoolFormType, min, max },
  }),
);

// GRADE_SYSTEM: the grades of each school qualification, best first; attributes.qualificationType is the id above.
const gradeSystemRows: readonly (readonly [
  value: string,
  label: string,
  qualificationType: string,
  grades: string,
])[] = [
  ['a-level', 'A-level (A* to E)', '201', 'A*,A,B,C,D,E'],
  ['ib', 'International Baccalaureate subject (7 to 1)', '202', '7,6,5,4,3,2,1'],
  ['gcse-9-1', 'GCSE (9 to 1)', '205', '9,8,7,6,5,4,3,2,1'],
  ['gcse-a-star-g', 'GCSE before 2017 (A* to G)', '205', 'A*,A,B,C,D,E,F,G'],
  ['igcse-9-1', 'IGCSE (9 to 1)', '206', '9,8,7,6,5,4,3,2,1'],
  ['igcse-a-star-g', 'IGCSE (A* to G)', '206', 'A*,A,B,C,D,E,F,G'],
  ['scottish-higher', 'Scottish Higher (A to D)', '207', 'A,B,C,D'],
  ['scottish-national-5', 'Scottish National 5 (A to D)', '208', 'A,B,C,D'],
  ['pre-u', 'Cambridge Pre-U (D1 to P3)', '209', 'D1,D2,D3,M1,M2,M3,P1,P2,P3'],
  ['hkdse', 'HKDSE (5** to 1)', '211', '5**,5*,5,4,3,2,1'],
];

export const gradeSystems: readonly ReferenceSeedItem[] = gradeSystemRows.map(
  ([value, label, qualificationType, grades]) => ({
    type: 'GRADE_SYSTEM',
    value,
    label,
    attributes: { qualificationType, grades },
  }),
);

// SUBJECT: A-level and GCSE subjects; attributes say at which level each is offered.
const subjectRows: readonly (readonly [label: string, aLevel: boolean, gcse: boolean])[] = [
  ['Ancient History', true, true],
  ['Arabic', true, true],
  ['Art and Design', true, true],
  ['Biology', true, true],
  ['Business', true, true],
  ['Chemistry', true, true],
  ['Chinese', true, true],
  ['Citizenship Studies', false, true],
  ['Classical Civilisation', true, true],
  ['Classical Greek', true, true],
  ['Combined Science', false, true],
  ['Computer Science', true, true],
  ['Design and Technology', true, true],
  ['Drama and Theatre', true, true],
  ['Economics', true, true],
  ['English Language', true, true],
  ['English Language and Literature', true, false],
  ['English Literature', true, true],
  ['Environmental Science', true, false],
  ['Film Studies', true, true],
  ['French', true, true],
  ['Further Mathematics', true, false],
  ['Geography', true, true],
  ['Geology', true, true],
  ['German', true, true],
  ['History', true, true],
  ['History of Art', true, false],
  ['Italian', true, true],
  ['Latin', true, true],
  ['Law', true, false],
  ['Mathematics', true, true],
  ['Media Studies', true, true],
  ['Music', true, true],
  ['Philosophy', true, false],
  ['Physical Education', true, true],
  ['Physics', true, true],
  ['Polish', true, true],
  ['Politics', true, false],
  ['Psychology', true, true],
  ['Religious Studies', true, true],
  ['Sociology', true, true],
  ['Spanish', true, true],
  ['Statistics', true, true],
  ['Urdu', true, true],
  ['Welsh', true, true],
];

export const subjects: readonly ReferenceSeedItem[] = subjectRows.map(([label, aLevel, gcse]) => ({
  type: 'SUBJECT',
  value: slugify(label),
  label,
  attributes: { aLevel, gcse },
}));
