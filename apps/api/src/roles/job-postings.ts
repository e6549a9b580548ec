import type { CountryBase } from '@shortlist/domain/enums';
import type { JobPosting } from '@shortlist/domain/schemas';
import { and, eq, isNull, or, sql } from 'drizzle-orm';
import { isRoleOpen } from '../candidates/applications.ts';
import type { Database, Executor } from '../db/database.ts';
import { referenceItems } from '../db/schema/index.ts';
import { brandOf } from '../messaging/templates/brand.ts';
import type { OrganizationRow } from '../organizations/lookup.ts';
import type { Settings } from '../settings.ts';
import { buildAppLink } from '../shared/app-links.ts';
import { notFound } from '../shared/failures.ts';
import { findPublicRole } from './public-roles.ts';
import type { RoleRow } from './views.ts';
import { salaryOf } from './views.ts';

// schema.org's employment types (https://schema.org/employmentType, as Google for Jobs reads them), keyed by
// the upper-cased value of an EMPLOYMENT_TYPE item; any other value reads OTHER.
const employmentTypes: Record<string, string> = {
  FULL_TIME: 'FULL_TIME',
  PART_TIME: 'PART_TIME',
  FIXED_TERM: 'TEMPORARY',
  TEMPORARY: 'TEMPORARY',
  CONTRACT: 'CONTRACTOR',
  CONTRACTOR: 'CONTRACTOR',
  INTERNSHIP: 'INTERN',
  INTERN: 'INTERN',
  VOLUNTEER: 'VOLUNTEER',
};

// The country of an organisation's base: ISO 3166 code for an address, English name for where a remote
// role's applicants may live.
const countries: Record<CountryBase, { code: string; name: string } | undefined> = {
  UK: { code: 'GB', name: 'United Kingdom' },
  OZ: { code: 'AU', name: 'Australia' },
  HK: { code: 'HK', name: 'Hong Kong' },
  OTHER: undefined,
};

/** 'full-time' -> FULL_TIME; a role without an employment type but of type INTERNSHIP is an INTERN one. */
export function toEmploymentType(role: Pick<RoleRow, 'employmentType' | 'roleType'>): string | undefined {
  const key = role.employmentType
    ?.trim()
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, '_');
  if (key) return employmentTypes[key] ?? 'OTHER';
  return role.roleType === 'INTERNSHIP' ? 'INTERN' : undefined;
}

export interface PostingPlace {
  label: string;
  city?: string;
  postcode?: string;
}

/** The role's stated salary as schema.org's MonetaryAmount: one figure, or a range. */
export function toBaseSalary(role: RoleRow): JobPosting['baseSalary'] {
  const salary = salaryOf(role);
  if (!salary) return undefined;
  return {
    '@type': 'MonetaryAmount',
    currency: salary.currency,
    value:
      salary.max === null || salary.max === salary.min
        ? { '@type': 'QuantitativeValue', value: salary.min, unitText: salary.period }
        : {
            '@type': 'QuantitativeValue',
            minValue: salary.min,
            maxValue: salary.max,
            unitText: salary.period,
          },
  };
}

function toJobLocation(place: PostingPlace, countryCode: string | undefined): JobPosting['jobLocation'] {
  return {
    '@type': 'Place',
    address: {
      '@type': 'PostalAddress',
      addressLocality: place.city ?? place.label,
      ...(place.postcode ? { postalCode: place.postcode } : {}),
      ...(countryCode ? { addressCountry: countryCode } : {}),
    },
  };
}

/**
 * Where the role is worked. Decision: a remote role is TELECOMMUTE from the organisation's country (Google
 * wants the country, not the office); when that country is unknown it keeps its office as well, so the
 * posting still says where. On-site, hybrid and unstated arrangements name the office.
 */
function toWorkplace(
  role: RoleRow,
  organization: OrganizationRow,
  place: PostingPlace | undefined,
): Pick<JobPosting, 'jobLocation' | 'jobLocationType' | 'applicantLocationRequirements'> {
  const country = countries[organization.countryBase];
  const office = place ? { jobLocation: toJobLocation(place, country?.code) } : {};
  if (role.workArrangement !== 'Remote') return office;
  return {
    jobLocationType: 'TELECOMMUTE',
    ...(country ? { applicantLocationRequirements: { '@type': 'Country', name: country.name } } : office),
  };
}

/** The JobPosting document of an open role: what Google for Jobs needs to list it and send applicants here. */
export function toJobPosting(
  role: RoleRow,
  organization: OrganizationRow,
  place: PostingPlace | undefined,
  settings: Pick<Settings, 'publicUrl'>,
): JobPosting {
  const employmentType = toEmploymentType(role);
  const { logoUrl } = brandOf(organization);
  const baseSalary = toBaseSalary(role);
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: role.name,
    // Google requires a description; a role saved without one is described by its name.
    description: role.description.trim() || role.name,
    datePosted: (role.openDate ?? role.createdAt).toISOString(),
    ...(role.deadline ? { validThrough: role.deadline.toISOString() } : {}),
    ...(employmentType ? { employmentType } : {}),
    hiringOrganization: {
      '@type': 'Organization',
      name: organization.name,
      sameAs: buildAppLink(settings, '/roles', organization),
      ...(logoUrl ? { logo: logoUrl } : {}),
    },
    ...toWorkplace(role, organization, place),
    ...(baseSalary ? { baseSalary } : {}),
    identifier: { '@type': 'PropertyValue', name: organization.name, value: String(role.id) },
    url: buildAppLink(settings, `/job/${role.id}`, organization),
    directApply: true,
  };
}

/** The role's office from the organisation's ORGANIZATION_LOCATION list (its city and postcode attributes). */
async function findPlace(executor: Executor, role: RoleRow): Promise<PostingPlace | undefined> {
  if (!role.location) return undefined;
  const [item] = await executor
    .select()
    .from(referenceItems)
    .where(
      and(
        eq(referenceItems.type, 'ORGANIZATION_LOCATION'),
        or(eq(referenceItems.organizationId, role.organizationId), isNull(referenceItems.organizationId)),
        eq(sql`lower(${referenceItems.value})`, role.location.toLowerCase()),
      ),
    )
    .orderBy(sql`${referenceItems.organizationId} nulls last`)
    .limit(1);
  if (!item) return { label: role.location };
  const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value : undefined);
  return { label: item.label, city: text(item.attributes.city), postcode: text(item.attributes.postcode) };
}

/** The posting of a role (open or not: the caller decides), with its office looked up. */
export async function buildJobPosting(
  executor: Executor,
  role: RoleRow,
  organization: OrganizationRow,
  settings: Pick<Settings, 'publicUrl'>,
): Promise<JobPosting> {
  return toJobPosting(role, organization, await findPlace(executor, role), settings);
}

/** GET /api/public/{orgId}/{roleId}/google: only a role taking applications is posted. */
export function createJobPostingService(db: Database, settings: Pick<Settings, 'publicUrl'>) {
  return {
    async googlePosting(idOrSubdomain: string, roleId: number): Promise<JobPosting> {
      const { role, organization } = await findPublicRole(db, idOrSubdomain, roleId);
      // A closed role must leave Google's listings, which a 404 tells its crawler.
      if (!isRoleOpen(role, new Date())) throw notFound('The role');
      return buildJobPosting(db, role, organization, settings);
    },
  };
}
