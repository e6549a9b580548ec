import { candidateProfiles, candidates, roles, stageHistory, users } from '../../src/db/schema/index.ts';
import { contextualFlagsFor } from '../../src/review/contextual-projection.ts';
import type { SignedIn, TestApp } from './test-app.ts';
import { signIn } from './test-app.ts';
import { hashTestPassword } from './test-passwords.ts';
import type { Block } from './who-reports-blocks.ts';
import { whoBlocks } from './who-reports-blocks.ts';

// A fresh organisation (Ashgrove Chambers) with 30 candidates in seven blocks of known answers, stages and
// stage history, so every figure of the who-the-candidates-are reports can be worked out by hand.

const day = 24 * 60 * 60 * 1000;

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
    passwordHash: await hashTestPassword(),
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
