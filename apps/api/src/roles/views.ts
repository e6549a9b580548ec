import type { ManagedRole, RoleSalary } from '@shortlist/domain/schemas';
import { isRoleOpen } from '../candidates/applications.ts';
import type { roles } from '../db/schema/index.ts';
import type { OrganizationRow } from '../organizations/lookup.ts';
import { toEpochSeconds } from '../shared/epoch.ts';
import type { RoleReferenceLabels } from './reference-values.ts';
import { roleAttributeLabels } from './reference-values.ts';

export type RoleRow = typeof roles.$inferSelect;

export interface ApplicantCounts {
  applicants: number;
  submitted: number;
}

/** The role's stated salary, or null when it states none. */
export function salaryOf(role: RoleRow): RoleSalary | null {
  if (role.salaryMin === null || role.salaryCurrency === null || role.salaryPeriod === null) return null;
  return {
    min: role.salaryMin,
    max: role.salaryMax,
    currency: role.salaryCurrency,
    period: role.salaryPeriod,
  };
}

function roleAttributes(role: RoleRow, labels: RoleReferenceLabels) {
  return {
    id: role.id,
    name: role.name,
    description: role.description,
    productType: role.productType,
    roleType: role.roleType,
    roleLevel: role.roleLevel,
    department: role.department,
    location: role.location,
    employmentType: role.employmentType,
    workArrangement: role.workArrangement,
    salary: salaryOf(role),
    labels: roleAttributeLabels(labels, role),
    openDate: toEpochSeconds(role.openDate),
    deadline: toEpochSeconds(role.deadline),
  };
}

/** A role as the careers site lists it: what it is and when it closes, nothing internal. */
export function toPublicRoleSummary(
  role: RoleRow,
  organization: OrganizationRow,
  labels: RoleReferenceLabels,
) {
  return {
    ...roleAttributes(role, labels),
    organization: { id: organization.id, name: organization.name, subdomain: organization.subdomain },
    deadlinePassed: role.deadline !== null && role.deadline.getTime() < Date.now(),
  };
}

/** One public role with the form the candidate portal renders to apply (§3 Role). */
export function toPublicRoleView(role: RoleRow, organization: OrganizationRow, labels: RoleReferenceLabels) {
  return {
    ...toPublicRoleSummary(role, organization, labels),
    status: role.status,
    /** Taking applications now; a closed role's page says so instead of offering Apply. */
    open: isRoleOpen(role, new Date()),
    formConfiguration: role.formConfiguration,
    template: role.template,
    doNotSave: role.doNotSave,
  };
}

/** A role as its organisation's managers edit it, with how many have applied. */
export function toManagedRoleView(
  role: RoleRow,
  labels: RoleReferenceLabels,
  counts: ApplicantCounts,
): ManagedRole {
  return {
    ...roleAttributes(role, labels),
    organizationId: role.organizationId,
    status: role.status,
    formConfiguration: role.formConfiguration,
    template: role.template,
    doNotSave: role.doNotSave,
    interviewConfigured: role.interviewConfigured,
    applicantCount: counts.applicants,
    submittedCount: counts.submitted,
    createdAt: role.createdAt.toISOString(),
    updatedAt: role.updatedAt.toISOString(),
  };
}
