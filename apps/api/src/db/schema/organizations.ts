import type { CountryBase, OrganizationStatus, Tier } from '@shortlist/domain/enums';
import type { SectorKind } from '@shortlist/domain/vocabulary';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { timestamps } from './columns.ts';

/** Views, text settings, text arrays and OAuth settings that switch product parts per organisation (§3). */
export interface DefaultConfiguration {
  views: Record<string, boolean>;
  text: Record<string, string>;
  textArrays: Record<string, string[]>;
  oauth: Record<string, string>;
}

export interface OrganizationMetric {
  key: string;
  label: string;
  metricType: string;
  min?: number | null;
  max?: number | null;
  showOnInvite?: boolean;
}

export const organizations = pgTable(
  'organizations',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    subdomain: text('subdomain').notNull(),
    clientDomain: text('client_domain'),
    sectorKind: text('sector_kind').$type<SectorKind>().notNull(),
    sectorId: integer('sector_id').notNull(),
    tier: text('tier').$type<Tier>().notNull(),
    productType: text('product_type').notNull(),
    countryBase: text('country_base').$type<CountryBase>().notNull().default('UK'),
    status: text('status').$type<OrganizationStatus>().notNull().default('ACTIVE'),
    rareContact: boolean('rare_contact').notNull().default(false),
    searchEnabled: boolean('search_enabled').notNull().default(true),
    signupEnabled: boolean('signup_enabled').notNull().default(true),
    lateralHiring: boolean('lateral_hiring').notNull().default(false),
    additionalLanguageSupport: jsonb('additional_language_support').$type<string[]>().notNull().default([]),
    colocatedCountries: jsonb('colocated_countries').$type<string[]>().notNull().default([]),
    metrics: jsonb('metrics').$type<OrganizationMetric[]>().notNull().default([]),
    defaultConfiguration: jsonb('default_configuration')
      .$type<DefaultConfiguration>()
      .notNull()
      .default({ views: {}, text: {}, textArrays: {}, oauth: {} }),
    sessionTimeoutMinutes: integer('session_timeout_minutes'),
    /** Months after which an unsuccessful candidate's personal data is anonymised; null keeps it. */
    retentionMonths: integer('retention_months'),
    rareApplicationFormConfiguration: jsonb('rare_application_form_configuration').$type<
      Record<string, unknown>
    >(),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('organizations_subdomain_key').on(table.subdomain),
    uniqueIndex('organizations_client_domain_key').on(table.clientDomain),
  ],
);

/** The owning organisation of a tenant row: deleting the organisation deletes the row. */
export const organizationId = () =>
  integer('organization_id')
    .notNull()
    .references(() => organizations.id, { onDelete: 'cascade' });

export const organizationContacts = pgTable(
  'organization_contacts',
  {
    id: serial('id').notNull(),
    organizationId: organizationId(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    position: text('position'),
    ...timestamps,
  },
  (table) => [
    primaryKey({ columns: [table.organizationId, table.id] }),
    index('organization_contacts_organization_idx').on(table.organizationId, table.name),
  ],
);
