import type {
  AdminReferenceItem,
  AdminReferenceItemsQuery,
  ReferenceItemUpdate,
  StoredReferenceDataType,
} from '@shortlist/domain/schemas';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { isUniqueViolation } from '../db/errors.ts';
import { referenceItems } from '../db/schema/index.ts';
import { recordAudit } from '../shared/audit.ts';
import type { AuthContext } from '../shared/auth-context.ts';
import { toEpochSeconds } from '../shared/epoch.ts';
import { conflict, notFound } from '../shared/failures.ts';
import { assertProviderAdmin } from '../shared/permissions.ts';
import { assertListOwner, referenceItemMessages } from './list-owner.ts';

type ReferenceItemRow = typeof referenceItems.$inferSelect;

const toAdminView = (row: ReferenceItemRow): AdminReferenceItem => ({
  id: row.id,
  type: row.type,
  value: row.value,
  label: row.label,
  attributes: row.attributes,
  organizationId: row.organizationId,
  retiredAt: toEpochSeconds(row.retiredAt),
});

const duplicateValue = () =>
  conflict(referenceItemMessages.duplicateValue, [
    { field: 'value', message: referenceItemMessages.duplicateValue },
  ]);

/** The provider's upkeep of stored pick lists: every item with its retirement, edits and retiring. */
export function createAdminReferenceItemService(db: Database) {
  async function findItem(id: number): Promise<ReferenceItemRow> {
    const [row] = await db.select().from(referenceItems).where(eq(referenceItems.id, id));
    if (!row) throw notFound('The item');
    return row;
  }

  return {
    async list({ user }: AuthContext, type: StoredReferenceDataType, query: AdminReferenceItemsQuery) {
      assertProviderAdmin(user);
      const owner = await assertListOwner(db, type, query.organizationId);
      const rows = await db
        .select()
        .from(referenceItems)
        .where(
          and(
            eq(referenceItems.type, type),
            owner === null ? isNull(referenceItems.organizationId) : eq(referenceItems.organizationId, owner),
            query.includeRetired ? undefined : isNull(referenceItems.retiredAt),
          ),
        )
        .orderBy(asc(referenceItems.sortOrder), asc(referenceItems.label), asc(referenceItems.id));
      return rows.map(toAdminView);
    },

    async update({ user }: AuthContext, id: number, input: ReferenceItemUpdate) {
      assertProviderAdmin(user);
      const before = await findItem(id);
      try {
        return await db.transaction(async (tx) => {
          const [row] = await tx
            .update(referenceItems)
            .set({ value: input.value, label: input.label, attributes: input.attributes })
            .where(eq(referenceItems.id, id))
            .returning();
          if (!row) throw notFound('The item');
          await recordAudit(tx, {
            actorUserId: user.id,
            organizationId: row.organizationId,
            action: 'reference-data.updated',
            targetType: 'reference-item',
            targetId: row.id,
            details: {
              type: row.type,
              before: { value: before.value, label: before.label },
              value: row.value,
            },
          });
          return toAdminView(row);
        });
      } catch (error) {
        // Another item of the same list has this value, whatever its letter case (unique index).
        if (isUniqueViolation(error)) throw duplicateValue();
        throw error;
      }
    },

    /** Retiring keeps the item on the records that chose it; restoring offers it again. */
    async setRetirement({ user }: AuthContext, id: number, retired: boolean) {
      assertProviderAdmin(user);
      await findItem(id);
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(referenceItems)
          .set({ retiredAt: retired ? new Date() : null })
          .where(eq(referenceItems.id, id))
          .returning();
        if (!row) throw notFound('The item');
        await recordAudit(tx, {
          actorUserId: user.id,
          organizationId: row.organizationId,
          action: retired ? 'reference-data.retired' : 'reference-data.restored',
          targetType: 'reference-item',
          targetId: row.id,
          details: { type: row.type, value: row.value },
        });
        return toAdminView(row);
      });
    },
  };
}

export type AdminReferenceItemService = ReturnType<typeof createAdminReferenceItemService>;
