import type { z } from 'zod';
import { idParamSchema } from './common.ts';
import { objectSchema, textField } from './fields.ts';

// Decision: a group name is 1 to 80 characters after trimming; the organisation's names are unique
// whatever their case, so two groups never read alike in a list.
export const maxGroupNameLength = 80;

/** POST /groups body: a new candidate group of the caller's organisation. */
export const groupCreateBodySchema = objectSchema({ name: textField(maxGroupNameLength) });
export type GroupCreateBody = z.output<typeof groupCreateBodySchema>;

/** Path of /groups/{id}/...: the group. */
export const groupParamsSchema = objectSchema({ id: idParamSchema });
