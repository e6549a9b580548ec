import type { SignatureReturnBody } from '@shortlist/domain/schemas';
import { signedReturnStatuses } from '@shortlist/domain/schemas';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { candidates } from '../db/schema/index.ts';
import { recordAudit } from '../shared/audit.ts';
import type { AuthContext } from '../shared/auth-context.ts';
import { findCandidateForOwner } from './access.ts';
import { lockCandidate } from './applications.ts';

// The response a completed e-signature leaves on the application, where managers' lists can show it.
export const signatureQuestionId = 'docusign';

/** POST /candidate/{id}/docusign/: the candidate is back from the e-signature provider (/docusignapproved). */
export function createCandidateSignatureService(db: Database) {
  return {
    /**
     * Records the return in the audit log; a signed document also stores the 'docusign' response. Decision:
     * the owner only, and answers locked by submission do not block it, as signing comes after an offer.
     */
    async recordReturn({ user }: AuthContext, candidateId: number, body: SignatureReturnBody) {
      const found = await findCandidateForOwner(db, user, candidateId);
      const signed = (signedReturnStatuses as readonly string[]).includes(body.status);
      await db.transaction(async (tx) => {
        const candidate = await lockCandidate(tx, found);
        if (signed) {
          const responses = [
            ...candidate.responses.filter((entry) => entry.questionId !== signatureQuestionId),
            { questionId: signatureQuestionId, response: 'completed' },
          ];
          const now = new Date();
          await tx
            .update(candidates)
            .set({ responses, lastChangeAt: now, updatedAt: now })
            .where(eq(candidates.id, candidate.id));
        }
        await recordAudit(tx, {
          actorUserId: user.id,
          organizationId: candidate.organizationId,
          action: signed ? 'candidate.signature.completed' : 'candidate.signature.returned',
          targetType: 'candidate',
          targetId: candidate.id,
          details: { status: body.status, envelopeId: body.envelopeId ?? null },
        });
      });
      return { candidateId: found.id, status: body.status, signed };
    },
  };
}
