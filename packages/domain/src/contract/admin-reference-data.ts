import type { AdminReferenceItem } from '../schemas/index.ts';
import { defineRoute, jsonReply } from './route.ts';

// The provider's upkeep of the stored pick lists (§3 reference data types), shared or one organisation's.

const tag = 'Admin: reference data';

export const listAdminReferenceItems = defineRoute({
  method: 'GET',
  area: 'authenticated',
  path: '/admin/data/type/{type}',
  summary: 'A stored list with its retired items, shared (no organisationId) or one organisation’s.',
  tag,
  params: 'adminReferenceTypeParamsSchema',
  query: 'adminReferenceItemsQuerySchema',
  reply: jsonReply<AdminReferenceItem[]>(),
});

export const updateReferenceItem = defineRoute({
  method: 'PUT',
  area: 'authenticated',
  path: '/admin/data/items/{id}',
  summary: 'Changes an item’s value, label and attributes.',
  tag,
  params: 'adminReferenceItemParamsSchema',
  body: 'referenceItemUpdateSchema',
  reply: jsonReply<AdminReferenceItem>(),
});

export const setReferenceItemRetirement = defineRoute({
  method: 'PUT',
  area: 'authenticated',
  path: '/admin/data/items/{id}/retirement',
  summary: 'Retires an item (kept on old records, no longer offered) or offers it again.',
  tag,
  params: 'adminReferenceItemParamsSchema',
  body: 'referenceItemRetirementSchema',
  reply: jsonReply<AdminReferenceItem>(),
});
