import type { CandidateUpdate } from '@shortlist/domain/schemas';
import { stageIds } from '@shortlist/domain/stages';
import { isCandidate } from '@shortlist/domain/users';
import { advanceStepLocally, decideCandidateSave } from '@shortlist/domain/validation';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database, Executor } from '../db/database.ts';
import { isUniqueViolation } from '../db/errors.ts';
import { candidateProfiles, candidates, roles } from '../db/schema/index.ts';
import type { FileStore } from '../files/file-store.ts';
import { resolveSubStage } from '../pipeline/stage-moves.ts';
import { contextualFlagsFor } from '../review/contextual-projection.ts';
import { recordAudit } from '../shared/audit.ts';
import type { AuthContext, UserRow } from '../shared/auth-context.ts';
import { conflict, forbidden, notFound } from '../shared/failures.ts';
import type { CandidateRow } from './access.ts';
import { findCandidateForCaller, findCandidateForOwner } from './access.ts';
import type { CheckedFile } from './file-checks.ts';
import { checkCandidateFile, decodeBase64File } from './file-checks.ts';
import { recordDocuments, storeFilesThen } from './files.ts';
import { listOwnApplicationSummaries, withdrawnApplicationMessage } from './own-applications.ts';
import { loadCandidateView } from './views.ts';

export const candidateApplicationMessages = {
  candidatesOnly: 'Only a candidate account can apply to a role.',
  roleNotOpen: 'This role is not open for applications.',
  submittedAnswers: 'This application has been submitted; its answers can no longer be changed.',
  withdrawn: withdrawnApplicationMessage,
  // Decision (issue 32): one application per person and role, so a withdrawal is final for that role.
  withdrawnRole: 'You withdrew your application to this role, so you cannot apply to it again.',
} as const;

type RoleRow = typeof roles.$inferSelect;
type Answers = Pick<
  CandidateRow,
  | 'responses'
  | 'acceptTermAndConditions'
  | 'acceptRare'
  | 'acceptResearch'
  | 'ethnicity'
  | 'ethnicityMulti'
  | 'ethnicitySpecify'
>;

const answerKeys = [
  'acceptTermAndConditions',
  'acceptRare',
  'acceptResearch',
  'ethnicity',
  'ethnicityMulti',
  'ethnicitySpecify',
] as const;
const profileKeys = [
  'universities',
  'schools',
  'sixthFormSchoolCompletedYear',
  'secondarySchoolCompletedYear',
  'citizen',
  'permitType',
  'otherPermit',
  'socialMobility',
  'diversity',
] as const;
const uploadKinds = { cv_base64: 'CV', cover_base64: 'COVER', photo_base64: 'PHOTO' } as const;

/** A role takes applications while LIVE, opened and before its deadline. */
export function isRoleOpen(role: RoleRow, now: Date): boolean {
  return (
    role.status === 'LIVE' &&
    (role.openDate === null || role.openDate <= now) &&
    (role.deadline === null || role.deadline > now)
  );
}

/**
 * The answers an update changes. Decision: responses merge by questionId (kept as text), so a step sends
 * only its own questions; a null response clears one.
 */
export function changedAnswers(current: CandidateRow, update: CandidateUpdate): Partial<Answers> {
  const changed: Partial<Answers> = {};
  if (update.responses) {
    const merged = new Map(current.responses.map((entry) => [String(entry.questionId), entry]));
    for (const { questionId, response } of update.responses) {
      merged.set(String(questionId), { questionId: String(questionId), response });
    }
    changed.responses = [...merged.values()];
  }
  for (const key of answerKeys) {
    if (update[key] !== undefined) Object.assign(changed, { [key]: update[key] });
  }
  return changed;
}

/** CV, cover letter and photo sent as base64 in a candidate body, each checked like any upload. */
export function uploadsOf(update: CandidateUpdate): CheckedFile[] {
  return Object.entries(uploadKinds).flatMap(([field, kind]) => {
    const text = update[field as keyof typeof uploadKinds];
    return text ? [checkCandidateFile(kind, { bytes: decodeBase64File(text), fileName: null })] : [];
  });
}

async function saveProfile(tx: Executor, userId: number, update: CandidateUpdate): Promise<boolean> {
  const patch = Object.fromEntries(
    profileKeys.filter((key) => update[key] !== undefined).map((key) => [key, update[key]]),
  );
  if (Object.keys(patch).length === 0) return false;
  // One profile per person: the keys sent replace the stored ones, the rest stay.
  const [saved] = await tx
    .insert(candidateProfiles)
    .values({ userId, profile: patch })
    .onConflictDoUpdate({
      target: candidateProfiles.userId,
      set: {
        profile: sql`${candidateProfiles.profile} || ${JSON.stringify(patch)}::jsonb`,
        updatedAt: new Date(),
      },
    })
    .returning({ profile: candidateProfiles.profile });
  // The flags of the merged profile, in the same transaction as the merge.
  await tx
    .update(candidateProfiles)
    .set({ contextualFlags: await contextualFlagsFor(tx, saved?.profile ?? patch) })
    .where(eq(candidateProfiles.userId, userId));
  return true;
}

async function findRole(executor: Executor, candidate: CandidateRow): Promise<RoleRow | undefined> {
  if (!candidate.roleId) return undefined;
  const [role] = await executor
    .select()
    .from(roles)
    .where(and(eq(roles.organizationId, candidate.organizationId), eq(roles.id, candidate.roleId)));
  return role;
}

/** Re-reads the candidate inside a transaction, locked, so two saves of one application run one after the other. */
export async function lockCandidate(tx: Executor, candidate: CandidateRow): Promise<CandidateRow> {
  const [row] = await tx
    .select()
    .from(candidates)
    .where(and(eq(candidates.id, candidate.id), isNull(candidates.deletedAt)))
    .for('update');
  if (!row) throw notFound('The candidate');
  return row;
}

/** The candidate's own side of an application: start, list, read and save (§7 Candidate). */
export function createCandidateApplicationService(db: Database, store: FileStore) {
  async function findExisting(executor: Executor, user: UserRow, roleId: number) {
    const [row] = await executor
      .select()
      .from(candidates)
      .where(
        and(eq(candidates.userId, user.id), eq(candidates.roleId, roleId), isNull(candidates.deletedAt)),
      );
    return row;
  }

  async function startApplication(user: UserRow, roleId: number, source: string | null) {
    return db.transaction(async (tx) => {
      const [role] = await tx.select().from(roles).where(eq(roles.id, roleId));
      if (!role) throw notFound('The role');
      const existing = await findExisting(tx, user, roleId);
      if (existing?.withdrawnAt) throw conflict(candidateApplicationMessages.withdrawnRole);
      if (existing) return { created: false, row: existing };
      if (!isRoleOpen(role, new Date())) throw conflict(candidateApplicationMessages.roleNotOpen);
      const subStage = await resolveSubStage(tx, role.organizationId, stageIds.applied, null);
      const [row] = await tx
        .insert(candidates)
        .values({
          organizationId: role.organizationId,
          userId: user.id,
          roleId: role.id,
          roleType: role.roleType,
          step: 0,
          status: 'PENDING',
          stageId: stageIds.applied,
          subStageId: subStage.id,
          source,
        })
        .returning();
      if (!row) throw new Error('the application was not stored');
      await recordAudit(tx, {
        actorUserId: user.id,
        organizationId: role.organizationId,
        action: 'candidate.application.started',
        targetType: 'candidate',
        targetId: row.id,
        details: { roleId: role.id, source },
      });
      return { created: true, row };
    });
  }

  return {
    /** POST /candidate/applyc/{roleId}: starts the application, or resumes the one already started. */
    async apply({ user }: AuthContext, roleId: number, source: string | null) {
      if (!isCandidate(user)) throw forbidden(candidateApplicationMessages.candidatesOnly);
      const started = await startApplication(user, roleId, source).catch(async (error: unknown) => {
        // Two tabs applying at once: the unique index lets one insert win and the other resumes it.
        const winner = isUniqueViolation(error) ? await findExisting(db, user, roleId) : undefined;
        if (!winner) throw error;
        return { created: false, row: winner };
      });
      return { created: started.created, candidate: await loadCandidateView(db, user, started.row) };
    },

    /** GET /candidate: the caller's own applications, newest change first (the /applications screen). */
    async listMine({ user }: AuthContext) {
      return listOwnApplicationSummaries(db, user.id);
    },

    async get({ user }: AuthContext, candidateId: number) {
      return loadCandidateView(db, user, await findCandidateForCaller(db, user, candidateId));
    },

    /**
     * PUT /candidate/{id}?maxSteps=n (owner only). The §5 save rule decides whether the answers are kept
     * (a role with doNotSave keeps drafts on the device until submit); the §4 step rule moves the step
     * forward by one when the body asks for a later step. A submitted application's answers are locked.
     */
    async update({ user }: AuthContext, candidateId: number, maxSteps: number, update: CandidateUpdate) {
      const candidate = await findCandidateForOwner(db, user, candidateId);
      const uploads = uploadsOf(update);
      return storeFilesThen(store, candidate.organizationId, uploads, (stored) =>
        db.transaction(async (tx) => {
          const current = await lockCandidate(tx, candidate);
          if (current.withdrawnAt !== null) throw conflict(candidateApplicationMessages.withdrawn);
          const answers = changedAnswers(current, update);
          if (current.status === 'ACTIVE' && Object.keys(answers).length > 0) {
            throw conflict(candidateApplicationMessages.submittedAnswers);
          }
          const role = await findRole(tx, current);
          const nextStep = update.step ?? current.step;
          const target = decideCandidateSave({
            step: current.step,
            nextStep,
            hasUpload: uploads.length > 0,
            forced: false,
            roleHasDoNotSave: role?.doNotSave ?? false,
          });
          const step =
            nextStep > current.step
              ? advanceStepLocally({ step: current.step, status: current.status, maxSteps })
              : current.step;
          const now = new Date();
          const [saved] = await tx
            .update(candidates)
            .set({ ...(target === 'server' ? answers : {}), step, updatedAt: now, lastChangeAt: now })
            .where(eq(candidates.id, current.id))
            .returning();
          if (!saved) throw notFound('The candidate');
          const profileSaved = await saveProfile(tx, user.id, update);
          const { replacedKeys } = await recordDocuments(tx, saved, user.id, stored);
          await recordAudit(tx, {
            actorUserId: user.id,
            organizationId: saved.organizationId,
            action: 'candidate.updated',
            targetType: 'candidate',
            targetId: saved.id,
            details: {
              answers: target === 'server' ? Object.keys(answers) : [],
              profile: profileSaved,
              step: { from: current.step, to: step },
            },
          });
          return { result: await loadCandidateView(tx, user, saved), replacedKeys };
        }),
      );
    },
  };
}
