import type { SalaryCurrency, SalaryPeriod } from '@shortlist/domain/schemas';
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { timestamps } from './columns.ts';
import { organizationId } from './organizations.ts';

export const roleStatuses = ['DRAFT', 'LIVE', 'CLOSED', 'ARCHIVED'] as const;
export type RoleStatus = (typeof roleStatuses)[number];

/** A role candidates apply to (§3 Role), with the application form the candidate portal renders. */
export const roles = pgTable(
  'roles',
  {
    id: serial('id').notNull(),
    organizationId: organizationId(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    status: text('status').$type<RoleStatus>().notNull().default('DRAFT'),
    productType: text('product_type').notNull().default('ATS'),
    // Values of the organisation's ROLE_TYPE, ROLE_LEVEL, DEPARTMENT, ORGANIZATION_LOCATION and EMPLOYMENT_TYPE lists.
    roleType: text('role_type').notNull(),
    roleLevel: text('role_level'),
    department: text('department'),
    location: text('location'),
    employmentType: text('employment_type'),
    workArrangement: text('work_arrangement'),
    // The stated salary (all null when none): min alone is one figure, min and max a range.
    salaryMin: numeric('salary_min', { precision: 12, scale: 2, mode: 'number' }),
    salaryMax: numeric('salary_max', { precision: 12, scale: 2, mode: 'number' }),
    salaryCurrency: text('salary_currency').$type<SalaryCurrency>(),
    salaryPeriod: text('salary_period').$type<SalaryPeriod>(),
    openDate: timestamp('open_date', { withTimezone: true }),
    deadline: timestamp('deadline', { withTimezone: true }),
    formConfiguration: jsonb('form_configuration').$type<Record<string, unknown>>().notNull().default({}),
    template: jsonb('template').$type<Record<string, unknown>>().notNull().default({}),
    doNotSave: boolean('do_not_save').notNull().default(false),
    interviewConfigured: boolean('interview_configured').notNull().default(true),
    ...timestamps,
  },
  (table) => [
    primaryKey({ columns: [table.organizationId, table.id] }),
    index('roles_organization_status_idx').on(table.organizationId, table.status, table.deadline),
    index('roles_organization_name_idx').on(table.organizationId, sql`lower(${table.name})`),
  ],
);

/** An organisation's sub-stages of each stage (§3 Stage): ids travel in the stage-move paths. */
export const subStages = pgTable(
  'sub_stages',
  {
    id: serial('id').notNull(),
    organizationId: organizationId(),
    stageId: integer('stage_id').notNull(),
    code: text('code').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    orderIndex: integer('order_index').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.organizationId, table.id] }),
    index('sub_stages_organization_stage_idx').on(table.organizationId, table.stageId, table.orderIndex),
  ],
);

/** An application form an organisation saved to start roles from (the spec's settings templates). */
export const formTemplates = pgTable(
  'form_templates',
  {
    id: serial('id').notNull(),
    organizationId: organizationId(),
    name: text('name').notNull(),
    description: text('description'),
    formConfiguration: jsonb('form_configuration').$type<Record<string, unknown>>().notNull().default({}),
    template: jsonb('template').$type<Record<string, unknown>>().notNull().default({}),
    ...timestamps,
  },
  (table) => [
    primaryKey({ columns: [table.organizationId, table.id] }),
    uniqueIndex('form_templates_organization_name_key').on(table.organizationId, sql`lower(${table.name})`),
  ],
);
