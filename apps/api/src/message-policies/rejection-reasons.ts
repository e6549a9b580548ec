import { randomUUID } from 'node:crypto';
import type { RejectionReason } from '@shortlist/domain/contract';
import type { RejectionReasonUpdate } from '@shortlist/domain/schemas';
import { messagePolicyMessages } from '@shortlist/domain/schemas';
import { defaultRejectionReasons, ownRejectionReasonPrefix } from '@shortlist/domain/stages';
import { and, asc, eq } from 'drizzle-orm';
import type { Database, Executor } from '../db/database.ts';
import { rejectionReasons } from '../db/schema/index.ts';
import { recordAudit } from '../shared/audit.ts';
import type { UserRow } from '../shared/auth-context.ts';
import { invalidInput, notFound } from '../shared/failures.ts';
import { assertPolicyAdmin, assertPolicyReader } from './access.ts';

type ReasonRow = typeof rejectionReasons.$inferSelect;

/**
 * The organisation's reasons: the domain's defaults (renamed or retired by its own rows) in their order,
 * then its own in the order they were added.
 */
export async function loadRejectionReasons(
  executor: Executor,
  organizationId: number,
): Promise<RejectionReason[]> {
  const rows = await executor
    .select()
    .from(rejectionReasons)
    .where(eq(rejectionReasons.organizationId, organizationId))
    .orderBy(asc(rejectionReasons.id));
  const byId = new Map(rows.map((row) => [row.reasonId, row]));
  const defaults = defaultRejectionReasons.map((reason) => {
    const own = byId.get(reason.id);
    return {
      id: reason.id,
      name: own?.name ?? reason.name,
      isDefault: true,
      retired: own?.retiredAt != null,
    };
  });
  const owned = rows
    .filter((row) => row.reasonId.startsWith(ownRejectionReasonPrefix))
    .map((row) => ({
      id: row.reasonId,
      name: row.name ?? '',
      isDefault: false,
      retired: row.retiredAt !== null,
    }));
  return [...defaults, ...owned];
}

/** A rejection's reason must be one of the organisation's, not retired: else 400 on rejectionReasonId. */
export async function assertRejectionReason(
  executor: Executor,
  organizationId: number,
  reasonId: string | null | undefined,
): Promise<string> {
  if (!reasonId) {
    const message = messagePolicyMessages.reasonRequired;
    throw invalidInput(message, [{ field: 'rejectionReasonId', message }]);
  }
  const reasons = await loadRejectionReasons(executor, organizationId);
  if (!reasons.some((reason) => reason.id === reasonId && !reason.retired)) {
    const message = messagePolicyMessages.unknownReason;
    throw invalidInput(message, [{ field: 'rejectionReasonId', message }]);
  }
  return reasonId;
}

const isDefaultId = (reasonId: string) => defaultRejectionReasons.some((reason) => reason.id === reasonId);

/** /organization/{orgId}/rejection-reasons: read by any manager, changed by manager admins (audited). */
export function createRejectionReasonService(db: Database) {
  return {
    async list(user: UserRow, organizationId: number): Promise<RejectionReason[]> {
      assertPolicyReader(user, organizationId);
      return loadRejectionReasons(db, organizationId);
    },

    async add(user: UserRow, organizationId: number, name: string): Promise<RejectionReason> {
      assertPolicyAdmin(user, organizationId);
      return db.transaction(async (tx) => {
        const [inserted] = await tx
          .insert(rejectionReasons)
          .values({ organizationId, reasonId: `pending-${randomUUID()}`, name, updatedByUserId: user.id })
          .returning();
        if (!inserted) throw new Error('the rejection reason was not stored');
        // The id follows the row's serial, so it reads as the organisation's own and is never reused.
        const reasonId = `${ownRejectionReasonPrefix}${inserted.id}`;
        await tx.update(rejectionReasons).set({ reasonId }).where(eq(rejectionReasons.id, inserted.id));
        await recordAudit(tx, {
          actorUserId: user.id,
          organizationId,
          action: 'rejection-reason.added',
          targetType: 'rejection-reason',
          targetId: reasonId,
          details: { name },
        });
        return { id: reasonId, name, isDefault: false, retired: false };
      });
    },

    /** Renames or retires (or brings back) a default or an own reason. */
    async update(
      user: UserRow,
      organizationId: number,
      reasonId: string,
      change: RejectionReasonUpdate,
    ): Promise<RejectionReason> {
      assertPolicyAdmin(user, organizationId);
      return db.transaction(async (tx) => {
        const [own] = await tx
          .select()
          .from(rejectionReasons)
          .where(
            and(eq(rejectionReasons.organizationId, organizationId), eq(rejectionReasons.reasonId, reasonId)),
          )
          .for('update');
        if (!own && !isDefaultId(reasonId)) throw notFound('The rejection reason');
        const values: Partial<ReasonRow> = {
          ...(change.name === undefined ? {} : { name: change.name }),
          ...(change.retired === undefined
            ? {}
            : { retiredAt: change.retired ? (own?.retiredAt ?? new Date()) : null }),
          updatedByUserId: user.id,
          updatedAt: new Date(),
        };
        if (own) {
          await tx.update(rejectionReasons).set(values).where(eq(rejectionReasons.id, own.id));
        } else {
          await tx.insert(rejectionReasons).values({ organizationId, reasonId, ...values });
        }
        await recordAudit(tx, {
          actorUserId: user.id,
          organizationId,
          action: 'rejection-reason.changed',
          targetType: 'rejection-reason',
          targetId: reasonId,
          details: { ...change },
        });
        const reason = (await loadRejectionReasons(tx, organizationId)).find((each) => each.id === reasonId);
        if (!reason) throw notFound('The rejection reason');
        return reason;
      });
    },
  };
}

export type RejectionReasonService = ReturnType<typeof createRejectionReasonService>;
