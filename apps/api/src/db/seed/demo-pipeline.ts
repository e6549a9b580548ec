import { readFile } from 'node:fs/promises';
import type { CandidateCodeStage } from '@shortlist/domain/enums';
import { stageIds } from '@shortlist/domain/stages';
import type { SectorKind } from '@shortlist/domain/vocabulary';
import { eq } from 'drizzle-orm';
import type { Executor } from '../database.ts';
import {
  candidateCodes,
  candidates,
  eventRegistrations,
  events,
  interviewSchedules,
  roles,
  scheduleSlots,
  stageHistory,
  subStages,
} from '../schema/index.ts';
import { seedDemoInvitation } from './demo-invitation.ts';
import { demoRolesBySector } from './demo-roles.ts';
import { generatedApplication } from './generated-applications.ts';

const day = 24 * 60 * 60 * 1000;
const insertBatch = 1000;

export interface SeedOrganization {
  id: number;
  subdomain: string;
  sectorKind: SectorKind;
}

export interface PipelineSeedInput {
  organizations: readonly SeedOrganization[];
  demoCandidateUserId: number;
  generatedCandidateUserIds: readonly number[];
  now: Date;
  /** Where the web apps are reached, for the link in the demo candidate's interview invitation. */
  publicUrl: string;
}

async function readTemplate(name: string): Promise<{ formConfiguration: Record<string, unknown> }> {
  const text = await readFile(new URL(`../../roles/builder/${name}.json`, import.meta.url), 'utf8');
  return JSON.parse(text);
}

/** Seeds roles, applications across the stages, events and an interview schedule per organisation. */
export async function seedPipeline(tx: Executor, input: PipelineSeedInput): Promise<void> {
  const { now } = input;
  const templates = {
    'graduate-application': await readTemplate('graduate-application'),
    'vacation-scheme-application': await readTemplate('vacation-scheme-application'),
  };

  const subStageIdsByOrg = new Map<number, Map<string, number>>();
  const roleIdsByOrg = new Map<number, number[]>();
  for (const org of input.organizations) {
    // startOrganization wrote the organisation's sub-stages; the seed places candidates on them.
    const rows = await tx
      .select({ id: subStages.id, stageId: subStages.stageId, code: subStages.code })
      .from(subStages)
      .where(eq(subStages.organizationId, org.id));
    subStageIdsByOrg.set(org.id, new Map(rows.map((row) => [`${row.stageId}:${row.code}`, row.id])));

    const roleRows = await tx
      .insert(roles)
      .values(
        demoRolesBySector[org.sectorKind].map((role) => ({
          organizationId: org.id,
          name: role.name,
          description: role.description,
          status: role.status,
          roleType: role.roleType,
          roleLevel: role.roleLevel,
          department: role.department,
          location: role.location,
          employmentType: role.roleType === 'INTERNSHIP' ? 'internship' : 'full-time',
          workArrangement: 'Hybrid',
          openDate: new Date(now.getTime() + role.opensInDays * day),
          deadline: new Date(now.getTime() + role.closesInDays * day),
          formConfiguration: templates[role.template].formConfiguration,
        })),
      )
      .returning({ id: roles.id, status: roles.status });
    roleIdsByOrg.set(
      org.id,
      roleRows.filter((role) => role.status !== 'DRAFT').map((role) => role.id),
    );
  }

  const subStageId = (orgId: number, stageId: number, code: string) =>
    subStageIdsByOrg.get(orgId)?.get(`${stageId}:${code}`) ?? null;

  // Generated applications, spread over organisations, roles, stages and the last 90 days.
  for (let start = 0; start < input.generatedCandidateUserIds.length; start += insertBatch) {
    const batch = input.generatedCandidateUserIds.slice(start, start + insertBatch).map((userId, offset) => {
      const n = start + offset;
      const org = input.organizations[n % input.organizations.length];
      if (!org) throw new Error('no organisation to seed');
      const orgRoles = roleIdsByOrg.get(org.id) ?? [];
      return generatedApplication(n, userId, {
        organizationId: org.id,
        roleId: orgRoles[n % orgRoles.length] ?? null,
        subStageId: (stageId, code) => subStageId(org.id, stageId, code),
        now,
      });
    });
    await tx.insert(candidates).values(batch);
  }

  const hartwell = input.organizations.find((org) => org.subdomain === 'hartwell');
  if (hartwell) await seedDemoCandidateAtHartwell(tx, input, hartwell, roleIdsByOrg, subStageId);
  for (const org of input.organizations) await seedEvents(tx, org, now);
}

async function seedDemoCandidateAtHartwell(
  tx: Executor,
  input: PipelineSeedInput,
  hartwell: SeedOrganization,
  roleIdsByOrg: Map<number, number[]>,
  subStageId: (orgId: number, stageId: number, code: string) => number | null,
): Promise<void> {
  const { now } = input;
  const [trainingContract, vacationScheme] = roleIdsByOrg.get(hartwell.id) ?? [];
  if (!trainingContract || !vacationScheme) return;
  const appliedAt = new Date(now.getTime() - 12 * day);
  const [submitted] = await tx
    .insert(candidates)
    .values([
      {
        organizationId: hartwell.id,
        userId: input.demoCandidateUserId,
        roleId: trainingContract,
        step: 4,
        status: 'ACTIVE',
        stageId: stageIds.atInterview,
        subStageId: subStageId(hartwell.id, stageIds.atInterview, 'invited'),
        source: 'Law fair',
        acceptTermAndConditions: true,
        acceptResearch: true,
        appliedAt,
        lastChangeAt: new Date(now.getTime() - 2 * day),
        createdAt: appliedAt,
      },
      {
        organizationId: hartwell.id,
        userId: input.demoCandidateUserId,
        roleId: vacationScheme,
        step: 1,
        status: 'PENDING',
        stageId: stageIds.applied,
        subStageId: subStageId(hartwell.id, stageIds.applied, 'pending'),
        lastChangeAt: new Date(now.getTime() - day),
        createdAt: new Date(now.getTime() - day),
      },
    ])
    .returning({ id: candidates.id });
  if (!submitted) return;
  await tx.insert(stageHistory).values([
    {
      organizationId: hartwell.id,
      candidateId: submitted.id,
      toStageId: stageIds.applied,
      reason: 'applied',
      createdAt: appliedAt,
    },
    {
      organizationId: hartwell.id,
      candidateId: submitted.id,
      fromStageId: stageIds.applied,
      toStageId: stageIds.atInterview,
      reason: 'move',
      createdAt: new Date(now.getTime() - 2 * day),
    },
  ]);

  // First interviews: availability on the next five weekdays, 09:00 to 12:00 UTC, in 45-minute slots.
  const [schedule] = await tx
    .insert(interviewSchedules)
    .values({
      organizationId: hartwell.id,
      roleId: trainingContract,
      stageId: stageIds.atInterview,
      type: 'SCHEDULER',
      name: 'Training contract first interviews',
      durationMinutes: 45,
      location: '1 Finch Square, London EC2V 6EE',
      deadlineDays: 7,
    })
    .returning({ id: interviewSchedules.id });
  if (!schedule) return;
  const slots = weekdaysAfter(now, 5).flatMap((date) => {
    const windowStart = new Date(date.getTime() + 9 * 60 * 60 * 1000);
    const windowEnd = new Date(date.getTime() + 12 * 60 * 60 * 1000);
    return [0, 1, 2, 3].map((index) => ({
      organizationId: hartwell.id,
      scheduleId: schedule.id,
      parentStartAt: windowStart,
      parentEndAt: windowEnd,
      startAt: new Date(windowStart.getTime() + index * 45 * 60 * 1000),
      endAt: new Date(windowStart.getTime() + (index + 1) * 45 * 60 * 1000),
      numberOfInterviewers: 2,
    }));
  });
  await tx.insert(scheduleSlots).values(slots);
  await tx.insert(candidateCodes).values({
    organizationId: hartwell.id,
    candidateId: submitted.id,
    type: 'SCHEDULER',
    stageId: stageIds.atInterview,
    codeStage: 'INVITED' satisfies CandidateCodeStage,
    scheduleId: schedule.id,
  });
  await seedDemoInvitation(tx, input, {
    hartwellId: hartwell.id,
    candidateId: submitted.id,
    scheduleId: schedule.id,
  });
}

function weekdaysAfter(now: Date, count: number): Date[] {
  const days: Date[] = [];
  const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  for (let offset = 1; days.length < count; offset++) {
    const date = new Date(midnight + offset * day);
    if (date.getUTCDay() !== 0 && date.getUTCDay() !== 6) days.push(date);
  }
  return days;
}

async function seedEvents(tx: Executor, org: SeedOrganization, now: Date): Promise<void> {
  const rows = await tx
    .insert(events)
    .values([
      {
        organizationId: org.id,
        name: org.sectorKind === 'COMPANY' ? 'Data careers evening' : 'Open evening',
        description: 'Meet our trainees and recruiters, hear about the application process and ask anything.',
        eventType: 'webinar',
        location: 'Online',
        startsAt: new Date(now.getTime() + 10 * day),
        endsAt: new Date(now.getTime() + 10 * day + 2 * 60 * 60 * 1000),
        capacity: 200,
      },
      {
        organizationId: org.id,
        name: 'Application workshop',
        description: 'A practical session on writing strong answers, with feedback on a draft.',
        eventType: 'online application review',
        location: 'London office',
        startsAt: new Date(now.getTime() + 20 * day),
        endsAt: new Date(now.getTime() + 20 * day + 3 * 60 * 60 * 1000),
        capacity: 30,
      },
      {
        organizationId: org.id,
        name: 'Autumn insight day',
        description: 'A day in the office with workshops and a networking lunch.',
        eventType: 'group coaching',
        location: 'London office',
        startsAt: new Date(now.getTime() - 30 * day),
        endsAt: new Date(now.getTime() - 30 * day + 6 * 60 * 60 * 1000),
        capacity: 40,
        archived: true,
      },
    ])
    .returning({ id: events.id });
  const upcoming = rows[0];
  if (!upcoming) return;
  await tx.insert(eventRegistrations).values(
    ['amelia.smith', 'noah.jones', 'isla.taylor'].map((name) => ({
      organizationId: org.id,
      eventId: upcoming.id,
      email: `${name}@students.shortlist.test`,
      firstName: name.split('.')[0] ?? '',
      lastName: name.split('.')[1] ?? '',
    })),
  );
}
