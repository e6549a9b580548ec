import { eq } from 'drizzle-orm';
import type { Executor } from '../db/database.ts';
import { organizations } from '../db/schema/index.ts';
import { readSettings } from '../organizations/settings-mapping.ts';

/** What a report needs to know of its organisation: whether it hires laterally, and its smallest group. */
export async function readReportSettings(executor: Executor, organizationId: number) {
  const [row] = await executor
    .select({
      lateralHiring: organizations.lateralHiring,
      configuration: organizations.defaultConfiguration,
    })
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  const settings = readSettings(
    row?.configuration ?? { views: {}, text: {}, textArrays: {}, oauth: {} },
    null,
  );
  return {
    lateralHiring: row?.lateralHiring ?? false,
    minimumGroupSize: settings.reportMinimumGroupSize,
  };
}
