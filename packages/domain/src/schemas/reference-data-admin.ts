import type { z } from 'zod';
import { idParamSchema, idSchema } from './common.ts';
import { booleanField, enumField, fromQuery, objectSchema, queryBooleanField } from './fields.ts';
import type { ReferenceItem } from './reference-data.ts';
import { referenceItemCreateSchema, storedReferenceDataTypes } from './reference-data.ts';

/** One stored pick-list item as the admin console sees it: whose list it is and whether it is retired. */
export type AdminReferenceItem = ReferenceItem & {
  type: string;
  organizationId: number | null;
  /** Epoch seconds; a retired item stays on old records but is no longer offered. */
  retiredAt: number | null;
};

/**
 * GET /admin/data/type/{type}?organizationId&includeRetired. Decision: without organizationId the shared
 * list ("All organisations"); retired items are listed unless includeRetired is false.
 */
export const adminReferenceItemsQuerySchema = objectSchema({
  organizationId: fromQuery(idSchema.optional()),
  includeRetired: queryBooleanField().default(true),
});
export type AdminReferenceItemsQuery = z.output<typeof adminReferenceItemsQuerySchema>;

/** Path of GET /admin/data/type/{type}. */
export const adminReferenceTypeParamsSchema = objectSchema({ type: enumField(storedReferenceDataTypes) });

/** Path of the calls on one item: /admin/data/items/{id}. */
export const adminReferenceItemParamsSchema = objectSchema({ id: idParamSchema });

/** Body of PUT /admin/data/items/{id}: the item's value, label and attributes (its list never changes). */
export const referenceItemUpdateSchema = referenceItemCreateSchema.pick({
  value: true,
  label: true,
  attributes: true,
});
export type ReferenceItemUpdate = z.output<typeof referenceItemUpdateSchema>;

/** Body of PUT /admin/data/items/{id}/retirement: retire an item, or offer it again. */
export const referenceItemRetirementSchema = objectSchema({ retired: booleanField() });
