import { idSchema, organizationKeySchema, tokenField } from '@shortlist/domain/schemas';
import { and, eq } from 'drizzle-orm';
import { isRoleOpen } from '../candidates/applications.ts';
import type { Database } from '../db/database.ts';
import { events } from '../db/schema/index.ts';
import { brandOf } from '../messaging/templates/brand.ts';
import type { OrganizationRow } from '../organizations/lookup.ts';
import { findActiveOrganization } from '../organizations/public-organizations.ts';
import { buildJobPosting } from '../roles/job-postings.ts';
import { findPublicRole } from '../roles/public-roles.ts';
import { createUrlTokenService } from '../roles/url-tokens.ts';
import type { Settings } from '../settings.ts';
import { buildAppLink } from '../shared/app-links.ts';
import { ServiceError } from '../shared/failures.ts';
import { headWording } from './head-wording.ts';
import type { PageHead } from './page-head-data.ts';
import { htmlToPlainText, shortenText } from './plain-text.ts';
import { canonicalRolesQuery } from './roles-query.ts';

const tokenSchema = tokenField();

/** A look-up's value, or null when it answered "not found" (the page is then not found either). */
async function orNull<Value>(lookup: Promise<Value>): Promise<Value | null> {
  try {
    return await lookup;
  } catch (error) {
    if (error instanceof ServiceError && error.kind === 'not-found') return null;
    throw error;
  }
}

/**
 * The heads of an organisation's careers pages, from the database: null when the organisation, role or event
 * is not there or not public for that organisation, so the page answers not found.
 */
export function createCareersHeads(db: Database, settings: Pick<Settings, 'publicUrl'>) {
  const urlTokens = createUrlTokenService(db);

  async function organizationOf(orgKey: string) {
    const key = organizationKeySchema.safeParse(orgKey);
    return key.success ? orNull(findActiveOrganization(db, key.data)) : null;
  }

  /** What every page of the organisation's site shares; the page adds its own title, text and address. */
  function siteHead(
    organization: OrganizationRow,
    page: Pick<PageHead, 'title' | 'description' | 'type' | 'jsonLd'> & { path: string },
  ): PageHead {
    const t = headWording(organization.sectorKind);
    return {
      title: t('candidate:pageHead.title', { page: page.title, organization: organization.name }),
      description: shortenText(page.description),
      canonicalUrl: buildAppLink(settings, page.path, organization),
      siteName: organization.name,
      imageUrl: brandOf(organization).logoUrl,
      type: page.type,
      locale: 'en_GB',
      jsonLd: page.jsonLd,
    };
  }

  /** A /job/{link} link: role id digits, else a shareable url token (roles/url-tokens.ts). */
  async function roleIdOf(link: string): Promise<number | null> {
    if (/^\d{1,10}$/.test(link)) {
      const id = idSchema.safeParse(Number(link));
      return id.success ? id.data : null;
    }
    const token = tokenSchema.safeParse(link);
    if (!token.success) return null;
    return (await orNull(urlTokens.resolve(token.data)))?.roleId ?? null;
  }

  return {
    async roles(orgKey: string, query: URLSearchParams): Promise<PageHead | null> {
      const organization = await organizationOf(orgKey);
      if (!organization) return null;
      const t = headWording(organization.sectorKind);
      return siteHead(organization, {
        title: t('candidate:roles.title'),
        description: t('candidate:roles.intro', {
          organization: organization.name,
          graduateScheme: t('common:vocabulary.graduateScheme'),
          internship: t('common:vocabulary.internship'),
        }),
        type: 'website',
        jsonLd: null,
        path: `/roles${canonicalRolesQuery(query)}`,
      });
    },

    /** The role page; only an open role carries its JobPosting, as a closed one must leave Google's listings. */
    async role(orgKey: string, link: string): Promise<PageHead | null> {
      const organization = await organizationOf(orgKey);
      const roleId = organization ? await roleIdOf(link) : null;
      if (!organization || roleId === null) return null;
      const found = await orNull(findPublicRole(db, String(organization.id), roleId));
      if (!found) return null;
      const { role } = found;
      const t = headWording(organization.sectorKind);
      const text = htmlToPlainText(role.description);
      return siteHead(organization, {
        title: role.name,
        description:
          text ||
          t('candidate:pageHead.roleDescription', { role: role.name, organization: organization.name }),
        type: 'article',
        jsonLd: isRoleOpen(role, new Date()) ? await buildJobPosting(db, role, organization, settings) : null,
        path: `/job/${role.id}`,
      });
    },

    async events(orgKey: string): Promise<PageHead | null> {
      const organization = await organizationOf(orgKey);
      if (!organization) return null;
      const t = headWording(organization.sectorKind);
      return siteHead(organization, {
        title: t('candidate:events.title'),
        description: t('candidate:pageHead.eventsDescription', { organization: organization.name }),
        type: 'website',
        jsonLd: null,
        path: '/events',
      });
    },

    /** An event of this organisation that is not archived; past ones keep their page, as the portal does. */
    async event(orgKey: string, eventId: number): Promise<PageHead | null> {
      const organization = await organizationOf(orgKey);
      if (!organization || !idSchema.safeParse(eventId).success) return null;
      const [event] = await db
        .select()
        .from(events)
        .where(
          and(eq(events.organizationId, organization.id), eq(events.id, eventId), eq(events.archived, false)),
        )
        .limit(1);
      if (!event) return null;
      const t = headWording(organization.sectorKind);
      return siteHead(organization, {
        title: event.name,
        description:
          htmlToPlainText(event.description) ||
          t('candidate:pageHead.eventDescription', { event: event.name, organization: organization.name }),
        type: 'article',
        jsonLd: null,
        path: `/event/${event.id}`,
      });
    },
  };
}

export type CareersHeads = ReturnType<typeof createCareersHeads>;
