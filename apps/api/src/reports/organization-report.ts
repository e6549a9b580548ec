import type { UserType } from '@shortlist/domain/enums';
import { and, count, countDistinct, eq, gt, inArray } from 'drizzle-orm';
import type { Executor } from '../db/database.ts';
import { authSessions, organizationContacts, users } from '../db/schema/index.ts';
import type { OrganizationRow } from '../organizations/lookup.ts';

/** How far back "recently signed in" looks. */
export const recentSignInDays = 30;

const managerTypes: UserType[] = ['HIRING_MANAGER', 'HIRING_MANAGER_ADMIN'];

/**
 * Figures another part of the product adds to the admin report (the hiring pipeline adds candidate and
 * application counts); each section's figures appear under `sections[name]`.
 */
export interface OrganizationReportSection {
  name: string;
  compute(executor: Executor, organizationId: number): Promise<Record<string, number>>;
}

/** GET /admin/report/{id}: every figure counted by the database, none loaded row by row. */
export async function computeOrganizationReport(
  executor: Executor,
  org: OrganizationRow,
  sections: readonly OrganizationReportSection[],
) {
  const userCounts = await executor
    .select({ userType: users.userType, total: count() })
    .from(users)
    .where(eq(users.organizationId, org.id))
    .groupBy(users.userType);
  const usersByType: Partial<Record<UserType, number>> = Object.fromEntries(
    managerTypes.map((userType) => [userType, 0]),
  );
  for (const row of userCounts) usersByType[row.userType] = row.total;

  const since = new Date(Date.now() - recentSignInDays * 24 * 60 * 60 * 1000);
  const [recent] = await executor
    .select({ total: countDistinct(authSessions.userId) })
    .from(authSessions)
    .innerJoin(users, eq(users.id, authSessions.userId))
    .where(
      and(
        eq(users.organizationId, org.id),
        inArray(users.userType, managerTypes),
        gt(authSessions.createdAt, since),
      ),
    );
  const [contacts] = await executor
    .select({ total: count() })
    .from(organizationContacts)
    .where(eq(organizationContacts.organizationId, org.id));

  const sectionFigures: Record<string, Record<string, number>> = {};
  for (const section of sections) sectionFigures[section.name] = await section.compute(executor, org.id);

  return {
    organization: { id: org.id, name: org.name, subdomain: org.subdomain, status: org.status },
    createdAt: org.createdAt.toISOString(),
    usersByType,
    totalUsers: userCounts.reduce((sum, row) => sum + row.total, 0),
    managersSignedInLast30Days: recent?.total ?? 0,
    contacts: contacts?.total ?? 0,
    sections: sectionFigures,
  };
}
