import type { OrganizationUpdate } from '@shortlist/domain/schemas';
import type { OrganizationMetric, organizations } from '../db/schema/index.ts';
import type { OrganizationRow } from './lookup.ts';

// Decision: an organisation created without a product type is an ATS customer, like every demo organisation.
export const defaultProductType = 'ATS';

export type OrganizationColumns = Partial<typeof organizations.$inferInsert>;

/** The stored columns of the fields present in a create or update body; absent fields are left alone. */
export function toOrganizationColumns(input: OrganizationUpdate): OrganizationColumns {
  const columns: OrganizationColumns = {};
  if (input.name !== undefined) columns.name = input.name;
  if (input.productType !== undefined) columns.productType = input.productType || defaultProductType;
  if (input.tier !== undefined) columns.tier = input.tier;
  if (input.rareContact !== undefined) columns.rareContact = input.rareContact ?? false;
  if ('status' in input && input.status !== undefined) columns.status = input.status;
  if (input.rareApplicationFormConfiguration !== undefined) {
    columns.rareApplicationFormConfiguration = input.rareApplicationFormConfiguration ?? null;
  }
  if (input.subdomain !== undefined) columns.subdomain = input.subdomain;
  if (input.clientDomain !== undefined) columns.clientDomain = input.clientDomain;
  if (input.countryBase !== undefined) columns.countryBase = input.countryBase;
  if (input.metrics !== undefined) columns.metrics = (input.metrics ?? []).map(toStoredMetric);
  if (input.additionalLanguageSupport !== undefined) {
    columns.additionalLanguageSupport = input.additionalLanguageSupport ?? [];
  }
  if (input.colocatedCountries !== undefined) columns.colocatedCountries = input.colocatedCountries ?? [];
  if (input.search !== undefined) columns.searchEnabled = input.search ?? true;
  if (input.lateralHiring !== undefined) columns.lateralHiring = input.lateralHiring ?? false;
  if (input.signup !== undefined) columns.signupEnabled = input.signup ?? true;
  if (input.sessionTimeout !== undefined) columns.sessionTimeoutMinutes = input.sessionTimeout;
  if (input.retentionMonths !== undefined) columns.retentionMonths = input.retentionMonths;
  if (input.defaultConfiguration !== undefined) {
    const configuration = input.defaultConfiguration;
    columns.defaultConfiguration = {
      views: configuration?.views ?? {},
      text: configuration?.text ?? {},
      textArrays: configuration?.textArrays ?? {},
      oauth: configuration?.oauth ?? {},
    };
  }
  return columns;
}

type MetricInput = NonNullable<OrganizationUpdate['metrics']>[number];

/** A metric is stored with both key and label; the schema asks for at least one of them. */
export function toStoredMetric(metric: MetricInput): OrganizationMetric {
  const label = metric.label || metric.key || '';
  return {
    key: metric.key || label,
    label,
    metricType: metric.metricType,
    min: metric.min ?? null,
    max: metric.max ?? null,
    showOnInvite: metric.showOnInvite ?? false,
  };
}

// The API names of columns that differ from their body field, for the audit's list of changed fields.
const fieldOfColumn: Partial<Record<keyof OrganizationColumns, string>> = {
  sectorId: 'sector',
  sectorKind: 'sector',
  searchEnabled: 'search',
  signupEnabled: 'signup',
  sessionTimeoutMinutes: 'sessionTimeout',
};

export function changedOrganizationFields(existing: OrganizationRow, columns: OrganizationColumns): string[] {
  const changed = (Object.keys(columns) as (keyof OrganizationColumns)[])
    .filter((column) => JSON.stringify(existing[column]) !== JSON.stringify(columns[column]))
    .map((column) => fieldOfColumn[column] ?? column);
  return [...new Set(changed)];
}
