import { stageIds } from '@shortlist/domain/stages';
import type { Database } from '../../src/db/database.ts';
import { candidateProfiles, candidates, roles, users } from '../../src/db/schema/index.ts';
import { organizationIdOf } from '../support/pipeline-fixtures.ts';
import type { SignedIn, TestApp } from '../support/test-app.ts';
import { signIn } from '../support/test-app.ts';
import { hashTestPassword } from '../support/test-passwords.ts';

// A role whose form asks two free-text questions, candidates at its review stage with names, schools and
// universities no other record has (each answer names them, so a leak would show), and markers of its own.

export const markingStage = stageIds.forApplicationReview;

export const markingForm = {
  sections: [
    {
      key: 'motivation',
      title: 'Motivation',
      fields: [
        { key: 'whyUs', label: 'Why do you want to join us?', type: 'textarea', required: true },
        { key: 'commercialStory', label: 'Tell us about a business story.', type: 'exportableTextarea' },
        { key: 'linkedinProfile', label: 'LinkedIn profile address', type: 'text' },
      ],
    },
  ],
};

export const guide = {
  1: 'Generic, no reasons.',
  3: 'Some reasons, some evidence.',
  5: 'Specific and evidenced.',
};

export interface MarkingCandidate {
  id: number;
  userId: number;
  firstName: string;
  lastName: string;
  email: string;
  school: string;
  university: string;
}

export interface MarkingWorld {
  hartwell: number;
  roleId: number;
  candidates: MarkingCandidate[];
  markers: { id: number; email: string; as: SignedIn }[];
}

const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

async function makeMarkers(t: TestApp, hartwell: number, label: string, count: number) {
  const passwordHash = await hashTestPassword();
  const rows = await t.db
    .insert(users)
    .values(
      Array.from({ length: count }, (_, n) => ({
        email: `${label}-marker-${n}@hartwell.test`,
        userType: 'HIRING_MANAGER' as const,
        firstName: `Marker${letters[n]}`,
        lastName: label,
        organizationId: hartwell,
        passwordHash,
      })),
    )
    .returning({ id: users.id, email: users.email });
  return Promise.all(rows.map(async (row) => ({ ...row, as: await signIn(t.app, row.email) })));
}

async function makeCandidates(db: Database, hartwell: number, roleId: number, label: string, count: number) {
  const made: MarkingCandidate[] = [];
  for (let n = 0; n < count; n += 1) {
    const firstName = `Ysolde${label}${letters[n]}`;
    const lastName = `Quennell${label}${letters[n]}`;
    const email = `${label.toLowerCase()}-${n}@candidates.test`;
    const school = `Thornbury ${label} ${letters[n]} Grammar`;
    const university = `University of Lowmoor ${label} ${letters[n]}`;
    const [person] = await db
      .insert(users)
      .values({ email, userType: 'CANDIDATE', firstName, lastName, candidateStatus: 'ACTIVE' })
      .returning({ id: users.id });
    if (!person) throw new Error('no candidate person');
    await db.insert(candidateProfiles).values({
      userId: person.id,
      profile: { schools: [{ schoolName: school }], universities: [{ universityName: university }] },
      contextualFlags: ['careExperience', 'refugee'],
    });
    const whyUs =
      n % 5 === 4
        ? ''
        : `I am ${firstName} ${lastName}. At ${school} and the ${university} I ran the law society; email me at ${email}.`;
    const [application] = await db
      .insert(candidates)
      .values({
        organizationId: hartwell,
        userId: person.id,
        roleId,
        status: 'ACTIVE',
        stageId: markingStage,
        step: 4,
        appliedAt: new Date('2026-11-01T09:00:00Z'),
        responses: [
          { questionId: 'whyUs', response: whyUs },
          { questionId: 'commercialStory', response: `${lastName} thinks the merger matters to clients.` },
          { questionId: 'linkedinProfile', response: `https://linkedin.example/${lastName}` },
        ],
      })
      .returning({ id: candidates.id });
    if (!application) throw new Error('no application');
    made.push({ id: application.id, userId: person.id, firstName, lastName, email, school, university });
  }
  return made;
}

/** The world of one file: `label` keeps its people apart from the seed's (letters only, it is part of names). */
export async function makeMarkingWorld(
  t: TestApp,
  label: string,
  sizes: { candidates: number; markers: number },
): Promise<MarkingWorld> {
  const hartwell = await organizationIdOf(t.db, 'hartwell');
  const [role] = await t.db
    .insert(roles)
    .values({
      organizationId: hartwell,
      name: `Marking ${label} 2027`,
      roleType: 'Training contract',
      formConfiguration: markingForm,
    })
    .returning({ id: roles.id });
  if (!role) throw new Error('no role');
  return {
    hartwell,
    roleId: role.id,
    candidates: await makeCandidates(t.db, hartwell, role.id, label, sizes.candidates),
    markers: await makeMarkers(t, hartwell, label, sizes.markers),
  };
}

/** A round's set-up as the API takes it: both free-text questions, the first weighted 2. */
export function roundBody(markerUserIds: number[], extra: Record<string, unknown> = {}) {
  return {
    name: 'Application answers, first sift',
    stageId: markingStage,
    marksPerAnswer: 3,
    questions: [
      { fieldKey: 'whyUs', guide, weight: 2 },
      { fieldKey: 'commercialStory', guide, weight: 1 },
    ],
    markerUserIds,
    decisionMakerUserIds: [],
    ...extra,
  };
}
