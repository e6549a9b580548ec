import type { AssessmentType } from '@shortlist/domain/stages';
import { isTextSettingEnabled, listOfferedAssessmentTypes } from '@shortlist/domain/stages';
import { eq } from 'drizzle-orm';
import type { Executor } from '../db/database.ts';
import { organizations } from '../db/schema/index.ts';
import type { OrganizationRow } from '../organizations/lookup.ts';
import { invalidInput, notFound } from '../shared/failures.ts';

export const assessmentMessages = {
  notOffered: 'This assessment is not offered to your organisation.',
  needsSchedule: 'Invite candidates to the candidate scheduler from an interview schedule.',
  notInvited: 'Invite the candidate before recording a result.',
  completed: 'This assessment already has its result.',
} as const;

/** Decision: the screening feature of §6 is the organisation text setting enableScreening. */
export const screeningFeatureSetting = 'enableScreening';

/** The types an organisation may choose now (§6: a third-party test only while its text setting is on). */
export function offeredTo(organization: OrganizationRow): AssessmentType[] {
  const textSettings = organization.defaultConfiguration.text;
  return listOfferedAssessmentTypes({
    textSettings,
    lateralHiring: organization.lateralHiring,
    hasScreeningFeature: isTextSettingEnabled(textSettings, screeningFeatureSetting),
  });
}

export async function organizationOf(executor: Executor, organizationId: number): Promise<OrganizationRow> {
  const [organization] = await executor
    .select()
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  if (!organization) throw notFound('The organisation');
  return organization;
}

/**
 * Refuses, on the type field, a type a list invitation cannot send: the candidate scheduler goes through an
 * interview schedule, and a type the organisation has not switched on is not offered.
 */
export function assertInvitable(organization: OrganizationRow, type: AssessmentType): void {
  if (type === 'SCHEDULER')
    throw invalidInput(assessmentMessages.needsSchedule, [
      { field: 'type', message: assessmentMessages.needsSchedule },
    ]);
  if (!offeredTo(organization).includes(type)) {
    throw invalidInput(assessmentMessages.notOffered, [
      { field: 'type', message: assessmentMessages.notOffered },
    ]);
  }
}
