import type { CountryBase } from '@shortlist/domain/enums';
import type { JobPosting } from '@shortlist/domain/schemas';
import { and, eq, isNull, or, sql } from 'drizzle-orm';
import { isRoleOpen } from '../candidates/applications.ts';
import type { Database, Executor } from '../db/database.ts';
import { referenceItems } from '../db/schema/index.ts';
import type { OrganizationRow } from '../organizations/lookup.ts';
import type { Settings } from '../settings.ts';
import { buildAppLink } from '../shared/app-links.ts';
import { notFound } from '../shared/failures.ts';
import { findPublicRole } from './public-roles.ts';
import type { RoleRow } from './views.ts';

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

const countryCodes: Record<CountryBase, string | undefined> = {
  UK: 'GB',
  OZ: 'AU',
  HK: 'HK',
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

/** The JobPosting document of an open role: what Google for Jobs needs to list it and send applicants here. */
export function toJobPosting(
  role: RoleRow,
  organization: OrganizationRow,
  place: PostingPlace | undefined,
  settings: Pick<Settings, 'publicUrl'>,
): JobPosting {
  const employmentType = toEmploymentType(role);
  const country = countryCodes[organization.countryBase];
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
    },
    ...(place
      ? {
          jobLocation: {
            '@type': 'Place',
            address: {
              '@type': 'PostalAddress',
              addressLocality: place.city ?? place.label,
              ...(place.postcode ? { postalCode: place.postcode } : {}),
              ...(country ? { addressCountry: country } : {}),
            },
          },
        }
      : {}),
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

/** GET /api/public/{orgId}/{roleId}/google: only a role taking applications is posted. */
export function createJobPostingService(db: Database, settings: Pick<Settings, 'publicUrl'>) {
  return {
    async googlePosting(idOrSubdomain: string, roleId: number): Promise<JobPosting> {
      const { role, organization } = await findPublicRole(db, idOrSubdomain, roleId);
      // A closed role must leave Google's listings, which a 404 tells its crawler.
      if (!isRoleOpen(role, new Date())) throw notFound('The role');
      return toJobPosting(role, organization, await findPlace(db, role), settings);
    },
  };
}
