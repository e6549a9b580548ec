import type { ReviewerInvitationResult } from '@shortlist/domain/contract';
import type { ReviewerInvitation } from '@shortlist/domain/schemas';
import { eq } from 'drizzle-orm';
import { assertManagerOf } from '../candidates/access.ts';
import type { Database } from '../db/database.ts';
import { organizations } from '../db/schema/index.ts';
import { composeEmail } from '../messaging/composer.ts';
import type { Outbox } from '../messaging/outbox.ts';
import { formatTime } from '../messaging/templates/merge-data.ts';
import type { OrganizationRow } from '../organizations/lookup.ts';
import { issueOrganizationToken } from '../organizations/public-organizations.ts';
import type { Settings } from '../settings.ts';
import { buildAppLink } from '../shared/app-links.ts';
import { recordAudit } from '../shared/audit.ts';
import type { UserRow } from '../shared/auth-context.ts';
import { notFound } from '../shared/failures.ts';
import { checkReviewerInvitation } from './invitation-checks.ts';

const day = 24 * 60 * 60;

/** The console's /screen page on the organisation's own host, opened with the reviewer's token. */
export function reviewerLink(
  settings: Pick<Settings, 'publicUrl'>,
  organization: Pick<OrganizationRow, 'id' | 'subdomain' | 'clientDomain'>,
  secret: string,
): string {
  const query = new URLSearchParams({
    organization: organization.subdomain || String(organization.id),
    token: secret,
  });
  return buildAppLink(settings, `/screen?${query}`, organization);
}

/** The distinct addresses, in the order given (one link per person, whatever the case they were typed in). */
function distinctEmails(emails: readonly string[]): string[] {
  const seen = new Set<string>();
  return emails.filter((email) => {
    const key = email.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** POST /organization/{orgId}/reviewers: one reviewer link per email, sent by email, audited without the tokens. */
export function createReviewerInvitationService(db: Database, outbox: Outbox, settings: Settings) {
  return {
    async invite(
      user: UserRow,
      organizationId: number,
      input: ReviewerInvitation,
    ): Promise<ReviewerInvitationResult> {
      assertManagerOf(user, organizationId);
      const [organization] = await db
        .select()
        .from(organizations)
        .where(eq(organizations.id, organizationId));
      if (!organization) throw notFound('The organisation');
      await checkReviewerInvitation(db, organization, input);
      const emails = distinctEmails(input.emails);
      const candidateIds = [...new Set(input.candidateIds)];
      const expiresAt = new Date(Date.now() + input.expiresInDays * day * 1000);
      await outbox.deliverAfter(() =>
        db.transaction(async (tx) => {
          for (const email of emails) {
            const secret = await issueOrganizationToken(tx, {
              organizationId,
              kind: 'reviewer',
              payload: { candidateIds, reviewerName: email, reviewerEmail: email },
              lifetimeSeconds: input.expiresInDays * day,
            });
            const message = await composeEmail(tx, organizationId, 'reviewer-invitation', email, {
              organization: { name: organization.name },
              link: reviewerLink(settings, organization, secret),
              deadline: formatTime(expiresAt),
              ...(input.message ? { message: input.message } : {}),
            });
            await outbox.send(tx, message);
          }
          await recordAudit(tx, {
            actorUserId: user.id,
            organizationId,
            action: 'candidate.review.invite',
            targetType: 'organization',
            targetId: organizationId,
            details: {
              count: emails.length,
              candidateCount: candidateIds.length,
              domains: [
                ...new Set(emails.map((email) => email.slice(email.lastIndexOf('@') + 1).toLowerCase())),
              ],
              expiresInDays: input.expiresInDays,
            },
          });
        }),
      );
      return { sent: emails.map((email) => ({ email, expiresAt: expiresAt.toISOString() })) };
    },
  };
}
