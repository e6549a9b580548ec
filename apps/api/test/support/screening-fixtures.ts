import { eq } from 'drizzle-orm';
import { candidateProfiles, candidates, organizations, roles } from '../../src/db/schema/index.ts';
import { applicantAt, organizationOf } from './scheduling-fixtures.ts';
import type { TestApp } from './test-app.ts';

/** A new live role of the organisation, so a screening queue narrowed to it holds only a test's applicants. */
export async function newRole(t: TestApp, subdomain: string, name: string) {
  const organization = await organizationOf(t, subdomain);
  const [role] = await t.db
    .insert(roles)
    .values({ organizationId: organization.id, name, status: 'LIVE', roleType: 'Training contract' })
    .returning();
  if (!role) throw new Error('the role was not stored');
  return role;
}

/** A submitted application at the stage, applied on the given day (the queue's order). */
export async function applicantOn(
  t: TestApp,
  role: { id: number; organizationId: number },
  stageId: number,
  appliedOn: string,
  firstName = 'Robin',
) {
  const { candidate, email } = await applicantAt(t, role, stageId, { firstName });
  await t.db
    .update(candidates)
    .set({ appliedAt: new Date(`${appliedOn}T09:00:00Z`) })
    .where(eq(candidates.id, candidate.id));
  return { id: candidate.id, userId: candidate.userId, email };
}

export async function setContextualFlags(t: TestApp, userId: number, flags: string[]) {
  await t.db
    .insert(candidateProfiles)
    .values({ userId, contextualFlags: flags })
    .onConflictDoUpdate({ target: candidateProfiles.userId, set: { contextualFlags: flags } });
}

/** Changes the organisation's stored settings (text and textArrays of defaultConfiguration). */
export async function configureOrganization(
  t: TestApp,
  organizationId: number,
  change: { text?: Record<string, string>; textArrays?: Record<string, string[]> },
) {
  const [row] = await t.db.select().from(organizations).where(eq(organizations.id, organizationId));
  if (!row) throw new Error(`no organisation ${organizationId}`);
  const configuration = row.defaultConfiguration;
  await t.db
    .update(organizations)
    .set({
      defaultConfiguration: {
        ...configuration,
        text: { ...configuration.text, ...change.text },
        textArrays: { ...configuration.textArrays, ...change.textArrays },
      },
    })
    .where(eq(organizations.id, organizationId));
}
