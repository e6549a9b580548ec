import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import {
  candidates,
  interviewInvitations,
  organizations,
  roles,
  subStages,
  users,
} from '../../src/db/schema/index.ts';
import type { TestApp } from './test-app.ts';

export async function organizationOf(t: TestApp, subdomain: string) {
  const [row] = await t.db.select().from(organizations).where(eq(organizations.subdomain, subdomain));
  if (!row) throw new Error(`no organisation ${subdomain}`);
  return row;
}

export async function roleNamed(t: TestApp, subdomain: string, name: string) {
  const organization = await organizationOf(t, subdomain);
  const [row] = await t.db
    .select()
    .from(roles)
    .where(and(eq(roles.organizationId, organization.id), eq(roles.name, name)));
  if (!row) throw new Error(`no role ${name} at ${subdomain}`);
  return row;
}

export async function subStageId(t: TestApp, organizationId: number, stageId: number, code: string) {
  const [row] = await t.db
    .select({ id: subStages.id })
    .from(subStages)
    .where(
      and(
        eq(subStages.organizationId, organizationId),
        eq(subStages.stageId, stageId),
        eq(subStages.code, code),
      ),
    );
  if (!row) throw new Error(`no sub-stage ${code} of stage ${stageId}`);
  return row.id;
}

/** A submitted application of a new person to the role, standing at the stage's pending sub-stage. */
export async function applicantAt(
  t: TestApp,
  role: { id: number; organizationId: number },
  stageId: number,
  person: { firstName?: string; channels?: ('EMAIL' | 'SMS')[]; mobile?: string } = {},
) {
  const email = `applicant.${randomBytes(4).toString('hex')}@example.com`;
  const [user] = await t.db
    .insert(users)
    .values({
      email,
      userType: 'CANDIDATE',
      firstName: person.firstName ?? 'Robin',
      lastName: 'Applicant',
      candidateStatus: 'ACTIVE',
      contactChannels: person.channels ?? ['EMAIL'],
      mobile: person.mobile ?? null,
    })
    .returning();
  if (!user) throw new Error('the applicant was not stored');
  const [candidate] = await t.db
    .insert(candidates)
    .values({
      organizationId: role.organizationId,
      userId: user.id,
      roleId: role.id,
      step: 4,
      status: 'ACTIVE',
      stageId,
      subStageId: await subStageId(t, role.organizationId, stageId, 'pending'),
      appliedAt: new Date(),
    })
    .returning();
  if (!candidate) throw new Error('the application was not stored');
  return { candidate, email };
}

export async function candidateById(t: TestApp, id: number) {
  const [row] = await t.db.select().from(candidates).where(eq(candidates.id, id));
  if (!row) throw new Error(`no candidate ${id}`);
  return row;
}

/** The booking token of the latest interview invitation sent to the address. */
export async function latestInterviewToken(t: TestApp, email: string): Promise<string> {
  await t.app.services.outbox.flush();
  const message = t.messages
    .filter((m) => m.recipient === email && m.template === 'interview-invitation')
    .at(-1);
  const token = /\/interview\/([A-Za-z0-9_-]+)/.exec(message?.body ?? '')?.[1];
  if (!token) throw new Error(`no interview invitation was sent to ${email}`);
  return token;
}

export async function invitationOf(t: TestApp, candidateId: number) {
  const [row] = await t.db
    .select()
    .from(interviewInvitations)
    .where(eq(interviewInvitations.candidateId, candidateId));
  return row;
}

const hour = 3600;

/** A three-hour window starting the given number of whole days from now at 09:00 UTC, in epoch seconds. */
export function windowInDays(days: number, numberOfInterviewers = 1) {
  const now = new Date();
  const nine = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + days, 9) / 1000;
  return { parentStartDateTime: nine, parentEndDateTime: nine + 3 * hour, numberOfInterviewers };
}
