import type { z } from 'zod';
import { idParamSchema } from './common.ts';
import { objectSchema, stringField } from './fields.ts';

/**
 * GET /admin/subdomain (issue 17): is this label free as a subdomain for a new organisation, or for
 * organisation `exceptId` being edited? Any text is accepted here; the answer says why it cannot be used.
 * Decision: `label`, not `subdomain`, as the web apps' API client adds the page's own `subdomain` to
 * every request.
 */
export const subdomainCheckQuerySchema = objectSchema({
  label: stringField().max(100),
  exceptId: idParamSchema.optional(),
});

/** The answer: free, or not with the field message the form shows. */
export type SubdomainCheck = { available: boolean; message: string | null };
export type SubdomainCheckQuery = z.output<typeof subdomainCheckQuerySchema>;
