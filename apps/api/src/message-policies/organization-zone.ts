import { eq } from 'drizzle-orm';
import type { Executor } from '../db/database.ts';
import { organizations } from '../db/schema/index.ts';
import { organizationTimeZone } from '../scheduling/organization-time-zone.ts';

/** The organisation's time zone (its timezones setting, else UK time), which scheduled messages are read in. */
export async function loadOrganizationZone(executor: Executor, organizationId: number): Promise<string> {
  const [row] = await executor
    .select({ configuration: organizations.defaultConfiguration })
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  return organizationTimeZone(row?.configuration ?? null).zone;
}
