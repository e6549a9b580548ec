// Deterministic generated candidates, so every screen shows something real and benchmarks can scale.

import { socioEconomicClasses } from '@shortlist/domain/contextual';
import { universities as universityItems } from './reference-data/universities.ts';

const firstNames = [
  'Olivia',
  'Noah',
  'Amelia',
  'Muhammad',
  'Isla',
  'George',
  'Ava',
  'Leo',
  'Freya',
  'Arthur',
  'Aisha',
  'Oscar',
  'Zara',
  'Harry',
  'Chloe',
  'Yusuf',
  'Grace',
  'Jacob',
  'Priya',
  'Ethan',
  'Sofia',
  'Kwame',
  'Hannah',
  'Rhys',
];
const lastNames = [
  'Smith',
  'Jones',
  'Taylor',
  'Brown',
  'Williams',
  'Wilson',
  'Patel',
  'Khan',
  'Evans',
  'Thomas',
  'Roberts',
  'Singh',
  'Walker',
  'Wright',
  'Ahmed',
  'Hughes',
  'Edwards',
  'Green',
  'Okoye',
  'Murphy',
  'Lewis',
  'Clarke',
];
const universities = [
  'university-of-oxford',
  'university-of-cambridge',
  'university-of-manchester',
  'university-of-leeds',
  'university-of-bristol',
  'kings-college-london',
  'university-of-birmingham',
  'university-of-nottingham',
  'university-of-sheffield',
  'university-of-kent',
  'university-of-sussex',
  'university-of-hull',
];
const degreeClasses = ['First', 'Upper second (2:1)', 'Lower second (2:2)', 'Third'];
const genders = ['woman', 'man', 'non-binary', 'prefer-not-to-say'];
// ETHNICITY values, roughly in the proportions of a UK graduate intake.
const ethnicities = [
  'white-british',
  'white-british',
  'white-british',
  'white-british',
  'white-other',
  'asian-indian',
  'asian-pakistani',
  'asian-chinese',
  'black-african',
  'black-caribbean',
  'mixed-white-and-asian',
  'prefer-not-to-say',
];

export interface GeneratedCandidate {
  email: string;
  firstName: string;
  lastName: string;
  profile: Record<string, unknown>;
}

/**
 * The item of a list for the n-th candidate by a multiplicative hash, so attributes picked this way do not
 * march in step with those picked by n's remainders (names, gender, organisation, dates): a search on one
 * then meets the others in the proportions a real intake has.
 */
function spread<T>(list: readonly T[], n: number, salt: number): T | undefined {
  return list[Math.floor((n * 2_654_435_761 + salt) / 4096) % list.length];
}

/** The n-th generated candidate; the same n always gives the same person. */
export function generateCandidate(n: number): GeneratedCandidate {
  const firstName = firstNames[n % firstNames.length] ?? 'Alex';
  const lastName = lastNames[Math.floor(n / firstNames.length) % lastNames.length] ?? 'Morgan';
  const graduationYear = 2021 + (n % 6);
  const university = spread(universities, n, 17);
  return {
    email: `${firstName}.${lastName}.${n}@candidates.shortlist.test`.toLowerCase(),
    firstName,
    lastName,
    profile: {
      universities: [
        {
          universityValue: university,
          universityName: universityNameOf(university),
          universityType: 'UNDERGRADUATE',
          universityStartYear: graduationYear - 3,
          universityGraduationYear: graduationYear,
          degreeClass: degreeClasses[n % degreeClasses.length],
          averageMark: 55 + (n % 30),
        },
      ],
      sixthFormSchoolCompletedYear: graduationYear - 3,
      secondarySchoolCompletedYear: graduationYear - 5,
      citizen: n % 7 !== 0,
      socialMobility: {
        firstGenerationUniversity: n % 3 === 0,
        freeSchoolMeals: n % 5 === 0,
        parentalOccupation: socioEconomicClasses[n % socioEconomicClasses.length],
        bursary: n % 4 === 0,
        careExperience: n % 23 === 0,
        refugeeOrAsylum: n % 29 === 0,
      },
      diversity: {
        gender: genders[n % genders.length],
        ethnicity: spread(ethnicities, n, 31),
      },
      postcode: ['M1 1AE', 'LS1 4DY', 'EC2A 4NE', 'BS1 5TR', 'B1 1BB'][n % 5],
    },
  };
}

/** The university's name as the reference list spells it, so a profile reads as the person typed it. */
function universityNameOf(value: string | undefined): string | null {
  return universityItems.find((item) => item.value === value)?.label ?? null;
}
