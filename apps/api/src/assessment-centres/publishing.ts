import type { AssessmentCentrePublished, AssessmentCentrePublishPreview } from '@shortlist/domain/contract';
import { assessmentCentreMessages } from '@shortlist/domain/schemas';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database, Executor } from '../db/database.ts';
import {
  assessmentCentreNotices,
  assessmentCentres,
  scorecardRatings,
  scorecards,
} from '../db/schema/index.ts';
import { composeMessages } from '../messaging/composer.ts';
import type { Outbox, OutgoingMessage } from '../messaging/outbox.ts';
import type { MergeData } from '../messaging/templates/merge-data.ts';
import { candidateFields } from '../messaging/templates/merge-data.ts';
import type { CandidateContact } from '../scheduling/candidate-contacts.ts';
import { loadCandidateContacts } from '../scheduling/candidate-contacts.ts';
import type { Settings } from '../settings.ts';
import { recordAudit } from '../shared/audit.ts';
import type { UserRow } from '../shared/auth-context.ts';
import { conflict } from '../shared/failures.ts';
import { assertCentreAdmin } from './access.ts';
import type { CentreRows } from './centre-rows.ts';
import { loadCentreRows } from './centre-rows.ts';
import { centreCandidates } from './centre-view.ts';
import { dayStartInstant, longDay } from './day-clock.ts';
import type { PersonSchedule } from './person-schedules.ts';
import { personSchedules, sittingUid, timetableText } from './person-schedules.ts';
import { scheduleCalendar } from './schedule-calendar.ts';

// Issue 33: publishing a centre's rota emails every assessor and candidate their own day with an .ics, through
// the outbox; a preview first shows who and a sample of each email. Publishing again tells only those whose
// day changed (cancelling in their calendar the rounds they no longer have), and makes each sitting's draft
// scorecards: one per assessor, candidate and exercise.

type NoticeRow = typeof assessmentCentreNotices.$inferSelect;

/** Who would be told now: everyone with a sitting whose schedule differs from what they were last sent. */
interface Plan {
  rows: CentreRows;
  schedules: PersonSchedule[];
  notices: Map<string, NoticeRow>;
  contacts: Map<number, CandidateContact>;
  /** Their schedule is new or changed, or they lost every sitting they had. */
  toTell: PersonSchedule[];
}

async function planOf(executor: Executor, rows: CentreRows): Promise<Plan> {
  if (rows.sessions.length === 0) throw conflict(assessmentCentreMessages.generateFirst);
  const { organizationId, id: centreId } = rows.centre;
  const [shown, stored, contacts] = await Promise.all([
    centreCandidates(executor, organizationId, rows.candidateIds),
    executor
      .select()
      .from(assessmentCentreNotices)
      .where(
        and(
          eq(assessmentCentreNotices.organizationId, organizationId),
          eq(assessmentCentreNotices.centreId, centreId),
        ),
      ),
    loadCandidateContacts(executor, organizationId, rows.candidateIds),
  ]);
  const notices = new Map(stored.map((notice) => [notice.personKey, notice]));
  const schedules = personSchedules(rows, shown);
  const toTell = schedules.filter((schedule) => {
    const notice = notices.get(schedule.personKey);
    if (!notice) return schedule.sittings.length > 0;
    return notice.fingerprint !== schedule.fingerprint;
  });
  return { rows, schedules, notices, contacts, toTell };
}

/** The email (with its calendar files) to one person; empty when they cannot be reached (anonymised). */
async function messagesFor(
  executor: Executor,
  plan: Plan,
  schedule: PersonSchedule,
  settings: Pick<Settings, 'publicUrl'>,
  stamp: Date,
): Promise<OutgoingMessage[]> {
  const { centre, organization, zone } = plan.rows;
  const contact = schedule.candidateId === null ? null : plan.contacts.get(schedule.candidateId);
  if (schedule.kind === 'candidate' && (!contact || contact.anonymised)) return [];
  const email = contact?.email ?? schedule.email ?? '';
  const host = new URL(settings.publicUrl).hostname;
  const notice = plan.notices.get(schedule.personKey);
  const sequence = notice ? notice.sequence + 1 : 0;
  const calendarOf = (
    method: 'REQUEST' | 'CANCEL',
    entries: Parameters<typeof scheduleCalendar>[0]['entries'],
  ) =>
    scheduleCalendar({
      method,
      sequence,
      zone,
      organizer: { name: organization.name, email: `no-reply@${host}` },
      attendee: { name: schedule.kind === 'candidate' && contact ? contact.firstName : schedule.name, email },
      entries,
      stamp,
    });
  const entries = schedule.sittings.map((sitting) => ({
    uid: sittingUid(centre.id, sitting.round, schedule.personKey, host),
    start: sitting.start,
    end: sitting.end,
    summary: `${centre.name}: ${sitting.title}`,
    description: sitting.detail,
    location: sitting.location,
  }));
  const rounds = new Set(schedule.sittings.map((sitting) => sitting.round));
  // Rounds they were sent before and no longer have are cancelled in their calendar.
  const dropped = (notice?.rounds ?? [])
    .filter((round) => !rounds.has(round))
    .map((round) => {
      const start = dayStartInstant(centre.day, centre.startTime, zone);
      return {
        uid: sittingUid(centre.id, round, schedule.personKey, host),
        start,
        end: start,
        summary: centre.name,
        description: '',
        location: '',
      };
    });
  const attachments = [
    ...(entries.length > 0 ? [calendarOf('REQUEST', entries)] : []),
    ...(dropped.length > 0 ? [calendarOf('CANCEL', dropped)] : []),
  ];
  // Every candidate of a centre applied to its role, so any one's contact names it for the assessors too.
  const roleName = contact?.roleName ?? [...plan.contacts.values()][0]?.roleName ?? null;
  const data: MergeData = {
    role: { name: roleName },
    event: { name: centre.name, date: longDay(dayStartInstant(centre.day, centre.startTime, zone), zone) },
    interview: { location: centre.location },
    schedule: timetableText(schedule.sittings, zone) || 'No sittings.',
    ...(contact && { candidate: candidateFields(contact) }),
  };
  const key = schedule.kind === 'candidate' ? 'assessment-centre-candidate' : 'assessment-centre-assessor';
  const messages = await composeMessages(executor, organization.id, key, 'EMAIL', [
    { recipient: email, data },
  ]);
  return messages.map((message) => ({ ...message, attachments }));
}

/** The draft scorecards of the rota's sittings; untouched drafts of pairings it no longer has go. */
async function syncScorecards(executor: Executor, rows: CentreRows): Promise<number> {
  const { organizationId, stageId } = rows.centre;
  const exerciseIds = rows.exercises.map((exercise) => exercise.id);
  const wanted = rows.sessions.flatMap((session) => {
    const exercise = rows.exercises.find((each) => each.id === session.exerciseId);
    return session.assessorKeys.flatMap((assessorKey) => {
      const assessor = rows.assessors.find((each) => each.assessorKey === assessorKey);
      return session.candidateIds.map((candidateId) => ({
        organizationId,
        candidateId,
        stageId,
        exerciseId: session.exerciseId,
        kitId: exercise?.kitId ?? null,
        assessorKey,
        assessorUserId: assessor?.userId ?? null,
        assessorEmail: assessor?.userId == null ? (assessor?.email ?? null) : null,
        assessorName: assessor?.name ?? assessorKey,
        status: 'draft' as const,
        assessedAt: session.startAt,
      }));
    });
  });
  const pairKey = (row: { candidateId: number; exerciseId: number; assessorKey: string }) =>
    `${row.candidateId}:${row.exerciseId}:${row.assessorKey}`;
  const wantedKeys = new Set(wanted.map(pairKey));
  const existing = exerciseIds.length
    ? await executor
        .select({
          id: scorecards.id,
          candidateId: scorecards.candidateId,
          exerciseId: scorecards.exerciseId,
          assessorKey: scorecards.assessorKey,
          status: scorecards.status,
          recommendation: scorecards.recommendation,
          privateNotes: scorecards.privateNotes,
          rated: sql<boolean>`exists (select 1 from ${scorecardRatings} where ${scorecardRatings.organizationId} = ${scorecards.organizationId} and ${scorecardRatings.scorecardId} = ${scorecards.id})`,
        })
        .from(scorecards)
        .where(
          and(eq(scorecards.organizationId, organizationId), inArray(scorecards.exerciseId, exerciseIds)),
        )
    : [];
  // Only untouched drafts go: an assessor's started work stays, even if the rota no longer pairs them.
  const untouched = (row: (typeof existing)[number]) =>
    row.status === 'draft' && row.recommendation === null && row.privateNotes === '' && !row.rated;
  const stale = existing.filter((row) => untouched(row) && !wantedKeys.has(pairKey(row)));
  if (stale.length > 0) {
    await executor.delete(scorecards).where(
      and(
        eq(scorecards.organizationId, organizationId),
        inArray(
          scorecards.id,
          stale.map((row) => row.id),
        ),
      ),
    );
  }
  if (wanted.length > 0) {
    await executor
      .insert(scorecards)
      .values(wanted)
      .onConflictDoUpdate({
        target: [
          scorecards.organizationId,
          scorecards.candidateId,
          scorecards.stageId,
          scorecards.exerciseId,
          scorecards.assessorKey,
        ],
        set: { assessedAt: sql`excluded.assessed_at`, updatedAt: new Date() },
      });
  }
  return wanted.length;
}

export function createAssessmentCentrePublishing(db: Database, outbox: Outbox, settings: Settings) {
  return {
    /** Who would be emailed, and a sample of each kind of email; sends and changes nothing. */
    async preview(
      user: UserRow,
      organizationId: number,
      centreId: number,
    ): Promise<AssessmentCentrePublishPreview> {
      assertCentreAdmin(user, organizationId);
      const plan = await planOf(db, await loadCentreRows(db, organizationId, centreId));
      const told = new Set(plan.toTell.map((schedule) => schedule.personKey));
      const recipients = plan.schedules
        .filter((schedule) => schedule.sittings.length > 0 || told.has(schedule.personKey))
        .map((schedule) => ({
          personKey: schedule.personKey,
          kind: schedule.kind,
          name: schedule.name,
          sessions: schedule.sittings.length,
          changed: told.has(schedule.personKey),
        }));
      // A sample names a real person only where they are not blind; their address is never shown.
      const sampleOf = async (kind: 'assessor' | 'candidate') => {
        const schedule = plan.toTell.find(
          (each) =>
            each.kind === kind &&
            (each.candidateId === null || plan.contacts.get(each.candidateId)?.blind === false),
        );
        if (!schedule) return [];
        const [message] = await messagesFor(db, plan, schedule, settings, new Date());
        if (!message) return [];
        const recipient = kind === 'assessor' ? message.recipient : schedule.name;
        return [{ kind, recipient, subject: message.subject, body: message.body }];
      };
      return {
        recipients,
        toSend: plan.toTell.length,
        samples: [...(await sampleOf('assessor')), ...(await sampleOf('candidate'))],
      };
    },

    /** Emails everyone whose schedule is new or changed, through the outbox, and makes the draft scorecards. */
    async publish(
      user: UserRow,
      organizationId: number,
      centreId: number,
    ): Promise<AssessmentCentrePublished> {
      assertCentreAdmin(user, organizationId);
      return db.transaction(async (tx) => {
        const rows = await loadCentreRows(tx, organizationId, centreId, true);
        const plan = await planOf(tx, rows);
        const now = new Date();
        const messages: OutgoingMessage[] = [];
        for (const schedule of plan.toTell) {
          messages.push(...(await messagesFor(tx, plan, schedule, settings, now)));
          const notice = plan.notices.get(schedule.personKey);
          const values = {
            fingerprint: schedule.fingerprint,
            rounds: schedule.sittings.map((sitting) => sitting.round),
            sequence: notice ? notice.sequence + 1 : 0,
            sentAt: now,
          };
          await tx
            .insert(assessmentCentreNotices)
            .values({ organizationId, centreId, personKey: schedule.personKey, ...values })
            .onConflictDoUpdate({
              target: [
                assessmentCentreNotices.organizationId,
                assessmentCentreNotices.centreId,
                assessmentCentreNotices.personKey,
              ],
              set: values,
            });
        }
        await outbox.queue(tx, messages);
        const drafts = await syncScorecards(tx, rows);
        await tx
          .update(assessmentCentres)
          .set({ publishedAt: now, publishedByUserId: user.id, updatedAt: now })
          .where(
            and(eq(assessmentCentres.organizationId, organizationId), eq(assessmentCentres.id, centreId)),
          );
        const assessors = plan.toTell.filter((schedule) => schedule.kind === 'assessor').length;
        const result = {
          sent: messages.length,
          assessors,
          candidates: plan.toTell.length - assessors,
          scorecards: drafts,
        };
        await recordAudit(tx, {
          actorUserId: user.id,
          organizationId,
          action: 'assessment-centre.published',
          targetType: 'assessment-centre',
          targetId: centreId,
          details: { ...result, told: plan.toTell.map((schedule) => schedule.personKey) },
        });
        return result;
      });
    },
  };
}

export type AssessmentCentrePublishing = ReturnType<typeof createAssessmentCentrePublishing>;
