import { stageIds } from '@shortlist/domain/stages';
import { and, eq, inArray, isNotNull, isNull, lt } from 'drizzle-orm';
import type { Database, Executor } from '../db/database.ts';
import { candidates, organizations, users } from '../db/schema/index.ts';
import { recordAudit } from '../shared/audit.ts';
import { anonymiseApplications, anonymiseContacts } from './anonymise-applications.ts';
import { eraseUser } from './erasure.ts';

export const retentionAuditAction = 'retention.anonymised';

/** Withdrew and Rejected: the applications a retention period applies to. */
export const unsuccessfulStageIds = [stageIds.withdrew, stageIds.rejected] as const;

/** The moment before which an application last changed is past a period of whole calendar months. */
export function retentionCutoff(now: Date, months: number): Date {
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months);
  return cutoff;
}

/** Whether a person has any application left whose data is kept. */
async function hasKeptApplication(executor: Executor, userId: number): Promise<boolean> {
  const [kept] = await executor
    .select({ id: candidates.id })
    .from(candidates)
    .where(and(eq(candidates.userId, userId), isNull(candidates.anonymisedAt)))
    .limit(1);
  return kept !== undefined;
}

/**
 * One organisation's retention run: unsuccessful applications unchanged for longer than its period lose their
 * personal data, and a candidate with no other application kept is erased entirely. Audited as counts.
 */
async function applyRetention(db: Database, organizationId: number, months: number, now: Date) {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: candidates.id, userId: candidates.userId })
      .from(candidates)
      .where(
        and(
          eq(candidates.organizationId, organizationId),
          inArray(candidates.stageId, [...unsuccessfulStageIds]),
          lt(candidates.lastChangeAt, retentionCutoff(now, months)),
          isNull(candidates.anonymisedAt),
        ),
      );
    if (due.length === 0) return [];
    const applications = await anonymiseApplications(
      tx,
      due.map((row) => row.id),
      now,
    );
    const storageKeys = [...applications.storageKeys];
    let accountsErased = 0;
    const people = await tx
      .select()
      .from(users)
      .where(inArray(users.id, [...new Set(due.map((row) => row.userId))]));
    for (const person of people) {
      await anonymiseContacts(tx, person, organizationId, now);
      const isCandidate = person.userType === 'CANDIDATE' || person.userType === 'ANONYMOUS_CANDIDATE';
      if (isCandidate && !person.anonymised && !(await hasKeptApplication(tx, person.id))) {
        storageKeys.push(...(await eraseUser(tx, person, { actorUserId: null, reason: 'retention' }, now)));
        accountsErased += 1;
      }
    }
    await recordAudit(tx, {
      actorUserId: null,
      organizationId,
      action: retentionAuditAction,
      targetType: 'organization',
      targetId: organizationId,
      details: {
        retentionMonths: months,
        applications: applications.applications,
        accountsErased,
        notes: applications.notes,
        documents: applications.documents,
      },
    });
    return storageKeys;
  });
}

/** Runs every organisation's retention period; files are deleted once their rows are gone. */
export function createRetentionService(db: Database, removeFile: (key: string) => Promise<void>) {
  return {
    async runRetention(now = new Date()) {
      const withPeriod = await db
        .select({ id: organizations.id, months: organizations.retentionMonths })
        .from(organizations)
        .where(isNotNull(organizations.retentionMonths));
      for (const organization of withPeriod) {
        if (!organization.months) continue;
        const storageKeys = await applyRetention(db, organization.id, organization.months, now);
        await Promise.all(storageKeys.map(removeFile));
      }
    },
  };
}
