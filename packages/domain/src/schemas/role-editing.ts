import type { z } from 'zod';
import { workArrangements } from '../enums/enumerations.ts';
import { epochSecondsSchema, idParamSchema, idSchema } from './common.ts';
import {
  booleanField,
  enumField,
  fieldLimits,
  objectSchema,
  optionalTextField,
  textField,
} from './fields.ts';
import { organizationScopeQuerySchema } from './organization-scope.ts';
import { formConfigurationSchema, roleTemplateSchema } from './role.ts';
import type { RoleSalary } from './role-salary.ts';
import { roleSalarySchema } from './role-salary.ts';
import type { RoleStatus } from './role-status.ts';
import { roleStatuses } from './role-status.ts';

export const roleEditingMessages = {
  deadlineBeforeOpen: 'The deadline must not be before the open date.',
  nothingToUpdate: 'Change at least one field.',
} as const;

// Reference values (role type, level, department, location, employment type) are checked against the
// organisation's own lists by the server, so here they are only bounded text.
const referenceValue = () => textField(fieldLimits.name);

const roleFields = {
  name: textField(),
  description: optionalTextField(fieldLimits.longText),
  status: enumField(roleStatuses),
  productType: optionalTextField(100),
  roleType: referenceValue(),
  roleLevel: referenceValue().nullish(),
  department: referenceValue().nullish(),
  location: referenceValue().nullish(),
  employmentType: referenceValue().nullish(),
  workArrangement: enumField(workArrangements).nullish(),
  openDate: epochSecondsSchema.nullish(),
  deadline: epochSecondsSchema.nullish(),
  salary: roleSalarySchema.nullish(),
  formConfiguration: formConfigurationSchema,
  template: roleTemplateSchema,
  doNotSave: booleanField(),
  interviewConfigured: booleanField(),
};

const datesInOrder = (role: { openDate?: number | null; deadline?: number | null }) =>
  role.openDate == null || role.deadline == null || role.openDate <= role.deadline;

/**
 * POST /roles. Decision: a new role starts as a DRAFT unless a status is given; the provider (ADMIN) names
 * the organisation with organizationId, a manager's own organisation is used whatever it sends.
 */
export const roleCreateSchema = objectSchema({
  ...roleFields,
  status: roleFields.status.default('DRAFT'),
  description: roleFields.description.default(''),
  formConfiguration: roleFields.formConfiguration.default({}),
  template: roleFields.template.default({}),
  doNotSave: roleFields.doNotSave.default(false),
  interviewConfigured: roleFields.interviewConfigured.default(true),
  organizationId: idSchema.nullish(),
}).refine(datesInOrder, { error: roleEditingMessages.deadlineBeforeOpen, path: ['deadline'] });
export type RoleCreate = z.output<typeof roleCreateSchema>;

/** PUT /roles/{id}: any subset of the role's fields; an empty update is refused. */
export const roleUpdateSchema = objectSchema(roleFields)
  .partial()
  .refine((update) => Object.values(update).some((value) => value !== undefined), {
    error: roleEditingMessages.nothingToUpdate,
  })
  .refine(datesInOrder, { error: roleEditingMessages.deadlineBeforeOpen, path: ['deadline'] });
export type RoleUpdate = z.output<typeof roleUpdateSchema>;

/** GET /roles?status=: one status, or every role but the archived ones when absent. */
export const roleListQuerySchema = organizationScopeQuerySchema.extend({
  status: enumField(roleStatuses).optional(),
});
export type RoleListQuery = z.output<typeof roleListQuerySchema>;

/** The role id of /roles/{id}. */
export const roleParamsSchema = objectSchema({ id: idParamSchema });

/**
 * A role as its organisation's managers list and edit it (GET /api/v1/roles, GET /api/v1/roles/{id}): the
 * role's attributes with their reference labels, dates as epoch seconds, and how many have applied
 * (`applicantCount`) and submitted (`submittedCount`).
 */
export type ManagedRole = {
  id: number;
  name: string;
  description: string | null;
  productType: string | null;
  roleType: string | null;
  roleLevel: string | null;
  department: string | null;
  location: string | null;
  employmentType: string | null;
  workArrangement: string | null;
  /** The stated pay, or null when the role states none. */
  salary: RoleSalary | null;
  labels: Record<string, string | null>;
  openDate: number | null;
  deadline: number | null;
  organizationId: number;
  status: RoleStatus;
  formConfiguration: unknown;
  template: unknown;
  doNotSave: boolean | null;
  interviewConfigured: boolean | null;
  applicantCount: number;
  submittedCount: number;
  createdAt: string;
  updatedAt: string;
};
