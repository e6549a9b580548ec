import { hashPassword } from '../../src/accounts/passwords.ts';
import { candidateProfiles, candidates, roles, stageHistory, users } from '../../src/db/schema/index.ts';
import { contextualFlagsFor } from '../../src/review/contextual-projection.ts';
import type { SignedIn, TestApp } from './test-app.ts';
import { demoPassword, signIn } from './test-app.ts';

// A fresh organisation (Ashgrove Chambers) with 30 candidates in seven blocks of known answers, stages and
// stage history, so every figure of the who-the-candidates-are reports can be worked out by hand.

const day = 24 * 60 * 60 * 1000;
// Stage ids: applied 1, screening 2, interview 3, offer 11, rejected 16.
interface Block {
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

// In an Australian organisation, Leeds's candidates went to Melbourne (Group of Eight) instead.
const universityIn = (value: string, countryBase: string) =>
  countryBase === 'OZ' && value === 'university-of-leeds' ? 'university-of-melbourne' : value;

function profileOf(block: Block, countryBase: string): Record<string, unknown> {
  return {
    diversity: { gender: block.gender, ethnicity: block.ethnicity },
    socialMobility: {
      schoolType: block.schoolType,
      ...(block.freeSchoolMeals === undefined ? {} : { freeSchoolMeals: block.freeSchoolMeals }),
      ...(block.firstGeneration === undefined ? {} : { firstGenerationUniversity: block.firstGeneration }),
      ...(block.occupation ? { parentalOccupation: block.occupation } : {}),
    },
    universities: block.university
      ? [
          {
            universityValue: universityIn(block.university.value, countryBase),
            degreeClass: block.university.degreeClass,
            ...(block.university.graduated ? { universityGraduationYear: block.university.graduated } : {}),
          },
        ]
      : [],
  };
}

/** Adds the organisation, its manager admin, roles A and B and the candidates; returns what tests call. */
export async function addWhoWorld(t: TestApp, admin: SignedIn, countryBase = 'UK') {
  const subdomain = countryBase === 'UK' ? 'ashgrove' : `ashgrove${countryBase.toLowerCase()}`;
  const created = await admin.request({
    method: 'POST',
    url: '/api/v1/organization',
    payload: { name: `Ashgrove ${countryBase}`, sector: { id: 2 }, tier: 'BAR', subdomain, countryBase },
  });
  if (created.statusCode !== 201) throw new Error(`organisation not created: ${created.body}`);
  const organizationId: number = created.json().id;
  const email = `reports@${subdomain}.test`;
  await t.db.insert(users).values({
    email,
    userType: 'HIRING_MANAGER_ADMIN',
    organizationId,
    firstName: 'Rhea',
    lastName: 'Ports',
    passwordHash: await hashPassword(demoPassword),
    emailVerifiedAt: new Date(),
  });
  const [roleA, roleB] = await t.db
    .insert(roles)
    .values(['A', 'B'].map((name) => ({ organizationId, name: `Pupillage ${name}`, roleType: 'PUPILLAGE' })))
    .returning({ id: roles.id });
  const roleIds = { A: roleA?.id ?? 0, B: roleB?.id ?? 0 };
  let person = 0;
  for (const block of whoBlocks) {
    for (let n = 0; n < block.count; n += 1) {
      person += 1;
      const [user] = await t.db
        .insert(users)
        .values({
          email: `who.${person}@${subdomain}.test`,
          userType: 'CANDIDATE',
          firstName: `Who${person}`,
          lastName: 'Candidate',
          candidateStatus: 'ACTIVE',
        })
        .returning({ id: users.id });
      const profile = profileOf(block, countryBase);
      await t.db
        .insert(candidateProfiles)
        .values({ userId: user?.id ?? 0, profile, contextualFlags: await contextualFlagsFor(t.db, profile) });
      const appliedAt = new Date(Date.now() - block.daysAgo * day);
      const [candidate] = await t.db
        .insert(candidates)
        .values({
          organizationId,
          userId: user?.id ?? 0,
          roleId: roleIds[block.role],
          step: 4,
          status: 'ACTIVE',
          stageId: block.stages.at(-1) ?? 1,
          appliedAt,
          createdAt: appliedAt,
        })
        .returning({ id: candidates.id });
      const moves = block.stages.slice(1).map((toStageId, index) => ({
        organizationId,
        candidateId: candidate?.id ?? 0,
        fromStageId: block.stages[index] ?? 1,
        toStageId,
        reason: 'move',
        createdAt: new Date(appliedAt.getTime() + (index + 1) * day),
      }));
      if (moves.length > 0) await t.db.insert(stageHistory).values(moves);
    }
  }
  return { organizationId, roleIds, manager: await signIn(t.app, email) };
}
