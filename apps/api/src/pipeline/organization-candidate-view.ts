import { resolveStageGroup, stageNames } from '@shortlist/domain/stages';
import type { CandidateRow } from '../candidates/access.ts';
import { listCandidateDocuments } from '../candidates/documents.ts';
import type { Executor } from '../db/database.ts';
import { blindContextualFlags } from '../review/blind-flags.ts';
import { isBlind } from '../review/blind-review.ts';
import { recordContextualFlags } from '../review/contextual-projection.ts';
import { blindReviewOf, managerProfileOf, withBlindPerson } from '../review/record-privacy.ts';
import { reviewSettingsOf } from '../review/review-settings.ts';
import { withheldEthnicity } from '../review/special-category.ts';
import type { UserRow } from '../shared/auth-context.ts';
import { contactEmailOf } from '../shared/contact-email.ts';
import { countCandidateNotes } from './notes.ts';
import { listCandidateEvents } from './organization-candidate-events.ts';
import { loadCandidateRelated } from './organization-candidate-related.ts';
import { listCandidateScores } from './scores.ts';

/** What the person behind an application is called and reached at; nothing once anonymised. */
function toPersonView(person: UserRow | undefined) {
  if (!person) return null;
  const hidden = person.anonymised;
  return {
    userId: person.id,
    firstName: hidden ? null : person.firstName,
    lastName: hidden ? null : person.lastName,
    preferredName: hidden ? null : person.preferredName,
    email: hidden ? person.anonymousEmail : contactEmailOf(person),
    mobile: hidden ? null : person.mobile,
    emailVerified: person.emailVerifiedAt !== null,
    anonymised: person.anonymised,
    externalCandidateId: person.externalCandidateId,
    contactChannels: person.contactChannels,
  };
}

const fullName = (manager: { firstName: string | null; lastName: string | null } | undefined) =>
  manager ? [manager.firstName, manager.lastName].filter(Boolean).join(' ') || null : null;

/**
 * A manager's full view of one application (§7 GET /organization/{orgId}/candidate/{id}): the person, the
 * profile, the application with its stage, codes, documents, scores, notes count, form and events.
 * Issue 13: special-category answers never (diversityVisible is always false, manager admins included);
 * social-mobility answers only where the organisation shows them, the contextual flags always (computed
 * from the whole profile); at a blind stage the person's identity, school names and identifying documents
 * are withheld until a manager admin reveals the application.
 * Decision: `status` is the status code (ACTIVE, PENDING, NOT_VERIFIED, ...); the client words it.
 */
export async function buildOrganizationCandidateView(
  executor: Executor,
  viewer: UserRow,
  candidate: CandidateRow,
) {
  const { organizationId, id } = candidate;
  const [settings, related, scores, notesCount, events] = await Promise.all([
    reviewSettingsOf(executor, organizationId),
    loadCandidateRelated(executor, candidate),
    listCandidateScores(executor, organizationId, id),
    countCandidateNotes(executor, organizationId, id),
    listCandidateEvents(executor, organizationId, candidate.userId),
  ]);
  const blind = isBlind(candidate, settings.blindStageIds);
  const [documents, contextualFlags] = await Promise.all([
    listCandidateDocuments(executor, organizationId, id, blind),
    recordContextualFlags(executor, related.profile),
  ]);
  const { role, subStage, assignee } = related;
  return {
    id,
    organizationId,
    person: withBlindPerson(toPersonView(related.person), blind),
    profile: managerProfileOf(related.profile, {
      blind,
      showSocialMobilityAnswers: settings.showSocialMobilityAnswers,
    }),
    diversityVisible: false,
    application: {
      role: role ? { id: role.id, name: role.name } : null,
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
      ...withheldEthnicity,
      candidateScore: candidate.candidateScore,
      totalScore: candidate.totalScore,
      assignee: assignee ?? null,
      matched: candidate.matched,
      adjustment: candidate.adjustment,
      appliedAt: candidate.appliedAt?.toISOString() ?? null,
      lastChangeAt: candidate.lastChangeAt.toISOString(),
    },
    codes: related.codes.map((code) => ({
      id: code.id,
      type: code.type,
      stage: { id: code.stageId },
      codeStage: code.codeStage,
      resultStage: code.resultStage,
      score: typeof code.result?.score === 'number' ? code.result.score : null,
      scheduleId: code.scheduleId,
      createdAt: code.createdAt.toISOString(),
      updatedAt: code.updatedAt.toISOString(),
    })),
    documents,
    scores,
    notesCount,
    contextualFlags: blind ? blindContextualFlags(contextualFlags) : contextualFlags,
    socialMobilityVisible: settings.showSocialMobilityAnswers,
    blindReview: blindReviewOf(viewer, blind, {
      at: candidate.revealedAt,
      byName: fullName(related.revealer),
    }),
    form: role?.formConfiguration ?? null,
    events,
  };
}
