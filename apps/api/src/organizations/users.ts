import type { UserType } from '@shortlist/domain/enums';
import type { OrganizationUserCreate } from '@shortlist/domain/schemas';
import { and, count, eq, inArray, ne, sql } from 'drizzle-orm';
import { accountMessages } from '../accounts/accounts.ts';
import { issueToken } from '../accounts/tokens.ts';
import type { Database, Executor } from '../db/database.ts';
import { isUniqueViolation } from '../db/errors.ts';
import { users } from '../db/schema/index.ts';
import { composeEmail } from '../messaging/composer.ts';
import type { Outbox } from '../messaging/outbox.ts';
import { candidateFields } from '../messaging/templates/merge-data.ts';
import type { Settings } from '../settings.ts';
import { buildAppLink } from '../shared/app-links.ts';
import { recordAudit } from '../shared/audit.ts';
import type { AuthContext } from '../shared/auth-context.ts';
import { conflict, invalidInput, notFound } from '../shared/failures.ts';
import { toUserSummary } from '../shared/views.ts';
import type { OrganizationAccess } from './access.ts';
import { organizationRuleMessages } from './rules.ts';
import { activationOf, recordActivation } from './user-activation.ts';

const managerTypes: UserType[] = ['HIRING_MANAGER', 'HIRING_MANAGER_ADMIN'];

/** POST /organization/{id}/user/{userId}: what a manager-admin may change of a colleague. */
export interface OrganizationUserChange {
  firstName?: string | undefined;
  lastName?: string | undefined;
  userType?: OrganizationUserCreate['userType'] | undefined;
  rareContact?: boolean | undefined;
  /** false deactivates the colleague (no more sign-ins, sessions ended); true lets them back in. */
  active?: boolean | undefined;
}

/** An organisation's own users: the provider's console and a manager-admin adding or changing colleagues. */
export function createOrganizationUserService(
  db: Database,
  outbox: Outbox,
  settings: Settings,
  { findReadable, findManageable }: OrganizationAccess,
) {
  return {
    async listUsers({ user }: AuthContext, id: number) {
      const org = await findReadable(user, id);
      const rows = await db
        .select()
        .from(users)
        .where(eq(users.organizationId, org.id))
        .orderBy(users.lastName, users.firstName, users.id);
      return rows.map(toUserSummary);
    },

    /** Adds a manager without a password; the on-boarding link lets them choose one. */
    async addUser({ user: actor }: AuthContext, id: number, input: OrganizationUserCreate) {
      const org = await findManageable(actor, id);
      const created = await outbox.deliverAfter(() =>
        db.transaction(async (tx) => {
          const [taken] = await tx
            .select({ id: users.id })
            .from(users)
            .where(sql`lower(${users.email}) = ${input.email.toLowerCase()}`)
            .limit(1);
          if (taken) throw emailConflict();
          const [row] = await tx
            .insert(users)
            .values({
              email: input.email,
              userType: input.userType,
              firstName: input.firstName,
              lastName: input.lastName,
              organizationId: org.id,
              passwordHash: null,
            })
            .returning()
            .catch((error: unknown) => {
              throw isUniqueViolation(error) ? emailConflict() : error;
            });
          if (!row) throw new Error('the user insert returned no row');
          const token = await issueToken(tx, {
            purpose: 'on-boarding',
            userId: row.id,
            organizationId: org.id,
          });
          await recordAudit(tx, {
            actorUserId: actor.id,
            organizationId: org.id,
            action: 'organization.user.added',
            targetType: 'user',
            targetId: row.id,
            details: { userType: row.userType },
          });
          const link = buildAppLink(settings, `/on-boarding/${encodeURIComponent(token)}`, org);
          const data = { candidate: candidateFields(row), link };
          await outbox.send(tx, await composeEmail(tx, org.id, 'on-boarding', row.email, data));
          return row;
        }),
      );
      return toUserSummary(created);
    },

    async updateUser(
      { user: actor }: AuthContext,
      id: number,
      userId: number,
      change: OrganizationUserChange,
    ) {
      const org = await findManageable(actor, id);
      const updated = await db.transaction(async (tx) => {
        const [target] = await tx
          .select()
          .from(users)
          .where(
            and(
              eq(users.id, userId),
              eq(users.organizationId, org.id),
              inArray(users.userType, managerTypes),
            ),
          );
        if (!target) throw notFound('The user');
        const demotesSelf =
          target.id === actor.id &&
          target.userType === 'HIRING_MANAGER_ADMIN' &&
          change.userType !== undefined &&
          change.userType !== target.userType;
        if (demotesSelf && (await otherManagerAdmins(tx, org.id, target.id)) === 0) {
          throw conflict(organizationRuleMessages.lastManagerAdmin, [
            { field: 'userType', message: organizationRuleMessages.lastManagerAdmin },
          ]);
        }
        if (change.active === false && target.id === actor.id) {
          throw invalidInput(organizationRuleMessages.deactivateSelf, [
            { field: 'active', message: organizationRuleMessages.deactivateSelf },
          ]);
        }
        const [row] = await tx
          .update(users)
          .set({
            firstName: change.firstName ?? target.firstName,
            lastName: change.lastName ?? target.lastName,
            userType: change.userType ?? target.userType,
            rareContact: change.rareContact ?? target.rareContact,
            ...activationOf(target, change.active),
            updatedAt: new Date(),
          })
          .where(eq(users.id, target.id))
          .returning();
        if (!row) throw notFound('The user');
        const changedFields = (['firstName', 'lastName', 'rareContact'] as const).filter(
          (field) => row[field] !== target[field],
        );
        if (changedFields.length > 0) {
          await recordAudit(tx, {
            actorUserId: actor.id,
            organizationId: org.id,
            action: 'organization.user.updated',
            targetType: 'user',
            targetId: row.id,
            details: { fields: changedFields },
          });
        }
        if ((row.deactivatedAt === null) !== (target.deactivatedAt === null)) {
          await recordActivation(tx, row, actor.id, org.id);
        }
        if (row.userType !== target.userType) {
          await recordAudit(tx, {
            actorUserId: actor.id,
            organizationId: org.id,
            action: 'organization.user.permission-changed',
            targetType: 'user',
            targetId: row.id,
            details: { from: target.userType, to: row.userType },
          });
        }
        return row;
      });
      return toUserSummary(updated);
    },
  };
}

function emailConflict() {
  return conflict(accountMessages.emailTaken, [{ field: 'email', message: accountMessages.emailTaken }]);
}

async function otherManagerAdmins(executor: Executor, organizationId: number, exceptUserId: number) {
  const [row] = await executor
    .select({ total: count() })
    .from(users)
    .where(
      and(
        eq(users.organizationId, organizationId),
        eq(users.userType, 'HIRING_MANAGER_ADMIN'),
        ne(users.id, exceptUserId),
      ),
    );
  return row?.total ?? 0;
}
