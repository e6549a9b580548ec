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

/** The page the API renders on the server for this address, or null for the app's plain index.html. */
export function serverRenderedPage(
  pathname: string,
  searchParams: URLSearchParams,
  key: string | null,
): ServerRenderedPage | null {
  const organization = organizationRead(key);
  if (matchPath('/roles', pathname)) {
    const applied = readRoleFilters(searchParams);
    return {
      screen: 'src/screens/ListRoles/ListRolesScreen.tsx',
      reads: [organization, roleListRead(key, applied, readRolePage(searchParams)), filterOptionsRead(key)],
    };
  }
  const job = matchPath('/job/:link', pathname);
  if (job)
    return {
      screen: 'src/screens/RoleLink/RoleLinkScreen.tsx',
      reads: [roleRead(key, job.params.link ?? ''), organization],
    };
  if (matchPath('/events', pathname))
    return {
      screen: 'src/screens/ListEvents/ListEventsScreen.tsx',
      reads: [organization, eventListRead(key)],
    };
  const event = matchPath('/event/:eventId', pathname);
  if (event)
    return {
      screen: 'src/screens/EventView/EventViewScreen.tsx',
      reads: [eventRead(key, event.params.eventId ?? ''), organization],
    };
  return null;
}
