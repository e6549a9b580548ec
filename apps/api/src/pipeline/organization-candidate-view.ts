import { resolveStageGroup, stageNames } from '@shortlist/domain/stages';
import { isAdmin } from '@shortlist/domain/users';
import { and, asc, eq } from 'drizzle-orm';
import type { CandidateRow } from '../candidates/access.ts';
import { listCandidateDocuments } from '../candidates/documents.ts';
import type { Executor } from '../db/database.ts';
import { candidateCodes, candidateProfiles, roles, subStages, users } from '../db/schema/index.ts';
import type { UserRow } from '../shared/auth-context.ts';
import { countCandidateNotes } from './notes.ts';
import { listCandidateScores } from './scores.ts';

async function firstRow<Row>(rows: Promise<Row[]>): Promise<Row | undefined> {
  return (await rows)[0];
}

/** What the person behind an application is called and reached at; nothing once anonymised. */
function toPersonView(person: UserRow | undefined) {
  if (!person) return null;
  const hidden = person.anonymised;
  return {
    userId: person.id,
    firstName: hidden ? null : person.firstName,
    lastName: hidden ? null : person.lastName,
    preferredName: hidden ? null : person.preferredName,
    email: hidden ? person.anonymousEmail : person.email,
    mobile: hidden ? null : person.mobile,
    emailVerified: person.emailVerifiedAt !== null,
    anonymised: person.anonymised,
    externalCandidateId: person.externalCandidateId,
    contactChannels: person.contactChannels,
  };
}

// Decision: diversity answers (ethnicity, the profile's diversity record) are for HIRING_MANAGER_ADMIN and
// ADMIN only; a plain manager gets null in their place and `diversityVisible: false`.
function withoutDiversity(profile: Record<string, unknown>): Record<string, unknown> {
  const { diversity: _hidden, ...rest } = profile;
  return rest;
}

/**
 * A manager's full view of one application (§7 GET /organization/{orgId}/candidate/{id}): the person, the
 * profile, the application with its stage, codes, documents, scores and how many notes it has.
 * Decision: `status` is the status code (ACTIVE, PENDING, NOT_VERIFIED, ...); the client words it.
 */
export async function buildOrganizationCandidateView(
  executor: Executor,
  viewer: UserRow,
  candidate: CandidateRow,
) {
  const { organizationId, id } = candidate;
  const diversityVisible = isAdmin(viewer);
  const [person, profile, role, subStage, assignee, codes, documentList, scores, notesCount] =
    await Promise.all([
      firstRow(executor.select().from(users).where(eq(users.id, candidate.userId))),
      firstRow(
        executor.select().from(candidateProfiles).where(eq(candidateProfiles.userId, candidate.userId)),
      ),
      candidate.roleId === null
        ? undefined
        : firstRow(
            executor
              .select({ id: roles.id, name: roles.name })
              .from(roles)
              .where(and(eq(roles.organizationId, organizationId), eq(roles.id, candidate.roleId))),
          ),
      candidate.subStageId === null
        ? undefined
        : firstRow(
            executor
              .select({ id: subStages.id, code: subStages.code })
              .from(subStages)
              .where(
                and(eq(subStages.organizationId, organizationId), eq(subStages.id, candidate.subStageId)),
              ),
          ),
      candidate.assigneeUserId === null
        ? undefined
        : firstRow(
            executor
              .select({
                id: users.id,
                firstName: users.firstName,
                lastName: users.lastName,
                email: users.email,
              })
              .from(users)
              .where(eq(users.id, candidate.assigneeUserId)),
          ),
      executor
        .select()
        .from(candidateCodes)
        .where(and(eq(candidateCodes.organizationId, organizationId), eq(candidateCodes.candidateId, id)))
        .orderBy(asc(candidateCodes.id)),
      listCandidateDocuments(executor, organizationId, id),
      listCandidateScores(executor, organizationId, id),
      countCandidateNotes(executor, organizationId, id),
    ]);
  const profileData = profile?.profile ?? {};
  return {
    id,
    organizationId,
    person: toPersonView(person),
    profile: diversityVisible ? profileData : withoutDiversity(profileData),
    diversityVisible,
    application: {
      role: role ?? null,
      roleType: candidate.roleType,
      source: candidate.source,
      step: candidate.step,
      status: candidate.status,
      stage: {
        id: candidate.stageId,
        name: stageNames[candidate.stageId as keyof typeof stageNames] ?? null,
        group: resolveStageGroup(candidate.stageId),
      },
      subStage: subStage ?? null,
      responses: candidate.responses,
      acceptTermAndConditions: candidate.acceptTermAndConditions,
      acceptRare: candidate.acceptRare,
      acceptResearch: candidate.acceptResearch,
      ethnicity: diversityVisible ? candidate.ethnicity : null,
      ethnicityMulti: diversityVisible ? candidate.ethnicityMulti : null,
      ethnicitySpecify: diversityVisible ? candidate.ethnicitySpecify : null,
      candidateScore: candidate.candidateScore,
      totalScore: candidate.totalScore,
      assignee: assignee ?? null,
      matched: candidate.matched,
      adjustment: candidate.adjustment,
      appliedAt: candidate.appliedAt?.toISOString() ?? null,
      lastChangeAt: candidate.lastChangeAt.toISOString(),
    },
    codes: codes.map((code) => ({
      id: code.id,
      type: code.type,
      stage: { id: code.stageId },
      codeStage: code.codeStage,
      resultStage: code.resultStage,
      scheduleId: code.scheduleId,
      updatedAt: code.updatedAt.toISOString(),
    })),
    documents: documentList,
    scores,
    notesCount,
  };
}
