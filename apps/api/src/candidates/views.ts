import { stageNames } from '@shortlist/domain/stages';
import { and, desc, eq } from 'drizzle-orm';
import type { Executor } from '../db/database.ts';
import { candidateProfiles, documents, organizations, roles, subStages } from '../db/schema/index.ts';
import { isApplicationBlind, isHiddenByBlindReview } from '../review/blind-documents.ts';
import { withheldEthnicity } from '../review/special-category.ts';
import type { UserRow } from '../shared/auth-context.ts';
import { toEpochSeconds } from '../shared/epoch.ts';
import type { CandidateRow } from './access.ts';

type RoleRow = typeof roles.$inferSelect;
type DocumentRow = typeof documents.$inferSelect;

export interface CandidateViewParts {
  candidate: CandidateRow;
  organization: { id: number; name: string; subdomain: string };
  role: RoleRow | undefined;
  documents: readonly DocumentRow[];
  subStage: { id: number; code: string } | undefined;
  /** The person's profile (§3 Candidate profile): shown to the candidate only. */
  profile: Record<string, unknown> | undefined;
  /** Managers also see the stage; the candidate sees only whether it has submitted. */
  forManager: boolean;
  /** A manager's view of a blind application (issue 13): identifying documents go by their kind only. */
  blind?: boolean;
}

export function toApplicationDocumentView(document: DocumentRow, blind = false) {
  return {
    id: document.id,
    kind: document.kind,
    // A CV's file name often carries the person's name: during blind review it goes by its kind.
    fileName: isHiddenByBlindReview(document.kind, blind) ? document.kind : document.fileName,
    contentType: document.contentType,
    sizeBytes: document.sizeBytes,
    uploadedAt: toEpochSeconds(document.createdAt),
  };
}

/** A candidate's application as GET /candidate/{id} answers it (§3 Candidate and Application). */
export function toCandidateView(parts: CandidateViewParts) {
  const { candidate, organization, role } = parts;
  return {
    ...(parts.profile ?? {}),
    id: candidate.id,
    step: candidate.step,
    candidateStatus: candidate.status,
    updatedAt: toEpochSeconds(candidate.updatedAt),
    appliedAt: toEpochSeconds(candidate.appliedAt),
    source: candidate.source,
    organization: { ...organization, candidateId: candidate.id },
    role: role
      ? {
          id: role.id,
          name: role.name,
          roleType: role.roleType,
          deadline: toEpochSeconds(role.deadline),
          formConfiguration: role.formConfiguration,
          doNotSave: role.doNotSave,
        }
      : null,
    roleType: candidate.roleType ?? role?.roleType ?? null,
    responses: candidate.responses,
    acceptTermAndConditions: candidate.acceptTermAndConditions,
    acceptRare: candidate.acceptRare,
    acceptResearch: candidate.acceptResearch,
    // Special category: the candidate reads their own answers; a manager's reply never carries them (issue 13).
    ...(parts.forManager
      ? withheldEthnicity
      : {
          ethnicity: candidate.ethnicity,
          ethnicityMulti: candidate.ethnicityMulti,
          ethnicitySpecify: candidate.ethnicitySpecify,
        }),
    documents: parts.documents.map((document) => toApplicationDocumentView(document, parts.blind)),
    ...(parts.forManager
      ? {
          stage: {
            id: candidate.stageId,
            name: stageNames[candidate.stageId as keyof typeof stageNames] ?? null,
            subStage: parts.subStage ?? null,
          },
          lastChangeAt: toEpochSeconds(candidate.lastChangeAt),
        }
      : {}),
  };
}
export type CandidateView = ReturnType<typeof toCandidateView>;

/** Reads what the view of one candidate needs; `viewer` decides between the candidate's and a manager's view. */
export async function loadCandidateView(
  executor: Executor,
  viewer: UserRow,
  candidate: CandidateRow,
): Promise<CandidateView> {
  const forManager = candidate.userId !== viewer.id;
  const [organization] = await executor
    .select({ id: organizations.id, name: organizations.name, subdomain: organizations.subdomain })
    .from(organizations)
    .where(eq(organizations.id, candidate.organizationId));
  const [role] = candidate.roleId
    ? await executor
        .select()
        .from(roles)
        .where(and(eq(roles.organizationId, candidate.organizationId), eq(roles.id, candidate.roleId)))
    : [];
  const documentRows = await executor
    .select()
    .from(documents)
    .where(
      and(eq(documents.organizationId, candidate.organizationId), eq(documents.candidateId, candidate.id)),
    )
    .orderBy(desc(documents.createdAt), desc(documents.id));
  const [subStage] = candidate.subStageId
    ? await executor
        .select({ id: subStages.id, code: subStages.code })
        .from(subStages)
        .where(eq(subStages.id, candidate.subStageId))
    : [];
  const [profileRow] = forManager
    ? []
    : await executor
        .select({ profile: candidateProfiles.profile })
        .from(candidateProfiles)
        .where(eq(candidateProfiles.userId, candidate.userId));
  if (!organization) throw new Error('candidate without an organisation');
  return toCandidateView({
    candidate,
    organization,
    role,
    documents: documentRows,
    subStage,
    profile: profileRow?.profile,
    forManager,
    blind: forManager && (await isApplicationBlind(executor, candidate)),
  });
}
