import { createSecret, hashSecret } from '../accounts/secrets.ts';
import type { Executor } from '../db/database.ts';
import type { organizations } from '../db/schema/index.ts';
import { interviewInvitationLinks } from '../db/schema/index.ts';
import type { Settings } from '../settings.ts';
import { buildAppLink } from '../shared/app-links.ts';
import { interviewPath } from './invitations.ts';

type OrganizationRow = typeof organizations.$inferSelect;

/**
 * A fresh link to an invitation for a message sent without the original at hand (only its hash is kept).
 * Stored in the sender's transaction, so a message that rolls back leaves no working link behind.
 */
export async function issueInvitationLink(
  executor: Executor,
  settings: Pick<Settings, 'publicUrl'>,
  organization: OrganizationRow,
  invitationId: number,
): Promise<string> {
  const token = createSecret();
  await executor.insert(interviewInvitationLinks).values({
    organizationId: organization.id,
    invitationId,
    tokenHash: hashSecret(token),
  });
  return buildAppLink(settings, interviewPath(token), organization);
}
