import { and, asc, eq, inArray, isNull, or } from 'drizzle-orm';
import {
  candidateGroupMembers,
  candidateGroups,
  candidateProfiles,
  candidates,
  interviewInvitations,
  organizations,
  referenceItems,
  roles,
  scheduleSlots,
  stageHistory,
  subStages,
  users,
} from '../../src/db/schema/index.ts';
import { contextualFlagsFor } from '../../src/review/contextual-projection.ts';
import type { TestApp } from './test-app.ts';

// Extra hartwell applications for the search, export, bulk and report tests: every filter family gets
// real values to match, including the profile fields the demo seed does not hold.
export const extraCandidates = 60;

const firstNames = ['Ada', 'Ben', 'Cleo', 'Dev', 'Eve', 'Finn'];
const lastNames = ['Adams', 'Baker', 'Baker', 'Clarke', 'Dunn', 'Evans', 'Baker', 'Fox', 'Gray'];
const genders = ['woman', 'man', 'non-binary', 'Prefer not to say'];
const ethnicities = ['white-british', 'asian-indian', 'black-african'];
const degreeClasses = ['First', 'upper-second', '2:2', 'Third'];
const stages = [1, 1, 28, 2, 3, 6, 11, 16, 15, 29];
const sources = ['LinkedIn', 'Law fair', 'Search engine', 'linkedin', 'Friend or family'];
const postcodes = ['EC2A 4NE', 'EC1V 2NX', 'M1 1AE', 'M14 4PX', 'LS1 4DY'];
const day = 24 * 60 * 60 * 1000;

export interface WorldCandidate {
  id: number;
  userId: number;
  organizationId: number;
  firstName: string;
  lastName: string;
  email: string;
  roleId: number | null;
  stageId: number;
  subStageId: number | null;
  status: string;
  step: number;
  source: string | null;
  assigneeUserId: number | null;
  candidateScore: number | null;
  ethnicity: string | null;
  responses: { questionId: string; response: unknown }[];
  createdAt: Date;
  appliedAt: Date | null;
  lastChangeAt: Date;
  profile: Record<string, unknown> | null;
  role: typeof roles.$inferSelect | null;
  groups: number[];
  history: { fromStageId: number | null; toStageId: number; actorUserId: number | null; createdAt: Date }[];
  interviewStarts: Date[];
}

export interface ReferenceItem {
  id: number;
  organizationId: number | null;
  type: string;
  value: string;
  label: string;
  attributes: Record<string, unknown>;
}

async function idOf(t: TestApp, email: string): Promise<number> {
  const [row] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!row) throw new Error(`no user ${email}`);
  return row.id;
}

function extraProfile(k: number, graduateVisa: ReferenceItem | undefined): Record<string, unknown> {
  const gcse = ['9', '8', '7', '6', '5'][k % 5] ?? '5';
  const aLevel = ['A*', 'A', 'B'][k % 3] ?? 'B';
  return {
    diversity: {
      gender: genders[k % genders.length],
      ethnicity: ethnicities[k % ethnicities.length],
      orientation: ['Bisexual', 'Heterosexual', 'Gay'][k % 3],
      // Religion by value or label, in any case, as answers arrive.
      religion: ['christian', 'No religion', 'MUSLIM', 'prefer-not-to-say'][k % 4],
      ...(k % 4 === 0
        ? { healthConditions: ['Dyslexia', 'ADHD'] }
        : k % 4 === 1
          ? { healthConditions: 'dyslexia' }
          : {}),
    },
    candidateType: k % 2 === 0 ? 'LAW' : 'BUSINESS',
    availability: ['AVAILABLE', 'HIRED', 'UNAVAILABLE', 'DROPPED'][k % 4],
    sectors: k % 3 === 0 ? ['LAW_FIRM'] : ['COMPANY', 'Chambers'],
    legalInterests: k % 2 === 0 ? ['Commercial litigation'] : ['Employment'],
    postcode: postcodes[k % postcodes.length],
    citizen: k % 3 !== 0,
    ...(k % 6 === 0 && graduateVisa
      ? { permitType: { id: graduateVisa.id, value: graduateVisa.label } }
      : {}),
    socialMobility: {
      firstGenerationUniversity: k % 2 === 0,
      freeSchoolMeals: k % 3 === 0,
      householdIncome: 10_000 + k * 1000,
      schoolType: k % 2 === 0 ? 'state-non-selective' : 'Independent fee-paying',
    },
    universities:
      k % 10 === 9
        ? []
        : [
            {
              universityValue: ['university-of-oxford', 'university-of-leeds', 'kings-college-london'][k % 3],
              universityType: 'UNDERGRADUATE',
              universityStartYear: 2017 + (k % 7),
              universityGraduationYear: String(2020 + (k % 7)),
              degreeClass: degreeClasses[k % degreeClasses.length],
              averageMark: 50 + (k % 45),
              universityYear1Average: 55 + (k % 40),
              universityYear2Average: 50 + (k % 45),
              universityYear3Average: 60 + (k % 35),
              universityYear4Average: k % 2 === 0 ? 70 : null,
              universityPercentile: k,
              contractModuleMark: 40 + (k % 50),
              publicModuleMark: 45 + (k % 50),
              tortModuleMark: 35 + (k % 60),
            },
          ],
    schools: [
      {
        schoolType: 'State non-selective',
        qualifications: [
          ...Array.from({ length: 1 + (k % 6) }, (_, index) => ({
            qualificationType: '205',
            subject: `GCSE ${index}`,
            grade: gcse,
          })),
          { qualificationType: 'A-level', subject: 'History', grade: aLevel },
          { qualificationType: '201', subject: 'English', grade: aLevel },
          { qualificationType: '201', subject: 'Maths', grade: 'C' },
        ],
      },
    ],
    sixthFormSchoolCompletedYear: 2016 + (k % 8),
    secondarySchoolCompletedYear: 2014 + (k % 8),
    ks4Average: 5 + (k % 5),
    ks5Average: 30 + (k % 20),
    ks4Percentile: k,
    ks5Percentile: 100 - k,
    ks4PiMeasure: ((k % 7) - 3) / 2,
    ks5PiMeasure: `${(k % 5) - 2}`,
  };
}

/** Adds the extra applications (with groups, history, bookings and a client role) to hartwell. */
export async function addSearchWorld(t: TestApp): Promise<void> {
  const [hartwell] = await t.db.select().from(organizations).where(eq(organizations.subdomain, 'hartwell'));
  if (!hartwell) throw new Error('no hartwell');
  const manager = await idOf(t, 'hm@hartwell.test');
  const managerAdmin = await idOf(t, 'hm.admin@hartwell.test');
  const hartwellRoles = await t.db
    .select()
    .from(roles)
    .where(eq(roles.organizationId, hartwell.id))
    .orderBy(asc(roles.id));
  const subStageRows = await t.db.select().from(subStages).where(eq(subStages.organizationId, hartwell.id));
  const defaultSubStage = (stageId: number) =>
    subStageRows.find((row) => row.stageId === stageId && row.isDefault)?.id ?? null;
  const [graduateVisa] = (await loadReferenceItems(t)).filter(
    (item) => item.type === 'PERMIT_TYPE' && item.value === 'graduate-visa',
  );
  const clientRole = hartwellRoles[2];
  if (clientRole) {
    await t.db.insert(referenceItems).values({
      organizationId: hartwell.id,
      type: 'CLIENTS',
      value: 'acme-legal',
      label: 'Acme Legal',
    });
    await t.db
      .update(roles)
      .set({ template: { client: 'acme-legal' } })
      .where(eq(roles.id, clientRole.id));
  }

  const now = Date.now();
  const people = await t.db
    .insert(users)
    .values(
      Array.from({ length: extraCandidates }, (_, k) => ({
        email: `world.${k}@candidates.shortlist.test`,
        userType: 'CANDIDATE' as const,
        firstName: firstNames[k % firstNames.length] ?? 'Ada',
        lastName: lastNames[k % lastNames.length] ?? 'Adams',
        candidateStatus: 'ACTIVE' as const,
      })),
    )
    .returning({ id: users.id });
  // Every fifteenth person has no profile at all; the others' contextual flags are stored as every profile write stores them.
  const profiles = people
    .map((person, k) => ({ userId: person.id, profile: extraProfile(k, graduateVisa) }))
    .filter((_, k) => k % 15 !== 14);
  await t.db.insert(candidateProfiles).values(
    await Promise.all(
      profiles.map(async (row) => ({
        ...row,
        contextualFlags: await contextualFlagsFor(t.db, row.profile),
      })),
    ),
  );
  const rows = await t.db
    .insert(candidates)
    .values(
      people.map((person, k) => {
        const stageId = stages[k % stages.length] ?? 1;
        const appliedAt = new Date(now - (k * 5 + 1) * day);
        return {
          organizationId: hartwell.id,
          userId: person.id,
          roleId: hartwellRoles[k % hartwellRoles.length]?.id ?? null,
          step: k % 5,
          status: k % 5 === 0 ? ('PENDING' as const) : ('ACTIVE' as const),
          stageId,
          subStageId: defaultSubStage(stageId),
          source: sources[k % sources.length],
          assigneeUserId: k % 4 === 0 ? manager : k % 4 === 1 ? managerAdmin : null,
          candidateScore: k % 3 === 0 ? null : 30 + k,
          ethnicity: k % 7 === 0 ? 'white-irish' : null,
          responses: [
            { questionId: 'office', response: k % 2 === 0 ? 'LDN' : 'MAN' },
            ...(k % 3 === 0 ? [{ questionId: 'languages', response: ['French', 'German'] }] : []),
          ],
          appliedAt: k % 5 === 0 ? null : appliedAt,
          createdAt: appliedAt,
          lastChangeAt: new Date(now - ((k * 7) % 40) * day),
        };
      }),
    )
    .returning({ id: candidates.id });

  const groups = await t.db
    .insert(candidateGroups)
    .values([
      { organizationId: hartwell.id, name: 'Shortlist A' },
      { organizationId: hartwell.id, name: 'Shortlist B' },
    ])
    .returning({ id: candidateGroups.id });
  await t.db
    .insert(candidateGroupMembers)
    .values(
      rows.flatMap((row, k) => [
        ...(k % 5 === 0 && groups[0]
          ? [{ organizationId: hartwell.id, groupId: groups[0].id, candidateId: row.id }]
          : []),
        ...(k % 7 === 0 && groups[1]
          ? [{ organizationId: hartwell.id, groupId: groups[1].id, candidateId: row.id }]
          : []),
      ]),
    );
  // Rejections after an interview (stage 3) or an online test (stage 2), by the manager.
  await t.db.insert(stageHistory).values(
    rows.flatMap((row, k) =>
      stages[k % stages.length] === 16
        ? [
            {
              organizationId: hartwell.id,
              candidateId: row.id,
              fromStageId: k % 20 === 7 ? 3 : 2,
              toStageId: 16,
              actorUserId: manager,
              reason: 'move',
              createdAt: new Date(now - k * day),
            },
          ]
        : [],
    ),
  );
  const slots = await t.db
    .select()
    .from(scheduleSlots)
    .where(eq(scheduleSlots.organizationId, hartwell.id))
    .orderBy(asc(scheduleSlots.startAt));
  await t.db.insert(interviewInvitations).values(
    rows.flatMap((row, k) => {
      const slot = slots[Math.floor(k / 8)];
      if (k % 8 !== 0 || !slot) return [];
      return [
        {
          organizationId: hartwell.id,
          scheduleId: slot.scheduleId,
          candidateId: row.id,
          tokenHash: `world-invitation-${k}`,
          deadlineAt: new Date(now + 7 * day),
          bookedSlotId: slot.id,
          bookedAt: new Date(now),
        },
      ];
    }),
  );
}

export async function loadReferenceItems(t: TestApp): Promise<ReferenceItem[]> {
  return (await t.db.select().from(referenceItems)) as ReferenceItem[];
}

/** Every live application of an organisation with what the filters look at, read straight from the tables. */
export async function loadWorld(t: TestApp, organizationId: number): Promise<WorldCandidate[]> {
  const rows = await t.db
    .select({ candidate: candidates, user: users, profile: candidateProfiles.profile, role: roles })
    .from(candidates)
    .innerJoin(users, eq(users.id, candidates.userId))
    .leftJoin(candidateProfiles, eq(candidateProfiles.userId, candidates.userId))
    .leftJoin(roles, eq(roles.id, candidates.roleId))
    .where(and(eq(candidates.organizationId, organizationId), isNull(candidates.deletedAt)))
    // In id order, so a test's 'first five' are the same candidates whatever the table's physical order.
    .orderBy(candidates.id);
  const ids = rows.map((row) => row.candidate.id);
  const members = await t.db
    .select()
    .from(candidateGroupMembers)
    .where(inArray(candidateGroupMembers.candidateId, ids));
  const history = await t.db.select().from(stageHistory).where(inArray(stageHistory.candidateId, ids));
  const bookings = await t.db
    .select({ candidateId: interviewInvitations.candidateId, startAt: scheduleSlots.startAt })
    .from(interviewInvitations)
    .innerJoin(scheduleSlots, eq(scheduleSlots.id, interviewInvitations.bookedSlotId))
    .where(or(inArray(interviewInvitations.candidateId, ids)));
  return rows.map(({ candidate, user, profile, role }) => ({
    id: candidate.id,
    userId: candidate.userId,
    organizationId: candidate.organizationId,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    roleId: candidate.roleId,
    stageId: candidate.stageId,
    subStageId: candidate.subStageId,
    status: candidate.status,
    step: candidate.step,
    source: candidate.source,
    assigneeUserId: candidate.assigneeUserId,
    candidateScore: candidate.candidateScore,
    ethnicity: candidate.ethnicity,
    responses: candidate.responses,
    createdAt: candidate.createdAt,
    appliedAt: candidate.appliedAt,
    lastChangeAt: candidate.lastChangeAt,
    profile,
    role,
    groups: members.filter((member) => member.candidateId === candidate.id).map((member) => member.groupId),
    history: history.filter((entry) => entry.candidateId === candidate.id),
    interviewStarts: bookings
      .filter((entry) => entry.candidateId === candidate.id)
      .map((entry) => entry.startAt),
  }));
}

/** A value at a path of a profile, or undefined. */
export function valueAt(
  profile: Record<string, unknown> | null,
  path: readonly (string | number)[],
): unknown {
  let value: unknown = profile;
  for (const key of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string | number, unknown>)[key];
  }
  return value;
}

/** The JS twin of the search's answer matching: a text, number or yes/no, or a list of them, any case. */
export function answerIsAnyOf(answer: unknown, values: readonly string[]): boolean {
  const wanted = new Set(values.map((value) => value.toLowerCase()));
  if (Array.isArray(answer)) return answer.some((item) => wanted.has(String(item).toLowerCase()));
  if (answer === null || answer === undefined || typeof answer === 'object') return false;
  return wanted.has(String(answer).toLowerCase());
}

/** Reads a number the way the search does: numbers and numeric text. */
export function numberOf(value: unknown): number | null {
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(value)) return Number(value);
  return null;
}

export function inRange(value: number | null, range: { min?: number; max?: number }): boolean {
  if (value === null) return false;
  return (range.min === undefined || value >= range.min) && (range.max === undefined || value <= range.max);
}
