import type { CandidateProfile } from '@shortlist/domain/schemas';
import { isCandidate } from '@shortlist/domain/users';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { candidateProfiles } from '../db/schema/index.ts';
import { contextualFlagsFor } from '../review/contextual-projection.ts';
import { recordAudit } from '../shared/audit.ts';
import type { AuthContext } from '../shared/auth-context.ts';
import { forbidden } from '../shared/failures.ts';

export const candidateProfileMessages = {
  candidatesOnly: 'Only candidates have a profile.',
} as const;

/** The signed-in candidate's own profile (§3 Candidate profile), shared by all its applications. */
export function createCandidateProfileService(db: Database) {
  return {
    async read({ user }: AuthContext): Promise<Record<string, unknown>> {
      if (!isCandidate(user)) throw forbidden(candidateProfileMessages.candidatesOnly);
      const [row] = await db.select().from(candidateProfiles).where(eq(candidateProfiles.userId, user.id));
      return row?.profile ?? {};
    },

    /** Replaces the profile with the validated one; diversity answers are recorded as given, never inferred. */
    async replace({ user }: AuthContext, profile: CandidateProfile): Promise<Record<string, unknown>> {
      if (!isCandidate(user)) throw forbidden(candidateProfileMessages.candidatesOnly);
      return db.transaction(async (tx) => {
        // The stored flags follow the profile in the same write, so lists and filters never see stale context.
        const contextualFlags = await contextualFlagsFor(tx, profile);
        const [row] = await tx
          .insert(candidateProfiles)
          .values({ userId: user.id, profile, contextualFlags })
          .onConflictDoUpdate({
            target: candidateProfiles.userId,
            set: { profile, contextualFlags, updatedAt: new Date() },
          })
          .returning();
        await recordAudit(tx, {
          actorUserId: user.id,
          action: 'candidate.profile.updated',
          targetType: 'user',
          targetId: user.id,
          details: { sections: Object.keys(profile) },
        });
        return row?.profile ?? profile;
      });
    },
  };
}
