import { normalizeHostname, resolveBrand, resolveOrganizationSubdomain } from '@shortlist/domain/brands';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../db/database.ts';
import { organizations } from '../db/schema/index.ts';
import type { OrganizationRow } from '../organizations/lookup.ts';
import type { Settings } from '../settings.ts';

/**
 * The active organisation whose careers site a host is: its subdomain under the brand's root
 * (`hartwell.localhost`, `hartwell.shortlist.test`), else its custom client domain. Null on the provider's
 * own hosts (`localhost`, `shortlist.test`, `apply.shortlist.test`) and for a closed organisation.
 */
export async function findOrganizationOfHost(
  executor: Executor,
  host: string,
  settings: Pick<Settings, 'brand'>,
): Promise<OrganizationRow | null> {
  const hostname = normalizeHostname(host);
  if (hostname === '') return null;
  const subdomain = resolveOrganizationSubdomain(hostname, resolveBrand(hostname, settings.brand).brandId);
  const [row] = await executor
    .select()
    .from(organizations)
    .where(
      and(
        subdomain === null
          ? eq(organizations.clientDomain, hostname)
          : eq(organizations.subdomain, subdomain),
        eq(organizations.status, 'ACTIVE'),
      ),
    )
    .limit(1);
  return row ?? null;
}
