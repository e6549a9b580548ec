import { stringField } from './fields.ts';

const organizationKeyMessage = 'Use the organisation id or subdomain.';
const maxRowId = 2_147_483_647;

/** An organisation id (a whole number that fits the id column) or a subdomain, as public paths accept either. */
export const organizationKeySchema = stringField()
  .trim()
  .toLowerCase()
  .regex(/^(\d{1,10}|[a-z0-9](?:[a-z0-9-]{0,38}[a-z0-9]))$/, { error: organizationKeyMessage })
  .refine((key) => !/^\d+$/.test(key) || Number(key) <= maxRowId, { error: organizationKeyMessage });
