import { careersPagePaths } from '@shortlist/domain/contract';
import { matchPath } from 'react-router';
import { eventRead } from '../screens/EventView/event-read.ts';
import { eventListRead } from '../screens/ListEvents/event-list-read.ts';
import { readRoleFilters, readRolePage } from '../screens/ListRoles/role-filters.ts';
import { filterOptionsRead, roleListRead } from '../screens/ListRoles/role-list-reads.ts';
import { roleRead } from '../screens/RoleLink/role-read.ts';
import { organizationRead } from './host-organization.ts';
import type { PublicRead } from './public-read.ts';

// The careers pages the server renders (issue 19), each with the reads its screen makes, so the HTML holds
// the roles and events and the browser's first render shows the same.

export type ServerRenderedPage = {
  /** The screen's module, whose chunk and styles the page links at once (its key in Vite's manifest). */
  screen: string;
  /** The screen's reads, the first being the one whose 404 makes the page's status 404. */
  reads: PublicRead<unknown>[];
};

type PageParams = Record<string, string | undefined>;

const pages: Record<
  keyof typeof careersPagePaths,
  (params: PageParams, searchParams: URLSearchParams, key: string | null) => ServerRenderedPage
> = {
  roles: (_params, searchParams, key) => ({
    screen: 'src/screens/ListRoles/ListRolesScreen.tsx',
    reads: [
      organizationRead(key),
      roleListRead(key, readRoleFilters(searchParams), readRolePage(searchParams)),
      filterOptionsRead(key),
    ],
  }),
  role: (params, _searchParams, key) => ({
    screen: 'src/screens/RoleLink/RoleLinkScreen.tsx',
    reads: [roleRead(key, params.link ?? ''), organizationRead(key)],
  }),
  events: (_params, _searchParams, key) => ({
    screen: 'src/screens/ListEvents/ListEventsScreen.tsx',
    reads: [organizationRead(key), eventListRead(key)],
  }),
  event: (params, _searchParams, key) => ({
    screen: 'src/screens/EventView/EventViewScreen.tsx',
    reads: [eventRead(key, params.eventId ?? ''), organizationRead(key)],
  }),
};

/** The page the API renders on the server for this address, or null for the app's plain index.html. */
export function serverRenderedPage(
  pathname: string,
  searchParams: URLSearchParams,
  key: string | null,
): ServerRenderedPage | null {
  for (const [name, path] of Object.entries(careersPagePaths)) {
    const match = matchPath(path, pathname);
    if (match) return pages[name as keyof typeof careersPagePaths](match.params, searchParams, key);
  }
  return null;
}
