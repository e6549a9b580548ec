import type { FieldError, ReviewerInvitation } from '@shortlist/domain/schemas';
import { findInvalidReviewEmails } from '@shortlist/domain/validation';
import { and, eq, isNull } from 'drizzle-orm';
import { isAnyOf } from '../db/any-of.ts';
import type { Executor } from '../db/database.ts';
import { candidates } from '../db/schema/index.ts';
import type { OrganizationRow } from '../organizations/lookup.ts';
import { invalidInput } from '../shared/failures.ts';

export const reviewerInvitationMessages = {
  invalid: 'Check the highlighted reviewers and candidates: nothing was sent.',
  emailOutsideDomains: (domains: string) => `Reviewers must use an email address at ${domains}.`,
  notAnApplication: 'This candidate is not an application of your organisation.',
  noDomains: 'Set your organisation’s review email domains in Settings before inviting outside reviewers.',
} as const;

/**
 * Refuses the invitation, field by field, before anything is stored or sent: an email whose domain is
 * outside the organisation's review domains (§5) and a candidate that is not a live application of the
 * organisation. Decision: without review domains nobody may be invited, as the issue requires a domain match.
 */
export async function checkReviewerInvitation(
  executor: Executor,
  organization: Pick<OrganizationRow, 'id' | 'defaultConfiguration'>,
  input: Pick<ReviewerInvitation, 'emails' | 'candidateIds'>,
): Promise<void> {
  const allowedDomainsConfig = organization.defaultConfiguration.text?.reviewEmailDomains ?? null;
  if (!allowedDomainsConfig?.trim()) {
    const message = reviewerInvitationMessages.noDomains;
    throw invalidInput(message, [{ field: 'emails', message }]);
  }
  const refusedEmails = new Set(findInvalidReviewEmails(input.emails, { allowedDomainsConfig }));
  const domains = (allowedDomainsConfig ?? '')
    .split(',')
    .map((domain) => domain.trim())
    .filter(Boolean)
    .join(', ');
  const live = await executor
    .select({ id: candidates.id })
    .from(candidates)
    .where(
      and(
        eq(candidates.organizationId, organization.id),
        isAnyOf(candidates.id, input.candidateIds),
        isNull(candidates.deletedAt),
      ),
    );
  const liveIds = new Set(live.map((row) => row.id));
  const errors: FieldError[] = [
    ...input.emails.flatMap((email, index) =>
      refusedEmails.has(email)
        ? [{ field: `emails.${index}`, message: reviewerInvitationMessages.emailOutsideDomains(domains) }]
        : [],
    ),
    ...input.candidateIds.flatMap((id, index) =>
      liveIds.has(id)
        ? []
        : [{ field: `candidateIds.${index}`, message: reviewerInvitationMessages.notAnApplication }],
    ),
  ];
  if (errors.length > 0) throw invalidInput(reviewerInvitationMessages.invalid, errors);
}
