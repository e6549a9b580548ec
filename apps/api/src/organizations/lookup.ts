import { eq, or, sql } from 'drizzle-orm';
import type { Executor } from '../db/database.ts';
import { organizations } from '../db/schema/index.ts';

export type OrganizationRow = typeof organizations.$inferSelect;

/**
 * The organisation a request speaks for: the `subdomain` parameter, else the first label of an
 * organisation host (hartwell.localhost, hartwell.shortlist.test) or a custom client domain.
 */
export async function findOrganizationForRequest(
  executor: Executor,
  { subdomain, hostname }: { subdomain: string | undefined; hostname: string },
): Promise<OrganizationRow | undefined> {
  const explicit = subdomain && subdomain !== 'null' ? subdomain.toLowerCase() : undefined;
  const host = hostname.toLowerCase().split(':')[0] ?? '';
  const firstLabel = host.includes('.') ? host.split('.')[0] : undefined;
  const [row] = await executor
    .select()
    .from(organizations)
    .where(
      explicit
        ? eq(organizations.subdomain, explicit)
        : or(eq(organizations.clientDomain, host), eq(organizations.subdomain, firstLabel ?? sql`null`)),
    )
    .limit(1);
  return row;
}

/** An organisation by numeric id or by subdomain, as the public calls accept either. */
export async function findOrganizationByIdOrSubdomain(
  executor: Executor,
  idOrSubdomain: string,
): Promise<OrganizationRow | undefined> {
  const id = /^\d+$/.test(idOrSubdomain) ? Number(idOrSubdomain) : undefined;
  const [row] = await executor
    .select()
    .from(organizations)
    .where(id ? eq(organizations.id, id) : eq(organizations.subdomain, idOrSubdomain.toLowerCase()))
    .limit(1);
  return row;
}
