import type { z } from 'zod';
import { idParamSchema } from './common.ts';
import { objectSchema, textField } from './fields.ts';
import { searchFilterSchema } from './search.ts';

// Decision: a group name is 1 to 80 characters after trimming; the organisation's names are unique
// whatever their case, so two groups never read alike in a list.
export const maxGroupNameLength = 80;

/**
 * POST /groups body: a new candidate group of the caller's organisation. With a filter (the §3 filter object
 * of a list, without ids) it is a smart group: its members are the candidates the filter finds, brought up
 * to date by POST /groups/{id}/refresh.
 */
export const groupCreateBodySchema = objectSchema({
  name: textField(maxGroupNameLength),
  filter: searchFilterSchema.nullish(),
});
export type GroupCreateBody = z.output<typeof groupCreateBodySchema>;

/** Path of /groups/{id}/...: the group. */
export const groupParamsSchema = objectSchema({ id: idParamSchema });

/** PUT /groups/{id} body: the group's new name. */
export const groupRenameBodySchema = objectSchema({ name: textField(maxGroupNameLength) });
