import { and, asc, eq, isNull, ne, notExists } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { developmentCredentialsKey } from '../../src/calendars/calendar-settings.ts';
import { encryptSecret } from '../../src/calendars/credential-cipher.ts';
import type { Database } from '../../src/db/database.ts';
import {
  assessmentCentres,
  calendarConnections,
  candidateCodes,
  candidateGroupMembers,
  candidateGroups,
  candidateNotes,
  candidates,
  competencies,
  eventRegistrations,
  events,
  formTemplates,
  interviewKits,
  interviewSchedules,
  organizationContacts,
  organizations,
  reportShares,
  roles,
  savedSearches,
  scorecardRatings,
  scorecards,
  subStages,
  users,
} from '../../src/db/schema/index.ts';
import { seedMarkingRecords } from './marking-records.ts';
import { multipartOf, pdfBytes, pngBytes } from './multipart.ts';
import type { SignedIn } from './test-app.ts';

/** Ids of one of each Hartwell record a route can name, and the words that would betray them in a reply. */
export interface HartwellRecords {
  organization: number;
  /** An application of a person who applied nowhere else: neither caller's own record. */
  application: number;
  applicant: { userId: number; email: string; lastName: string };
  role: number;
  stage: number;
  subStage: number;
  event: number;
  registration: number;
  schedule: number;
  code: number;
  document: number;
  note: number;
  group: number;
  formTemplate: number;
  savedSearch: number;
  calendarConnection: number;
  contact: number;
  reportShare: number;
  /** A started marking round that hm@hartwell.test marks, and its answer's reference (issue 33). */
  markingRound: number;
  markingAnswer: string;
  /** Issue 33: a competency of the framework, a kit of the role and hm@hartwell.test's submitted scorecard. */
  competency: number;
  kit: number;
  scorecard: number;
  /** An assessment-centre day of the role (issue 33). */
  assessmentCentre: number;
  /** hm@hartwell.test, a user of the organisation that is neither caller. */
  manager: number;
  /** Text found only in these records, which no other caller may read. */
  markers: string[];
  /** Text found only in Hartwell's data as a whole, which another organisation may not read. */
  organizationMarkers: string[];
}

async function one<Row>(rows: Promise<Row[]>, what: string): Promise<Row> {
  const [row] = await rows;
  if (!row) throw new Error(`the tenancy matrix found no ${what} at hartwell`);
  return row;
}

/** Uploads a file to the application as its own manager, so the document's bytes are in the file store too. */
async function uploadAs(
  manager: SignedIn,
  url: string,
  documentType: string,
  file: { name: string; bytes: Buffer },
): Promise<number> {
  const form = multipartOf({ documentType }, file);
  const response = await manager.request({
    method: 'POST',
    url,
    headers: { 'content-type': form.contentType },
    payload: form.payload,
  });
  if (response.statusCode !== 201)
    throw new Error(`the tenancy matrix could not upload ${file.name}: ${response.body}`);
  return response.json().id;
}

/**
 * Reads the seeded Hartwell records and adds those the seed does not make: a document and a photo uploaded by
 * Hartwell's manager, and a note, a group, a form template, a saved search, a contact, the applicant's event registration and
 * assessment code straight into the database.
 */
export async function seedHartwellRecords(db: Database, hartwellManager: SignedIn): Promise<HartwellRecords> {
  const hartwell = await one(
    db.select().from(organizations).where(eq(organizations.subdomain, 'hartwell')),
    'organisation',
  );
  const organizationId = hartwell.id;
  const manager = await one(db.select().from(users).where(eq(users.email, 'hm@hartwell.test')), 'manager');
  const elsewhere = alias(candidates, 'elsewhere');
  const { application, person } = await one(
    db
      .select({ application: candidates, person: users })
      .from(candidates)
      .innerJoin(users, eq(candidates.userId, users.id))
      .where(
        and(
          eq(candidates.organizationId, organizationId),
          isNull(candidates.deletedAt),
          eq(users.userType, 'CANDIDATE'),
          notExists(
            db
              .select({ id: elsewhere.id })
              .from(elsewhere)
              .where(and(eq(elsewhere.userId, candidates.userId), ne(elsewhere.id, candidates.id))),
          ),
        ),
      )
      .orderBy(asc(candidates.id))
      .limit(1),
    'application',
  );
  const role = application.roleId
    ? application.roleId
    : (await one(db.select().from(roles).where(eq(roles.organizationId, organizationId)), 'role')).id;
  const subStage = await one(
    db
      .select()
      .from(subStages)
      .where(and(eq(subStages.organizationId, organizationId), eq(subStages.stageId, application.stageId))),
    'sub-stage',
  );
  const event = await one(db.select().from(events).where(eq(events.organizationId, organizationId)), 'event');
  const schedule = await one(
    db.select().from(interviewSchedules).where(eq(interviewSchedules.organizationId, organizationId)),
    'schedule',
  );
  const scope = { organizationId, candidateId: application.id };
  const [registration] = await db
    .insert(eventRegistrations)
    .values({ organizationId, eventId: event.id, userId: person.id, email: person.email })
    .returning();
  const [code] = await db
    .insert(candidateCodes)
    .values({ ...scope, type: 'SCHEDULER', stageId: application.stageId, scheduleId: schedule.id })
    .returning();
  const [note] = await db
    .insert(candidateNotes)
    .values({ ...scope, authorUserId: manager.id, kind: 'note', comment: 'Strong drafting sample.' })
    .returning();
  const [group] = await db
    .insert(candidateGroups)
    .values({ organizationId, name: 'Hartwell vacation scheme shortlist' })
    .returning();
  if (!registration || !code || !note || !group) throw new Error('seeding hartwell records failed');
  await db.insert(candidateGroupMembers).values({ ...scope, groupId: group.id });
  const [savedSearch] = await db
    .insert(savedSearches)
    .values({
      organizationId,
      userId: manager.id,
      name: 'Hartwell finalists',
      listKey: 'search',
      query: 'tab=all',
    })
    .returning();
  const [calendarConnection] = await db
    .insert(calendarConnections)
    .values({
      organizationId,
      email: manager.email,
      userId: manager.id,
      provider: 'caldav',
      endpoint: 'https://dav.hartwell.test/hm/interviews/',
      account: 'hm',
      credentials: encryptSecret(developmentCredentialsKey, organizationId, {
        password: 'hartwell-dav-password',
      }),
    })
    .returning();
  const [contact] = await db
    .insert(organizationContacts)
    .values({ organizationId, name: 'Harriet Finch', email: 'harriet.finch@hartwell.test' })
    .returning();
  const [formTemplate] = await db
    .insert(formTemplates)
    .values({ organizationId, name: 'Hartwell clerkship form', formConfiguration: {} })
    .returning();
  const [reportShare] = await db
    .insert(reportShares)
    .values({
      organizationId,
      kind: 'SCHOOL',
      query: { range: 'ALL_TIME', type: 'SNAPSHOT' },
      tokenHash: 'tenancy-matrix-share',
      expiresAt: new Date(Date.now() + 86_400_000),
    })
    .returning();
  const [competency] = await db
    .select({ id: competencies.id })
    .from(competencies)
    .where(eq(competencies.organizationId, organizationId))
    .orderBy(asc(competencies.id))
    .limit(1);
  const [kit] = await db
    .insert(interviewKits)
    .values({ organizationId, roleId: role, stageId: application.stageId, name: 'Hartwell panel kit' })
    .returning();
  const [scorecard] = await db
    .insert(scorecards)
    .values({
      organizationId,
      candidateId: application.id,
      stageId: application.stageId,
      assessorKey: `user:${manager.id}`,
      assessorUserId: manager.id,
      assessorName: 'Hartwell Manager',
      status: 'submitted',
      recommendation: 'yes',
      privateNotes: 'Hartwell private scorecard note',
      submittedAt: new Date(),
    })
    .returning();
  const [assessmentCentre] = await db
    .insert(assessmentCentres)
    .values({
      organizationId,
      roleId: role,
      stageId: 9,
      name: 'Hartwell spring day',
      day: '2030-03-12',
      startTime: '09:00',
      roundMinutes: 45,
      breakMinutes: 15,
    })
    .returning();
  if (
    !savedSearch ||
    !calendarConnection ||
    !contact ||
    !formTemplate ||
    !reportShare ||
    !assessmentCentre ||
    !competency ||
    !kit ||
    !scorecard
  )
    throw new Error('seeding hartwell records failed');
  await db.insert(scorecardRatings).values({
    organizationId,
    scorecardId: scorecard.id,
    competencyId: competency.id,
    rating: 4,
    evidence: 'Hartwell scorecard evidence',
  });
  const uploads = `/api/v1/organization/${organizationId}/candidate/${application.id}/upload`;
  const document = await uploadAs(hartwellManager, uploads, 'OTHER', {
    name: 'reference.pdf',
    bytes: pdfBytes,
  });
  await uploadAs(hartwellManager, `${uploads}/PHOTO`, 'PHOTO', { name: 'photo.png', bytes: pngBytes });
  const marking = await seedMarkingRecords(db, {
    organizationId,
    roleId: role,
    stageId: application.stageId,
    applicationId: application.id,
    markerUserId: manager.id,
  });
  return {
    ...marking,
    organization: organizationId,
    application: application.id,
    applicant: { userId: person.id, email: person.email, lastName: person.lastName },
    role,
    stage: application.stageId,
    subStage: subStage.id,
    event: event.id,
    registration: registration.id,
    schedule: schedule.id,
    code: code.id,
    document,
    note: note.id,
    group: group.id,
    formTemplate: formTemplate.id,
    savedSearch: savedSearch.id,
    calendarConnection: calendarConnection.id,
    contact: contact.id,
    reportShare: reportShare.id,
    competency: competency.id,
    kit: kit.id,
    scorecard: scorecard.id,
    assessmentCentre: assessmentCentre.id,
    manager: manager.id,
    markers: [
      person.email,
      'Hartwell vacation scheme',
      'Hartwell finalists',
      'dav.hartwell.test',
      'Hartwell clerkship form',
      'Strong drafting sample',
      contact.email,
      'Hartwell panel kit',
      'Hartwell scorecard evidence',
    ],
    organizationMarkers: ['@hartwell.test', hartwell.name],
  };
}
