import { and, eq, inArray, isNull } from 'drizzle-orm';
import { issueToken } from '../accounts/tokens.ts';
import type { Database } from '../db/database.ts';
import { users } from '../db/schema/index.ts';
import { composeEmail } from '../messaging/composer.ts';
import type { Outbox } from '../messaging/outbox.ts';
import { candidateFields } from '../messaging/templates/merge-data.ts';
import type { Settings } from '../settings.ts';
import { buildAppLink } from '../shared/app-links.ts';
import { recordAudit } from '../shared/audit.ts';
import type { AuthContext } from '../shared/auth-context.ts';
import { notFound } from '../shared/failures.ts';
import type { OrganizationAccess } from './access.ts';

/** Support sends a manager the same reset email as "forgot password", without the caller knowing the address. */
export function createUserPasswordResetService(
  db: Database,
  outbox: Outbox,
  settings: Settings,
  { findManageable }: OrganizationAccess,
) {
  return {
    async sendPasswordReset({ user: actor }: AuthContext, id: number, userId: number) {
      const org = await findManageable(actor, id);
      await outbox.deliverAfter(() =>
        db.transaction(async (tx) => {
          const [target] = await tx
            .select()
            .from(users)
            .where(
              and(
                eq(users.id, userId),
                eq(users.organizationId, org.id),
                inArray(users.userType, ['HIRING_MANAGER', 'HIRING_MANAGER_ADMIN']),
                // A deactivated manager could not use the link, so none is sent.
                isNull(users.deactivatedAt),
              ),
            );
          if (!target) throw notFound('The user');
          const token = await issueToken(tx, { purpose: 'password-reset', userId: target.id });
          const link = buildAppLink(settings, `/reset-password/${token}`, org);
          const data = { candidate: candidateFields(target), link };
          await outbox.send(tx, await composeEmail(tx, org.id, 'password-reset', target.email, data));
          await recordAudit(tx, {
            actorUserId: actor.id,
            organizationId: org.id,
            action: 'organization.user.password-reset-sent',
            targetType: 'user',
            targetId: target.id,
          });
        }),
      );
    },
  };
}
