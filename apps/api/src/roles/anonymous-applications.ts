import type { AnonymousApplication } from '@shortlist/domain/schemas';
import { isCandidate } from '@shortlist/domain/users';
import { eq, sql } from 'drizzle-orm';
import { emailProof } from '../accounts/sign-in-proofs.ts';
import { issueToken } from '../accounts/tokens.ts';
import { candidateApplicationMessages, isRoleOpen } from '../candidates/applications.ts';
import type { Database, Executor } from '../db/database.ts';
import { users } from '../db/schema/index.ts';
import { composeEmail } from '../messaging/composer.ts';
import { mayReceiveAnother } from '../messaging/message-throttle.ts';
import type { Outbox } from '../messaging/outbox.ts';
import { verifiedCandidateFields } from '../messaging/templates/merge-data.ts';
import type { OrganizationRow } from '../organizations/lookup.ts';
import type { Settings } from '../settings.ts';
import { buildAppLink } from '../shared/app-links.ts';
import { recordAudit } from '../shared/audit.ts';
import type { UserRow } from '../shared/auth-context.ts';
import { conflict } from '../shared/failures.ts';
import { findPublicRole } from './public-roles.ts';
import type { RoleRow } from './views.ts';

/**
 * POST /api/public/apply/{orgId}/{roleId} (§7; §2 /applya): an application started with an email address
 * alone. Decisions: the address gets a one-use sign-in link that lands on /apply/{roleId}, where the signed-in
 * flow starts or resumes the draft (POST /candidate/applyc), so no draft exists until the address's owner
 * opens it and nobody can put applicants in a pipeline with someone else's address. A new address becomes an
 * ANONYMOUS_CANDIDATE account without a password (a password can be set later through /forgot). A manager's
 * address gets nothing. The caller learns none of this: every accepted request answers the same 204.
 */
export function createAnonymousApplicationService(
  db: Database,
  outbox: Outbox,
  settings: Pick<Settings, 'publicUrl'>,
) {
  async function findUser(executor: Executor, email: string): Promise<UserRow | undefined> {
    const [user] = await executor
      .select()
      .from(users)
      .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
      .limit(1);
    return user;
  }

  /** The address's account, made now for a new address; two requests racing for it share one account. */
  async function findOrCreateAccount(
    tx: Executor,
    input: AnonymousApplication,
    role: RoleRow,
  ): Promise<UserRow | undefined> {
    const existing = await findUser(tx, input.email);
    if (existing) return existing;
    const [created] = await tx
      .insert(users)
      .values({
        userType: 'ANONYMOUS_CANDIDATE',
        email: input.email,
        // Decision: the names a stranger typed for this address are not kept; its owner gives theirs on applying.
        firstName: '',
        lastName: '',
        candidateStatus: 'NOT_VERIFIED',
      })
      .onConflictDoNothing()
      .returning();
    if (!created) return findUser(tx, input.email);
    await recordAudit(tx, {
      actorUserId: created.id,
      organizationId: role.organizationId,
      action: 'user.signed-up',
      targetType: 'user',
      targetId: created.id,
      details: { anonymousApplication: { roleId: role.id } },
    });
    return created;
  }

  async function sendContinueLink(tx: Executor, user: UserRow, role: RoleRow, organization: OrganizationRow) {
    // The magic sign-in link's hourly limit: this is one too, landing on the application.
    if (!(await mayReceiveAnother(tx, user.email, 'magic-sign-in'))) return;
    const token = await issueToken(tx, { purpose: 'user', userId: user.id, payload: emailProof });
    const landing = encodeURIComponent(`/apply/${role.id}`);
    const link = buildAppLink(settings, `/magic-password?token=${token}&url=${landing}`, organization);
    const data = { candidate: verifiedCandidateFields(user), role: { name: role.name }, link };
    await outbox.send(tx, await composeEmail(tx, organization.id, 'magic-sign-in', user.email, data));
  }

  return {
    async start(idOrSubdomain: string, roleId: number, input: AnonymousApplication): Promise<void> {
      const { role, organization } = await findPublicRole(db, idOrSubdomain, roleId);
      if (!isRoleOpen(role, new Date())) throw conflict(candidateApplicationMessages.roleNotOpen);
      await outbox.deliverAfter(() =>
        db.transaction(async (tx) => {
          const user = await findOrCreateAccount(tx, input, role);
          if (!user || user.anonymised || !isCandidate(user)) return;
          await sendContinueLink(tx, user, role, organization);
        }),
      );
    },
  };
}
