import { stageIds } from '@shortlist/domain/stages';
import { and, asc, eq } from 'drizzle-orm';
import { competencies, outbox, roles, users } from '../../src/db/schema/index.ts';
import { createApplications, organizationIdOf, subStageIdOf } from '../support/pipeline-fixtures.ts';
import type { SignedIn, TestApp } from '../support/test-app.ts';
import { signIn } from '../support/test-app.ts';
import { hashTestPassword } from '../support/test-passwords.ts';

// Issue 33: a Hartwell role with candidates at interview, its competencies, and three interviewers: the seeded
// standard manager and manager admin, and a second standard manager made here.

export interface ScorecardWorld {
  hartwell: number;
  roleId: number;
  competencyIds: number[];
  first: SignedIn;
  second: SignedIn;
  secondUserId: number;
  admin: SignedIn;
  northwind: SignedIn;
  /** Fresh candidates at the interview stage, a new label per call. */
  candidatesAtInterview: (count: number) => Promise<number[]>;
}

export const interview = stageIds.atInterview;

export async function startScorecardWorld(t: TestApp, label: string): Promise<ScorecardWorld> {
  const hartwell = await organizationIdOf(t.db, 'hartwell');
  const [role] = await t.db
    .insert(roles)
    .values({ organizationId: hartwell, name: `Scorecards ${label}`, roleType: 'Training contract' })
    .returning({ id: roles.id });
  const roleId = role?.id ?? 0;
  const email = `second.interviewer.${label}@hartwell.test`;
  const [second] = await t.db
    .insert(users)
    .values({
      email,
      userType: 'HIRING_MANAGER',
      firstName: 'Sam',
      lastName: 'Second',
      organizationId: hartwell,
      passwordHash: await hashTestPassword(),
      emailVerifiedAt: new Date(),
    })
    .returning({ id: users.id });
  const framework = await t.db
    .select({ id: competencies.id })
    .from(competencies)
    .where(eq(competencies.organizationId, hartwell))
    .orderBy(asc(competencies.position));
  const subStageId = await subStageIdOf(t.db, hartwell, interview, 'pending');
  let made = 0;
  return {
    hartwell,
    roleId,
    competencyIds: framework.map((row) => row.id),
    first: await signIn(t.app, 'hm@hartwell.test'),
    second: await signIn(t.app, email),
    secondUserId: second?.id ?? 0,
    admin: await signIn(t.app, 'hm.admin@hartwell.test'),
    northwind: await signIn(t.app, 'hm@northwind.test'),
    candidatesAtInterview: (count) => {
      made += 1;
      return createApplications(t.db, {
        organizationId: hartwell,
        roleId,
        stageId: interview,
        subStageId,
        count,
        label: `${label}${made}`,
      });
    },
  };
}

/** The emails stored for a recipient, oldest first. */
export async function emailsTo(t: TestApp, recipient: string) {
  return t.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.recipient, recipient), eq(outbox.channel, 'EMAIL')))
    .orderBy(asc(outbox.id));
}
