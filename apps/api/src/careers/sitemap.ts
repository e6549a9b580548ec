import { and, asc, eq, gt, gte, isNull, lte, or } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { events, roles } from '../db/schema/index.ts';
import type { OrganizationRow } from '../organizations/lookup.ts';
import type { Settings } from '../settings.ts';
import { buildAppLink } from '../shared/app-links.ts';
import { findOrganizationOfHost } from './host-organization.ts';
import { renderRobots } from './robots.ts';

export interface SitemapEntry {
  url: string;
  lastModified: Date | null;
}

const xmlEscapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};
const escapeXml = (text: string) => text.replace(/[&<>"']/g, (character) => xmlEscapes[character] ?? '');

/** A sitemaps.org urlset; lastmod in W3C date-time (ISO 8601, UTC). */
export function renderSitemap(entries: readonly SitemapEntry[]): string {
  const urls = entries.map(
    (entry) =>
      `  <url><loc>${escapeXml(entry.url)}</loc>${
        entry.lastModified ? `<lastmod>${entry.lastModified.toISOString()}</lastmod>` : ''
      }</url>`,
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

const latest = (dates: readonly Date[]) =>
  dates.reduce<Date | null>((newest, date) => (newest === null || date > newest ? date : newest), null);

/**
 * sitemap.xml and robots.txt of an organisation's host (docs/architecture.md, "Careers pages"): its careers list, every role taking
 * applications, its events page and every upcoming event, each with its last change.
 */
export function createCareersSitemap(db: Database, settings: Pick<Settings, 'publicUrl' | 'brand'>) {
  async function entriesOf(organization: OrganizationRow): Promise<SitemapEntry[]> {
    const now = new Date();
    // The same rule as isRoleOpen (candidates/applications.ts): live, opened, deadline not passed.
    const openRoles = await db
      .select({ id: roles.id, updatedAt: roles.updatedAt })
      .from(roles)
      .where(
        and(
          eq(roles.organizationId, organization.id),
          eq(roles.status, 'LIVE'),
          or(isNull(roles.openDate), lte(roles.openDate, now)),
          or(isNull(roles.deadline), gt(roles.deadline, now)),
        ),
      )
      .orderBy(asc(roles.id));
    // Upcoming as the public events list counts it: not archived and not yet ended.
    const upcomingEvents = await db
      .select({ id: events.id, updatedAt: events.updatedAt })
      .from(events)
      .where(
        and(eq(events.organizationId, organization.id), eq(events.archived, false), gte(events.endsAt, now)),
      )
      .orderBy(asc(events.startsAt), asc(events.id));
    const link = (path: string) => buildAppLink(settings, path, organization);
    return [
      { url: link('/roles'), lastModified: latest(openRoles.map((role) => role.updatedAt)) },
      ...openRoles.map((role) => ({ url: link(`/job/${role.id}`), lastModified: role.updatedAt })),
      { url: link('/events'), lastModified: latest(upcomingEvents.map((event) => event.updatedAt)) },
      ...upcomingEvents.map((event) => ({ url: link(`/event/${event.id}`), lastModified: event.updatedAt })),
    ];
  }

  return {
    /** Decision: a host that names no organisation answers an empty urlset, never another site's pages. */
    async sitemapXml(host: string): Promise<string> {
      const organization = await findOrganizationOfHost(db, host, settings);
      return renderSitemap(organization ? await entriesOf(organization) : []);
    },

    async robotsTxt(host: string): Promise<string> {
      const organization = await findOrganizationOfHost(db, host, settings);
      return renderRobots(organization ? buildAppLink(settings, '/sitemap.xml', organization) : null);
    },
  };
}

export type CareersSitemap = ReturnType<typeof createCareersSitemap>;
