import { stageNames } from '@shortlist/domain/stages';
import { and, asc, eq } from 'drizzle-orm';
import type { CandidateRow } from '../candidates/access.ts';
import type { Executor } from '../db/database.ts';
import { candidateProfiles, documents, roles, users } from '../db/schema/index.ts';
import { toEpochSeconds } from '../shared/epoch.ts';
import { isApplicationBlind, isHiddenByBlindReview } from './blind-documents.ts';
import { blindContextualFlags } from './blind-flags.ts';
import { recordContextualFlags } from './contextual-projection.ts';

/**
 * The application as an outside reviewer reads it (§7 public reviewer link): answers, role, stage, files and
 * contextual flags; never ethnicity, the profile's special-category or social-mobility answers, or consents.
 */
export async function buildReviewerApplication(db: Executor, candidate: CandidateRow) {
  // Blind review holds for outside reviewers too: no names, no file that would show them; flags stay.
  const blind = await isApplicationBlind(db, candidate);
  const [profileRow] = await db
    .select({ profile: candidateProfiles.profile })
    .from(candidateProfiles)
    .where(eq(candidateProfiles.userId, candidate.userId));
  const [person] = await db
    .select({ firstName: users.firstName, lastName: users.lastName, anonymised: users.anonymised })
    .from(users)
    .where(eq(users.id, candidate.userId));
  const [role] = candidate.roleId
    ? await db
        .select({ id: roles.id, name: roles.name, formConfiguration: roles.formConfiguration })
        .from(roles)
        .where(eq(roles.id, candidate.roleId))
    : [];
  const files = await db
    .select({ id: documents.id, kind: documents.kind, fileName: documents.fileName })
    .from(documents)
    .where(
      and(eq(documents.organizationId, candidate.organizationId), eq(documents.candidateId, candidate.id)),
    )
    .orderBy(asc(documents.createdAt));
  const nameHidden = blind || person?.anonymised;
  return {
    id: candidate.id,
    firstName: nameHidden ? '' : (person?.firstName ?? ''),
    lastName: nameHidden ? '' : (person?.lastName ?? ''),
    blind,
    role: role ?? null,
    status: candidate.status,
    stageId: candidate.stageId,
    stageName: stageNames[candidate.stageId as keyof typeof stageNames] ?? null,
    appliedAt: candidate.appliedAt ? toEpochSeconds(candidate.appliedAt) : null,
    responses: candidate.responses,
    contextualFlags: await recordContextualFlags(db, profileRow?.profile ?? {}).then((flags) =>
      blind ? blindContextualFlags(flags) : flags,
    ),
    documents: files.map((file) => {
      const hiddenByBlindReview = isHiddenByBlindReview(file.kind, blind);
      return { ...file, fileName: hiddenByBlindReview ? null : file.fileName, hiddenByBlindReview };
    }),
  };
}
