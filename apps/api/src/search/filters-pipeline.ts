import type { SearchFilters } from '@shortlist/domain/schemas';
import { stageIds } from '@shortlist/domain/stages';
import type { SQL } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import {
  answerIsAnyOf,
  isAnyId,
  isAnyText,
  lowerAll,
  pushIf,
  referenceValues,
  withinDates,
  withinRange,
} from './sql-parts.ts';

/** The filters that read the application's role (r): only they join it, so other counts stay index-only. */
export const roleFilterKeys = [
  'roleType',
  'roleLevel',
  'department',
  'employmentType',
  'locations',
  'client',
  'openDate',
  'deadlinePassed',
] as const satisfies readonly (keyof SearchFilters)[];

/**
 * Filters on the application itself, its role and its history: candidates columns, the roles join (r),
 * stage history, groups, interview bookings and form answers.
 */
export function pipelineConditions(filters: SearchFilters, organizationId: number): SQL[] {
  const parts: SQL[] = [];
  const ids = (values: readonly number[] | undefined) => (values && values.length > 0 ? values : null);
  const texts = (values: readonly string[] | undefined) => (values && values.length > 0 ? values : null);
  const reference = (type: string, values: readonly number[] | undefined) => {
    const picked = ids(values);
    return picked ? referenceValues(type, picked, organizationId) : null;
  };

  const statuses = texts(filters.statuses);
  if (statuses) parts.push(isAnyText(sql`c.status`, statuses));
  const steps = filters.steps && filters.steps.length > 0 ? filters.steps : null;
  if (steps) parts.push(isAnyId(sql`c.step`, steps));
  const assignees = ids(filters.assignee);
  if (assignees) parts.push(isAnyId(sql`c.assignee_user_id`, assignees));
  const sources = texts(filters.sources);
  if (sources) parts.push(isAnyText(sql`lower(c.source)`, lowerAll(sources)));

  // Reference-data filters compare the role's stored value with the values of the picked items.
  const roleTypes = reference('ROLE_TYPE', filters.roleType);
  if (roleTypes) parts.push(sql`lower(coalesce(c.role_type, r.role_type)) in ${roleTypes}`);
  const roleLevels = reference('ROLE_LEVEL', filters.roleLevel);
  if (roleLevels) parts.push(sql`lower(r.role_level) in ${roleLevels}`);
  const departments = reference('DEPARTMENT', filters.department);
  if (departments) parts.push(sql`lower(r.department) in ${departments}`);
  const employmentTypes = reference('EMPLOYMENT_TYPE', filters.employmentType);
  if (employmentTypes) parts.push(sql`lower(r.employment_type) in ${employmentTypes}`);
  const locations = reference('ORGANIZATION_LOCATION', filters.locations);
  if (locations) parts.push(sql`lower(r.location) in ${locations}`);
  // Decision: an agency role names its client in the role template (template.client, a CLIENTS value).
  const clients = reference('CLIENTS', filters.client);
  if (clients) parts.push(answerIsAnyOf(sql`(r.template -> 'client')`, clients));

  pushIf(parts, withinDates(sql`r.open_date`, filters.openDate));
  if (filters.deadlinePassed === true) parts.push(sql`r.deadline < now()`);
  if (filters.deadlinePassed === false) parts.push(sql`(r.deadline is null or r.deadline >= now())`);
  pushIf(parts, withinRange(sql`c.candidate_score`, filters.assessmentScore));

  const groups = ids(filters.groups);
  if (groups) {
    parts.push(sql`exists (select 1 from candidate_group_members gm where gm.candidate_id = c.id
      and gm.organization_id = c.organization_id and ${isAnyId(sql`gm.group_id`, groups)})`);
  }
  // Decision: a recruiter's candidates are those the recruiter has moved (stage history keeps who).
  const recruiters = ids(filters.recruiter);
  if (recruiters) {
    parts.push(sql`exists (select 1 from stage_history h where h.organization_id = c.organization_id
      and h.candidate_id = c.id and ${isAnyId(sql`h.actor_user_id`, recruiters)})`);
  }
  if (filters.rejectedAtStageId != null) {
    parts.push(sql`exists (select 1 from stage_history h where h.organization_id = c.organization_id
      and h.candidate_id = c.id and h.to_stage_id = ${stageIds.rejected}
      and h.from_stage_id = ${filters.rejectedAtStageId})`);
  }
  const interviewDates = withinDates(sql`slot.start_at`, filters.interviewDate);
  if (interviewDates) {
    parts.push(sql`exists (select 1 from interview_invitations inv
      join schedule_slots slot on slot.id = inv.booked_slot_id
      where inv.organization_id = c.organization_id and inv.candidate_id = c.id and ${interviewDates})`);
  }
  for (const question of filters.customQuestion ?? []) {
    parts.push(sql`exists (select 1 from jsonb_array_elements(c.responses) as answered(entry)
      where answered.entry ->> 'questionId' = ${question.questionId}
      and ${answerIsAnyOf(sql`(answered.entry -> 'response')`, question.values)})`);
  }
  return parts;
}
