import { isReservedSubdomainLabel } from '@shortlist/domain/brands';
import type { SubdomainCheck } from '@shortlist/domain/schemas';
import { organizationMessages, subdomainSchema } from '@shortlist/domain/schemas';
import { and, eq, ne } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { organizations } from '../db/schema/index.ts';
import { organizationRuleMessages } from './rules.ts';

/** GET /admin/subdomain: the rules POST and PUT /organization apply, answered before the form is sent. */
export async function checkSubdomainFree(
  db: Database,
  subdomain: string,
  exceptId?: number,
): Promise<SubdomainCheck> {
  const parsed = subdomainSchema.safeParse(subdomain);
  if (!parsed.success) return { available: false, message: organizationMessages.subdomain };
  if (isReservedSubdomainLabel(parsed.data)) {
    return { available: false, message: organizationRuleMessages.subdomainReserved };
  }
  const others = exceptId === undefined ? undefined : ne(organizations.id, exceptId);
  const [taken] = await db
    .select({ id: organizations.id })
    .from(organizations)
    .where(and(eq(organizations.subdomain, parsed.data), others))
    .limit(1);
  return taken
    ? { available: false, message: organizationRuleMessages.subdomainTaken }
    : { available: true, message: null };
}
