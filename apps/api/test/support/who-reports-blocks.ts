// The Ashgrove world's candidates: seven blocks (B1-B7, 30 people) of known answers, stages and dates, from
// which every figure of the who-the-candidates-are report tests is worked out by hand.

// Stage ids: applied 1, screening 2, interview 3, offer 11, rejected 16.
export interface Block {
  count: number;
  gender: string;
  ethnicity: string;
  schoolType: string;
  freeSchoolMeals?: boolean;
  firstGeneration?: boolean;
  /** Parental occupation class (§3 P1..X2). */
  occupation?: string;
  university?: { value: string; degreeClass: string; graduated?: number };
  /** Stages moved through in order; the last is where the candidate is now. */
  stages: number[];
  role: 'A' | 'B';
  daysAgo: number;
}

export const whoBlocks: Block[] = [
  // B1: six women, state school, free school meals, first generation, Leeds (Russell Group), recent graduates, hired.
  {
    count: 6,
    gender: 'Woman',
    ethnicity: 'white-british',
    schoolType: 'state-non-selective',
    freeSchoolMeals: true,
    firstGeneration: true,
    occupation: 'L2',
    university: { value: 'university-of-leeds', degreeClass: 'first', graduated: 2023 },
    stages: [1, 2, 3, 11],
    role: 'A',
    daysAgo: 10,
  },
  // B2: four women, independent school, Oxford, at interview.
  {
    count: 4,
    gender: 'woman',
    ethnicity: 'white-british',
    schoolType: 'independent',
    freeSchoolMeals: false,
    firstGeneration: false,
    occupation: 'P1',
    university: { value: 'university-of-oxford', degreeClass: 'upper-second' },
    stages: [1, 2, 3],
    role: 'A',
    daysAgo: 10,
  },
  // B3: five women, Indian, state school, first generation, Kent (no group), at screening.
  {
    count: 5,
    gender: 'woman',
    ethnicity: 'asian-indian',
    schoolType: 'state-non-selective',
    freeSchoolMeals: false,
    firstGeneration: true,
    occupation: 'I1',
    university: { value: 'university-of-kent', degreeClass: 'upper-second' },
    stages: [1, 2],
    role: 'B',
    daysAgo: 200,
  },
  // B4: five men, independent school, Oxford, hired.
  {
    count: 5,
    gender: 'man',
    ethnicity: 'white-british',
    schoolType: 'independent',
    freeSchoolMeals: false,
    firstGeneration: false,
    occupation: 'P2',
    university: { value: 'university-of-oxford', degreeClass: 'first' },
    stages: [1, 2, 3, 11],
    role: 'A',
    daysAgo: 10,
  },
  // B5: four men, Indian, state school, free school meals, Leeds, rejected after interview.
  {
    count: 4,
    gender: 'man',
    ethnicity: 'asian-indian',
    schoolType: 'state-non-selective',
    freeSchoolMeals: true,
    firstGeneration: false,
    occupation: 'L3',
    university: { value: 'university-of-leeds', degreeClass: 'upper-second' },
    stages: [1, 2, 3, 16],
    role: 'B',
    daysAgo: 200,
  },
  // B6: three men, state school, no other answers, no university, just applied.
  {
    count: 3,
    gender: 'man',
    ethnicity: 'white-british',
    schoolType: 'state-non-selective',
    stages: [1],
    role: 'B',
    daysAgo: 10,
  },
  // B7: three non-binary candidates, independent school, Leeds, rejected on applying.
  {
    count: 3,
    gender: 'non-binary',
    ethnicity: 'white-british',
    schoolType: 'independent',
    freeSchoolMeals: false,
    firstGeneration: false,
    occupation: 'X2',
    university: { value: 'university-of-leeds', degreeClass: 'first' },
    stages: [1, 16],
    role: 'A',
    daysAgo: 10,
  },
];
