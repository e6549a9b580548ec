import type { z } from 'zod';
import { sortDirections } from '../enums/enumerations.ts';
import { pageQuerySchema } from './common.ts';
import { enumField, objectSchema } from './fields.ts';

// The lists whose sorting a user keeps (§2): live roles, settings roles, settings templates, settings
// communication templates, groups and events.
export const sortPreferenceListKeys = [
  'live-roles',
  'settings-roles',
  'settings-templates',
  'settings-communication-templates',
  'groups',
  'events',
] as const;
export type SortPreferenceListKey = (typeof sortPreferenceListKeys)[number];

/** Path of PUT /user/sorting/{listKey}. */
export const sortPreferenceParamsSchema = objectSchema({
  listKey: enumField(sortPreferenceListKeys),
});

/** Body of PUT /user/sorting/{listKey}: a field name (never an expression) and a direction, both required. */
export const sortPreferenceSchema = objectSchema({
  sortBy: pageQuerySchema.shape.sortBy.unwrap(),
  orderBy: enumField(sortDirections),
});
export type SortPreference = z.output<typeof sortPreferenceSchema>;
